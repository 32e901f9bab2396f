import { byItemGroup } from "./item-group-rows";
import { sameSubgroup } from "./complete-pizza";

/** One product row of an order, with its product's subgroup ("Salgadas", "Doces"...). */
export interface SubgroupLine {
  item_group: number;
  quantity: number;
  name: string;
  product_subgroup: string | null;
}

/** The 422 text when one pizza mixes subgroups (`operation.fractions_same_subgroup`). */
export const mixedSubgroupsMessage = (first: SubgroupLine, other: SubgroupLine): string =>
  `As frações de uma pizza devem ser do mesmo tipo: ${first.name} (${first.product_subgroup ?? "sem tipo"}) e ${other.name} (${other.product_subgroup ?? "sem tipo"}) não podem ficar na mesma pizza.`;

/**
 * With `operation.fractions_same_subgroup` on, the fractions of one pizza (product rows of one
 * item_group with a quantity that is not whole) must all share a subgroup: no savoury and sweet
 * halves together. Returns the first problem's message, or null.
 */
export function mixedSubgroupsProblem(lines: readonly SubgroupLine[]): string | null {
  for (const [first, ...others] of byItemGroup(lines.filter((line) => !Number.isInteger(line.quantity)))) {
    const other = others.find((line) => !sameSubgroup(first!.product_subgroup, line.product_subgroup));
    if (other !== undefined) return mixedSubgroupsMessage(first!, other);
  }
  return null;
}
