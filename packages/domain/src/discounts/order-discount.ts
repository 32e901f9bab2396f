import type { DiscountLine } from "./discount-lines";

/**
 * What takes money off an order: a coupon's rule (growth.md section 1) or the loyalty card's reward
 * (section 2: its free pizza is the cheapest line of its groups, up to a cap); `orderDiscountCentavos`
 * is the one place where an order's discount is computed (one discount per order).
 */
export type DiscountOffer =
  | {
      kind: "percent";
      /** 1 to 100. */
      value: number;
      /** The most it takes off, in centavos; null = no maximum. */
      maxCentavos: number | null;
      /** Empty: every line; else only the lines of these product groups. */
      groups: readonly string[];
    }
  | { kind: "fixed"; /** Centavos. */ valueCentavos: number; groups: readonly string[] }
  | { kind: "free_delivery" }
  | { kind: "cheapest_line"; /** The most it takes off, in centavos. */ maxCentavos: number; groups: readonly string[] };

/** The order a discount applies to, in centavos. */
export interface DiscountBase {
  lines: readonly DiscountLine[];
  deliveryFeeCentavos: number;
}

/** The sum of the lines an offer restricted to `groups` applies to (all of them when empty). */
export function discountableCentavos(lines: readonly DiscountLine[], groups: readonly string[]): number {
  const applies = (line: DiscountLine) => groups.length === 0 || groups.includes(line.group);
  return lines.reduce((sum, line) => (applies(line) ? sum + line.centavos : sum), 0);
}

/**
 * The discount of an order, in centavos (growth.md section 1): a percent is taken once on the sum it
 * applies to and rounded to the centavo half up, then held to its maximum; a fixed amount takes off
 * at most that sum; free delivery takes off the whole fee; the cheapest line of the groups is taken
 * off up to its cap. A discount never exceeds what it applies
 * to, so the order's total never goes below zero.
 */
export function orderDiscountCentavos(offer: DiscountOffer | null, base: DiscountBase): number {
  if (offer === null) return 0;
  if (offer.kind === "free_delivery") return Math.max(0, base.deliveryFeeCentavos);
  if (offer.kind === "cheapest_line") return Math.min(cheapestLineCentavos(base.lines, offer.groups), Math.max(0, offer.maxCentavos));
  const applicable = discountableCentavos(base.lines, offer.groups);
  if (offer.kind === "fixed") return Math.min(Math.max(0, offer.valueCentavos), applicable);
  // Integers all the way: half up is floor((sum * percent + 50) / 100).
  const percent = Math.floor((applicable * offer.value + 50) / 100);
  return Math.min(percent, offer.maxCentavos ?? percent, applicable);
}

/**
 * The price of one pizza of the cheapest line of `groups` (all lines when empty); 0 without one. A
 * line of two whole pizzas costs twice one of them: its price per unit is what one pizza costs.
 */
export function cheapestLineCentavos(lines: readonly DiscountLine[], groups: readonly string[]): number {
  const prices = lines.filter((line) => groups.length === 0 || groups.includes(line.group)).map((line) => Math.floor(line.centavos / Math.max(1, line.units ?? 1)));
  return prices.length === 0 ? 0 : Math.max(0, Math.min(...prices));
}
