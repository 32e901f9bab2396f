/** An additional's quantity follows its pizza: at least 1, otherwise the parent line's quantity. */
export function additionalQuantity(parentQuantity: number): number {
  return Math.max(1, parentQuantity);
}
