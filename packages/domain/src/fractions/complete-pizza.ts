/** Two subgroups are the same pizza's when equal as stored; a product without one matches only another without one. */
export function sameSubgroup(a: string | null | undefined, b: string | null | undefined): boolean {
  return (a ?? "") === (b ?? "");
}

/** The first flavour of the pizza being completed: the next ones follow it. */
export interface PizzaFirstFlavour {
  product_group: string;
  product_subgroup?: string | null;
}

/** The product fields that decide whether it can be the next flavour. */
export interface PizzaCandidate {
  product_group: string;
  is_fractionable: boolean;
  product_subgroup?: string | null;
}

/**
 * Whether a product can be the next flavour of the pizza in progress: a fractionable product of the
 * first flavour's group and, when the store keeps flavours together (`sameSubgroupOnly`, the setting
 * `operation.fractions_same_subgroup`), of its subgroup: the rule the server enforces with
 * `mixedSubgroupsProblem`.
 */
export function canCompletePizza(first: PizzaFirstFlavour, product: PizzaCandidate, sameSubgroupOnly: boolean): boolean {
  return product.is_fractionable && product.product_group === first.product_group && (!sameSubgroupOnly || sameSubgroup(product.product_subgroup, first.product_subgroup));
}
