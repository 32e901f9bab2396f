import { cartLinePricesByRule, cartTotalByRule, type FractionPricingRule } from "@forno/domain/pricing-rules";
import type { CartLine } from "@forno/domain/schemas";

// Apart from cart-lines.ts, which the entry chunk holds (the cart store), so the pricing rules load
// with the screens that show prices.

/** The subtotal under the store's half-and-half rule, so the cart and the server agree (decision 1612). */
export function cartSubtotalCentavos(lines: readonly CartLine[], rule: FractionPricingRule = "proportional"): number {
  return cartTotalByRule(rule, lines);
}

/** Each line's price in centavos under the store's half-and-half rule. */
export function cartLinePrices(lines: readonly CartLine[], rule: FractionPricingRule = "proportional"): number[] {
  return cartLinePricesByRule(rule, lines);
}
