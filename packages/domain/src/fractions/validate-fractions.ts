import { fractionLabel, isAllowedQuantity, isThird, isWholeQuantity, toThousandths } from "./fraction-values";
import { byItemGroup } from "./item-group-rows";
import { isSoldByThirds } from "./pizza-groups";

/** What the server knows of one product row of an order (not the additional rows). */
export interface FractionLine {
  item_group: number;
  quantity: number;
  name: string;
  product_group: string;
  is_fractionable: boolean;
}

export interface FractionProblem {
  item_group: number;
  message: string;
}

/** Portuguese messages the cart shows when the server refuses the fractions (decision 0107). */
export const FRACTION_MESSAGES = {
  invalidQuantity: (name: string) => `Quantidade inválida para ${name}.`,
  notFractionable: (name: string) => `${name} não pode ser vendida em frações.`,
  thirdsNotAllowed: (name: string) => `${name} não pode ser dividida em três sabores.`,
  incompletePizza: "Há uma pizza incompleta no pedido: as frações devem somar uma pizza inteira.",
  mixedGroups: "Os sabores de uma mesma pizza devem ser do mesmo tamanho.",
} as const;

function lineProblem(line: FractionLine): string | null {
  if (!isAllowedQuantity(line.quantity)) return FRACTION_MESSAGES.invalidQuantity(line.name);
  if (isWholeQuantity(line.quantity)) return null;
  if (!line.is_fractionable) return FRACTION_MESSAGES.notFractionable(line.name);
  if (isThird(line.quantity) && !isSoldByThirds(line.product_group)) return FRACTION_MESSAGES.thirdsNotAllowed(line.name);
  return null;
}

/**
 * Server check of the pizzas of an order (architecture section 5): each fractional quantity is an
 * allowed value on a fractionable product, thirds only for "Pizzas Grandes", and each item_group
 * that holds fractions is one pizza of one size whose fractions add up to exactly 1.
 * Returns every problem found; an empty list means the fractions are fine.
 */
export function fractionProblems(lines: readonly FractionLine[]): FractionProblem[] {
  const problems: FractionProblem[] = [];
  for (const line of lines) {
    const message = lineProblem(line);
    if (message) problems.push({ item_group: line.item_group, message });
  }
  if (problems.length > 0) return problems;

  for (const members of byItemGroup(lines)) {
    const item_group = members[0]!.item_group;
    if (!members.some((line) => fractionLabel(line.quantity) !== null)) continue;
    const total = members.reduce((sum, line) => sum + toThousandths(line.quantity), 0);
    if (total !== 1000) problems.push({ item_group, message: FRACTION_MESSAGES.incompletePizza });
    else if (new Set(members.map((line) => line.product_group)).size > 1) problems.push({ item_group, message: FRACTION_MESSAGES.mixedGroups });
  }
  return problems;
}
