import { hasIncompletePizza, itemGroups } from "../fractions/cart-groups";

/** What the cart rules read of a cart line (the storefront's and the staff's `CartLine` fit). */
export interface CartQuantity {
  quantity: number;
}

/** The quantities of a cart's lines, in cart order (what the fraction rules read). */
export function cartQuantities(lines: readonly CartQuantity[]): number[] {
  return lines.map((line) => line.quantity);
}

/**
 * The pizzas of a cart not yet ordered: for each pizza (or whole line), the indices of its lines, in
 * cart order; the lines of one pizza are those `itemGroups` gives one item_group (the group POST
 * /orders receives, so `orderPizzas` groups the stored order the same way).
 */
export function cartPizzas(lines: readonly CartQuantity[]): number[][] {
  const byGroup = new Map<number, number[]>();
  itemGroups(cartQuantities(lines)).forEach((group, index) => byGroup.set(group, [...(byGroup.get(group) ?? []), index]));
  return [...byGroup.values()];
}

/** The indices of the lines that share a pizza with line `index` (a whole line stands alone); none for an index out of the cart. */
export function pizzaLineIndices(lines: readonly CartQuantity[], index: number): number[] {
  const groups = itemGroups(cartQuantities(lines));
  return groups.flatMap((group, other) => (group === groups[index] ? [other] : []));
}

/**
 * The first flavour of the pizza in progress (the cart's last pizza while its fractions do not add
 * up to one): the next flavour follows it (`canCompletePizza`). Null when no pizza is being picked.
 */
export function firstFlavourInProgress<T extends CartQuantity>(lines: readonly T[]): T | null {
  const quantities = cartQuantities(lines);
  if (!hasIncompletePizza(quantities)) return null;
  const groups = itemGroups(quantities);
  return lines[groups.indexOf(groups.at(-1)!)] ?? null;
}
