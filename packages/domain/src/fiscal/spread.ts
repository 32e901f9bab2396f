/**
 * `total` centavos spread over items in proportion to their `weights` (growth.md section 3: the
 * discount and the delivery fee over the NFC-e's items): each item gets the floor of its share,
 * and the centavos left go one each to the largest items (the first of equal ones). The parts add
 * up to `total` exactly; an item of weight 0 gets nothing unless every weight is 0 (then the first
 * item takes it all). With `total` at most the weights' sum, no part exceeds its weight.
 */
export function spreadCentavos(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0 || total === 0) return weights.map(() => 0);
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  if (sum === 0) return weights.map((_, index) => (index === 0 ? total : 0));
  const parts = weights.map((weight) => Math.floor((total * weight) / sum));
  let left = total - parts.reduce((acc, part) => acc + part, 0);
  const largestFirst = weights.map((weight, index) => ({ weight, index })).sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (let turn = 0; left > 0; turn++, left--) parts[largestFirst[turn % largestFirst.length]!.index]! += 1;
  return parts;
}
