import { additionalQuantity } from "../catalog/additionals";
import { toThousandths } from "../fractions/fraction-values";
import { reaisToCentavos } from "./centavos";

/** Divides a non-negative integer by 1000 rounding half up, exactly (no float division). */
function roundThousandths(value: number): number {
  return Math.floor((value + 500) / 1000);
}

/**
 * Price of one cart line in integer centavos (seed 000 section 5):
 * quantity x unit price + max(1, quantity) x sum of the selected additionals; 0 when the quantity
 * is 0. Quantities have at most three decimals, so the sum is built in exact integers
 * (centavos x thousandths) and rounded once, half up, at the end. See decision 0102.
 */
export function linePriceCentavos(quantity: number, unitCentavos: number, additionalsCentavos: readonly number[] = []): number {
  const q = toThousandths(quantity);
  if (q <= 0) return 0;
  const additionals = additionalsCentavos.reduce((sum, price) => sum + Math.round(price), 0);
  return roundThousandths(q * Math.round(unitCentavos) + toThousandths(additionalQuantity(quantity)) * additionals);
}

/** What pricing needs from a cart line as the storefront stores it (amounts in reais). */
export interface PriceableCartLine {
  quantity: number;
  amount: number;
  additionals?: readonly { ProductAdditional: { amount: number } }[];
}

/** A stored cart line's price in centavos. */
export function cartLinePriceCentavos(line: PriceableCartLine): number {
  const additionals = (line.additionals ?? []).map((selected) => reaisToCentavos(selected.ProductAdditional.amount));
  return linePriceCentavos(line.quantity, reaisToCentavos(line.amount), additionals);
}

/** Sum of the cart's line prices, in centavos. */
export function cartTotalCentavos(lines: readonly PriceableCartLine[]): number {
  return lines.reduce((sum, line) => sum + cartLinePriceCentavos(line), 0);
}
