/** Cart checkout total: the lines plus the fee, all in centavos (an order's own sums: order-reading/order-sums.ts). */
export function checkoutTotalCentavos(linesCentavos: readonly number[], feeCentavos: number): number {
  return linesCentavos.reduce((sum, line) => sum + line, 0) + feeCentavos;
}
