/** The only group sold in thirds ("three flavours"). */
export const THIRDS_GROUP = "Pizzas Grandes";

/** A product group is a pizza group when its name contains "pizza", in any case. */
export function isPizzaGroup(productGroup: string | null | undefined): boolean {
  return productGroup != null && /pizza/i.test(productGroup);
}

/** Thirds are offered only for "Pizzas Grandes". */
export function isSoldByThirds(productGroup: string | null | undefined): boolean {
  return productGroup === THIRDS_GROUP;
}
