/**
 * The one-discount rule's refusals (growth.md section 2): a coupon and the loyalty reward are never
 * used together, and a reward must exist to be used. The reward itself arrives with the loyalty card.
 */
export const DISCOUNT_MESSAGES = {
  couponOrReward: "Use o cupom ou a recompensa, não os dois.",
  noReward: "Você ainda não tem uma recompensa.",
} as const;
