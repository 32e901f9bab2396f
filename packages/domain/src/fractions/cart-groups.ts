import { isWholeQuantity, toThousandths } from "./fraction-values";

/** Sum of quantities, in thousandths-exact arithmetic. */
export function quantityTotal(quantities: readonly number[]): number {
  return quantities.reduce((sum, quantity) => sum + toThousandths(quantity), 0) / 1000;
}

/** An incomplete pizza: the quantities' sum has a non-zero fractional part (the cart is picking fractions). */
export function hasIncompletePizza(quantities: readonly number[]): boolean {
  return !isWholeQuantity(quantityTotal(quantities));
}

/** The item group advances after a line only when the running quantity total is whole. */
export function groupAdvancesAfter(runningTotal: number): boolean {
  return isWholeQuantity(runningTotal);
}

/**
 * The item_group of each cart line, starting at `first`: lines share a group until the running
 * total is whole again, so the halves or thirds of one pizza share one group and each whole
 * line has its own. [1, 0.5, 0.5, 2, 0.333, 0.667] -> [1, 2, 2, 3, 4, 4].
 */
export function itemGroups(quantities: readonly number[], first = 1): number[] {
  let group = first;
  let running = 0;
  return quantities.map((quantity) => {
    const current = group;
    running += toThousandths(quantity);
    if (running % 1000 === 0) group++;
    return current;
  });
}
