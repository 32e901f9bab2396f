import { toThousandths } from "./fraction-values";

/**
 * The part of a pizza already picked: the fractional part of the running quantity total of the
 * cart (whole lines close their own pizza, so only the current pizza's fractions remain).
 */
export function pickedSoFar(quantities: readonly number[]): number {
  const total = quantities.reduce((sum, quantity) => sum + toThousandths(quantity), 0);
  return (total % 1000) / 1000;
}

/** What remains of the pizza being picked (0.5 after a half, 0.667 after 0.333), 0 when none is being picked. */
export function remainingOfPizza(quantities: readonly number[]): number {
  const picked = toThousandths(pickedSoFar(quantities));
  return picked === 0 ? 0 : (1000 - picked) / 1000;
}
