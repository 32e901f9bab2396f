/**
 * Reais (the wire's number, e.g. 49.9) to integer centavos (4990). The product is rounded at a
 * precision well above the centavo first, so float noise such as 0.29 * 100 = 28.999999999999996
 * lands on 29 instead of being truncated.
 */
export function reaisToCentavos(reais: number): number {
  return Math.round(Number((reais * 100).toFixed(6)));
}

/** Integer centavos back to the wire's reais (4990 -> 49.9). */
export function centavosToReais(centavos: number): number {
  return Math.round(centavos) / 100;
}
