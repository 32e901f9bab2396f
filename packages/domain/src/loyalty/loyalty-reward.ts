import type { DiscountLine } from "../discounts/discount-lines";
import { type DiscountOffer, cheapestLineCentavos } from "../discounts/order-discount";
import { plainMoney } from "../coupons/coupon-messages";
import { centavosToReais } from "../pricing/centavos";
import type { LoyaltyProgram } from "./loyalty-settings";
import { LOYALTY_MESSAGES } from "./loyalty-messages";

/** The reward as the one discount function reads it (growth.md section 2). */
export function rewardOffer(program: Pick<LoyaltyProgram, "reward" | "rewardValueCentavos" | "groups">): DiscountOffer {
  switch (program.reward) {
    case "free_pizza":
      return { kind: "cheapest_line", maxCentavos: program.rewardValueCentavos, groups: program.groups };
    case "free_delivery":
      return { kind: "free_delivery" };
    case "fixed":
      return { kind: "fixed", valueCentavos: program.rewardValueCentavos, groups: [] };
  }
}

/** What the reward is, in the customer's words: the card, the cart's button, the quote ("R$ " with a plain space, as the coupons' sentences). */
export function rewardName(program: Pick<LoyaltyProgram, "reward" | "rewardValueCentavos">): string {
  switch (program.reward) {
    case "free_pizza":
      return `Uma pizza grátis (até ${plainMoney(centavosToReais(program.rewardValueCentavos))})`;
    case "free_delivery":
      return "Entrega grátis";
    case "fixed":
      return `${plainMoney(centavosToReais(program.rewardValueCentavos))} de desconto`;
  }
}

/** The order a reward is checked against. */
export interface RewardOrder {
  lines: readonly DiscountLine[];
  isDelivery: boolean;
  /** The delivery's fee; 0 for an area the store delivers to free of charge. */
  deliveryFeeCentavos: number;
}

/**
 * Why this order cannot use the reward although the client has one, or null: a free pizza needs a
 * pizza of the stamp groups in the cart, free delivery a delivery with a fee to take off (a reward is
 * not spent for nothing).
 */
export function rewardOrderProblem(program: Pick<LoyaltyProgram, "reward" | "groups">, order: RewardOrder): string | null {
  if (program.reward === "free_pizza" && cheapestLineCentavos(order.lines, program.groups) === 0) return LOYALTY_MESSAGES.rewardNeedsPizza;
  if (program.reward === "free_delivery" && !order.isDelivery) return LOYALTY_MESSAGES.rewardNeedsDelivery;
  if (program.reward === "free_delivery" && order.deliveryFeeCentavos === 0) return LOYALTY_MESSAGES.deliveryAlreadyFree;
  return null;
}
