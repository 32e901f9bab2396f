import { DISCOUNT_MESSAGES } from "../discounts/discount-messages";

/** The loyalty card's answers (growth.md section 2); the first three are the contract's own words. */
export const LOYALTY_MESSAGES = {
  couponOrReward: DISCOUNT_MESSAGES.couponOrReward,
  noReward: DISCOUNT_MESSAGES.noReward,
  notEnoughStamps: "O cliente não tem tantos selos.",
  rewardNeedsPizza: "A recompensa é uma pizza grátis: coloque uma pizza no pedido para usá-la.",
  rewardNeedsDelivery: "A recompensa é a entrega grátis: escolha entrega para usá-la.",
  deliveryAlreadyFree: "A entrega neste endereço já é grátis: guarde a recompensa para outro pedido.",
  programOff: "O cartão fidelidade não está ativo nesta loja.",
  adjustmentChange: "Informe quantos selos somar (positivo) ou tirar (negativo), de -100 a 100, sem zero.",
  adjustmentReason: "Informe o motivo, de 3 a 200 caracteres.",
} as const;
