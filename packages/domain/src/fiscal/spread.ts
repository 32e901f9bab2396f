/**
 * `total` centavos spread over items in proportion to their `weights` (growth.md section 3: the
 * discount and the delivery fee over the NFC-e's items): each item gets the floor of its share,
 * and the centavos left go one each to the largest items whose share is not whole (the first of
 * equal ones): an item whose share is exact already has it, and there are always more items with a
 * fraction than centavos left. The parts add up to `total` exactly and each is within one centavo
 * of its share; an item of weight 0 gets nothing unless every weight is 0 (then the first item
 * takes it all). With `total` at most the weights' sum, no part exceeds its weight.
 */
export function spreadCentavos(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0 || total === 0) return weights.map(() => 0);
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  if (sum === 0) return weights.map((_, index) => (index === 0 ? total : 0));
  // Integer arithmetic: a share's remainder tells whether it is whole.
  const shares = weights.map((weight, index) => ({ weight, index, remainder: (total * weight) % sum }));
  const parts = shares.map(({ weight, remainder }) => (total * weight - remainder) / sum);
  let left = total - parts.reduce((acc, part) => acc + part, 0);
  const takers = shares.filter(({ remainder }) => remainder > 0).sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { index } of takers) {
    if (left === 0) break;
    parts[index]! += 1;
    left--;
  }
  return parts;
}
