import { formatCentavos } from "../format/money";
import { reaisToCentavos } from "../pricing/centavos";

/** "R$ 40,00" with a plain space: the form of the contract's messages (decision 1606). */
export function plainMoney(reais: number): string {
  return formatCentavos(reaisToCentavos(reais)).replace(/\u00a0/g, " ");
}

/** The refusals of a coupon (growth.md section 1), letter for letter, in the contract's order of checking. */
export const COUPON_MESSAGES = {
  invalid: "Cupom inválido.",
  notYet: "Este cupom ainda não está valendo.",
  expired: "Este cupom expirou.",
  outsideHours: "Este cupom não vale neste dia ou horário.",
  deliveryOnly: "Este cupom vale só para entrega.",
  pickupOnly: "Este cupom vale só para retirada no balcão.",
  channel: "Este cupom não vale neste canal.",
  /** Filled by `minimumSubtotalMessage`. */
  minimum: "Este cupom vale para pedidos a partir de R$ X,XX.",
  exhausted: "Este cupom esgotou.",
  signIn: "Entre na sua conta para usar este cupom.",
  alreadyUsed: "Você já usou este cupom.",
  firstOrder: "Este cupom é só para o primeiro pedido.",
  /** 409 of POST and PATCH /coupons. */
  duplicateCode: "Já existe um cupom com este código.",
  notFound: "Cupom não encontrado.",
} as const;

export type CouponRefusalReason = Exclude<keyof typeof COUPON_MESSAGES, "duplicateCode" | "notFound">;

/** "Este cupom vale para pedidos a partir de R$ 40,00." */
export function minimumSubtotalMessage(minSubtotalReais: number): string {
  return `Este cupom vale para pedidos a partir de ${plainMoney(minSubtotalReais)}.`;
}

/**
 * The form's refusals of a coupon's rules (POST and PATCH /coupons answer them as 400s): the
 * contract leaves them open (decision 3101), they say what to type.
 */
export const COUPON_FORM_MESSAGES = {
  code: "O código tem de 3 a 20 letras e números, sem espaços nem acentos.",
  name: "Informe o nome do cupom.",
  kind: "Escolha o tipo de desconto.",
  percent: "A porcentagem vai de 1 a 100.",
  fixed: "Informe um desconto maior que zero.",
  maxDiscount: "O desconto máximo deve ser maior que zero, ou fique em branco.",
  minSubtotal: "O pedido mínimo não pode ser negativo.",
  groups: "Escolha grupos de produtos diferentes, cada um com até 60 letras.",
  uses: "Informe um número inteiro, 0 para sem limite.",
  dates: "O fim da validade deve ser depois do início.",
  instant: "Informe uma data e hora válidas.",
  weekdays: "Escolha ao menos um dia da semana.",
  times: "Informe o horário de início e o de fim (HH:MM), diferentes, ou deixe os dois em branco.",
  orderTypes: "Escolha entrega, retirada ou as duas.",
  freeDelivery: "Entrega grátis vale só com entrega: marque entrega.",
  channels: "Escolha ao menos um canal.",
} as const;

/** Whether an order's refusal is about its coupon (the cart shows it under the coupon's field, not in the banner). */
export function isCouponRefusal(message: string): boolean {
  const refusals: readonly string[] = Object.values(COUPON_MESSAGES);
  return refusals.includes(message) || message.startsWith(minimumSubtotalMessage(0).slice(0, -"R$ 0,00.".length));
}
