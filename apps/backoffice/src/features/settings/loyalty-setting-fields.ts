import { LOYALTY_LIMITS, type LoyaltyReward, type LoyaltySettingKey } from "@forno/domain/loyalty";
import type { SettingField } from "./setting-field-types";

/** What a full card is worth, in the owner's words (growth.md section 2). */
export const LOYALTY_REWARD_LABELS: Readonly<Record<LoyaltyReward, string>> = {
  free_pizza: "Pizza grátis",
  free_delivery: "Entrega grátis",
  fixed: "Desconto fixo",
};

const { stampsNeeded, stampDays } = LOYALTY_LIMITS;

/** The loyalty card's settings (growth.md section 2) in the owner's words: Minha loja > Cartão fidelidade (decision 3232). */
export const LOYALTY_SETTING_FIELDS = {
  "loyalty.enabled": {
    label: "Cartão fidelidade ativo",
    help: "O cliente ganha selos e vê o cartão na loja online.",
    control: { kind: "switch" },
  },
  "loyalty.stamps_needed": {
    label: "Selos para uma recompensa",
    help: `De ${stampsNeeded.min} a ${stampsNeeded.max}; o clássico é 10.`,
    control: { kind: "integer", min: stampsNeeded.min, max: stampsNeeded.max },
  },
  "loyalty.groups": {
    label: "Grupos de produtos que dão selo",
    help: "Cada pizza entregue desses grupos vale um selo; a de vários sabores conta pelo primeiro.",
    control: { kind: "product-groups" },
  },
  "loyalty.stamp_days": {
    label: "Validade de cada selo (dias)",
    help: `De ${stampDays.min} a ${stampDays.max}. Uma mudança vale para os selos ganhos depois dela.`,
    control: { kind: "integer", min: stampDays.min, max: stampDays.max },
  },
  "loyalty.reward": {
    label: "Recompensa",
    help: "O cliente usa no carrinho, no lugar de um cupom.",
    control: { kind: "choice", options: Object.entries(LOYALTY_REWARD_LABELS).map(([value, label]) => ({ value, label })) },
  },
  "loyalty.reward_value": {
    label: "Valor da recompensa em reais",
    helpBy: {
      key: "loyalty.reward",
      texts: {
        free_pizza: "O preço máximo da pizza grátis: a mais barata dos grupos do cartão sai de graça até esse valor.",
        free_delivery: "Não é usado: a entrega grátis tira a taxa de entrega inteira.",
        fixed: "O desconto em reais no pedido (nunca mais que os itens).",
      },
    },
    control: { kind: "money" },
  },
} satisfies Record<LoyaltySettingKey, SettingField>;
