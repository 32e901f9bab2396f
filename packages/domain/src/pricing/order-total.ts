import { reaisToCentavos } from "./centavos";

/** Order total shown everywhere: amount plus delivery_fee (both in reais on the wire), in centavos. */
export function orderTotalCentavos(order: { amount: number; delivery_fee: number }): number {
  return reaisToCentavos(order.amount) + reaisToCentavos(order.delivery_fee);
}

/** Cart checkout total: the lines plus the fee, all in centavos. */
export function checkoutTotalCentavos(linesCentavos: readonly number[], feeCentavos: number): number {
  return linesCentavos.reduce((sum, line) => sum + line, 0) + feeCentavos;
}
