import { hasIncompletePizza, itemGroups, remainingOfPizza } from "@forno/domain/fractions";
import { cartLinePriceCentavos, centavosToReais } from "@forno/domain/pricing";
import type { CartLine } from "@forno/domain/schemas";

/** Pure helpers over the stored cart lines; the rules themselves live in @forno/domain. */

export function quantitiesOf(lines: readonly CartLine[]): number[] {
  return lines.map((line) => line.quantity);
}

/** An incomplete pizza puts the cart in the picking-fractions state (seed 000 section 4). */
export function isPickingFractions(lines: readonly CartLine[]): boolean {
  return hasIncompletePizza(quantitiesOf(lines));
}

/** While picking, the first flavour of the pizza being completed (the last lines'): the next flavour follows it. */
export function pickingFirst(lines: readonly CartLine[]): CartLine | null {
  return isPickingFractions(lines) ? lines[groupIndicesOf(lines, lines.length - 1)[0]!]! : null;
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

/** The pizzas of the cart for display: each entry lists the line indices of one item group. */
export function pizzaGroups(lines: readonly CartLine[]): number[][] {
  const groups = itemGroups(quantitiesOf(lines));
  const byGroup = new Map<number, number[]>();
  groups.forEach((group, index) => byGroup.set(group, [...(byGroup.get(group) ?? []), index]));
  return [...byGroup.values()];
}
