import { toThousandths, type FractionChoice } from "./fraction-values";

/**
 * Fraction options given what was picked so far of the current pizza (seed 000 section 4):
 * - nothing: 1, 0.5 and, when sold by thirds, 0.333 and 0.667;
 * - a half: only 0.5;
 * - a third (0.333): 0.333 or 0.667;
 * - 0.334 (never reached by following these options): 0.333 or 0.666, both shown as 1/3 and 2/3,
 *   so the pizza still closes on exactly 1 (0.334 + 0.667 would make 1.001; see decision 0102);
 * - 0.667: only 0.333; 0.666: only 0.334.
 * Anything else (a sum no option sequence produces) has no option.
 */
export function fractionOptions(picked: number, soldByThirds: boolean): FractionChoice[] {
  switch (toThousandths(picked) % 1000) {
    case 0:
      return soldByThirds ? [1, 0.5, 0.333, 0.667] : [1, 0.5];
    case 500:
      return [0.5];
    case 333:
      return [0.333, 0.667];
    case 334:
      return [0.333, 0.666];
    case 667:
      return [0.333];
    case 666:
      return [0.334];
    default:
      return [];
  }
}

/** When a single option remains it is chosen automatically; otherwise the customer chooses (null). */
export function automaticFraction(options: readonly FractionChoice[]): FractionChoice | null {
  return options.length === 1 ? (options[0] ?? null) : null;
}
