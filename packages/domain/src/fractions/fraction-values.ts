/** The fractional quantities a pizza line may have (seed 000 section 9). */
export const FRACTION_VALUES = [0.5, 0.333, 0.334, 0.666, 0.667] as const;
export type FractionValue = (typeof FRACTION_VALUES)[number];

/** A fraction choice: a whole pizza or one of the fraction values. */
export type FractionChoice = 1 | FractionValue;

export const THIRD_VALUES = [0.333, 0.334, 0.666, 0.667] as const;

/** The most units one cart line may hold (the storefront's and the backoffice's steppers stop there). */
export const MAX_WHOLE_QUANTITY = 99;

/**
 * A line quantity an order may carry: a whole number from 1 to MAX_WHOLE_QUANTITY, or exactly one of
 * the fraction values. Compared exactly, not in rounded thousandths: 0.0001 or 0.3334 are refused
 * rather than rounded to 0 or 0.333 (decision 2900).
 */
export function isAllowedQuantity(quantity: number): boolean {
  if (Number.isInteger(quantity)) return quantity >= 1 && quantity <= MAX_WHOLE_QUANTITY;
  return (FRACTION_VALUES as readonly number[]).includes(quantity);
}

/**
 * Fractions have three decimals, so every comparison is made in integer thousandths: rounding to
 * the nearest thousandth absorbs float noise (0.333 + 0.333 + 0.334 = 1.0000000000000002) without
 * letting 0.333 * 3 = 0.999 pass for a whole pizza. See decision 0102.
 */
export function toThousandths(quantity: number): number {
  return Math.round(quantity * 1000);
}

export function isWholeQuantity(quantity: number): boolean {
  return toThousandths(quantity) % 1000 === 0;
}

export function isFractionValue(quantity: number): quantity is FractionValue {
  return FRACTION_VALUES.some((value) => toThousandths(value) === toThousandths(quantity));
}

export function isThird(quantity: number): boolean {
  return THIRD_VALUES.some((value) => toThousandths(value) === toThousandths(quantity));
}

/** Labels (seed 000 section 5): 0.5 '1/2'; 0.333 and 0.334 '1/3'; 0.666 and 0.667 '2/3'; null otherwise. */
export function fractionLabel(quantity: number): string | null {
  switch (toThousandths(quantity)) {
    case 500:
      return "1/2";
    case 333:
    case 334:
      return "1/3";
    case 666:
    case 667:
      return "2/3";
    default:
      return null;
  }
}
