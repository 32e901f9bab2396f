import { hasIncompletePizza, itemGroups, remainingOfPizza } from "@forno/domain/fractions";
import { cartLinePriceCentavos, centavosToReais } from "@forno/domain/pricing";
import { cartLinePricesByRule, cartTotalByRule, type FractionPricingRule } from "@forno/domain/pricing-rules";
import type { CartLine } from "@forno/domain/schemas";

/** Pure helpers over the stored cart lines; the rules themselves live in @forno/domain. */

export function quantitiesOf(lines: readonly CartLine[]): number[] {
  return lines.map((line) => line.quantity);
}

/** An incomplete pizza puts the cart in the picking-fractions state (seed 000 section 4). */
export function isPickingFractions(lines: readonly CartLine[]): boolean {
  return hasIncompletePizza(quantitiesOf(lines));
}

/** While picking, the cart group follows the last item: the next flavour comes from its product group. */
export function pickingGroup(lines: readonly CartLine[]): string | null {
  return isPickingFractions(lines) ? (lines.at(-1)?.product_group ?? null) : null;
}

/** What remains of the pizza being picked (0.5 after a half), 0 when nothing is being picked. */
export function remainingFraction(lines: readonly CartLine[]): number {
  return remainingOfPizza(quantitiesOf(lines));
}

/** The indices of the lines that share a pizza with line `index` (a whole line stands alone). */
export function groupIndicesOf(lines: readonly CartLine[], index: number): number[] {
  const groups = itemGroups(quantitiesOf(lines));
  const group = groups[index];
  return groups.flatMap((value, i) => (value === group ? [i] : []));
}

/** Removing a cart item removes the whole group of lines sharing its pizza. */
export function withoutGroupOf(lines: readonly CartLine[], index: number): CartLine[] {
  const drop = new Set(groupIndicesOf(lines, index));
  return lines.filter((_, i) => !drop.has(i));
}

/** The line with its totalPrice (reais) recomputed by the domain's formula. */
export function priced(line: CartLine): CartLine {
  return { ...line, totalPrice: centavosToReais(cartLinePriceCentavos(line)) };
}

/** The subtotal under the store's half-and-half rule, so the cart and the server agree (decision 1612). */
export function cartSubtotalCentavos(lines: readonly CartLine[], rule: FractionPricingRule = "proportional"): number {
  return cartTotalByRule(rule, lines);
}

/** Each line's price in centavos under the store's half-and-half rule. */
export function cartLinePrices(lines: readonly CartLine[], rule: FractionPricingRule = "proportional"): number[] {
  return cartLinePricesByRule(rule, lines);
}

/** The pizzas of the cart for display: each entry lists the line indices of one item group. */
export function pizzaGroups(lines: readonly CartLine[]): number[][] {
  const groups = itemGroups(quantitiesOf(lines));
  const byGroup = new Map<number, number[]>();
  groups.forEach((group, index) => byGroup.set(group, [...(byGroup.get(group) ?? []), index]));
  return [...byGroup.values()];
}
