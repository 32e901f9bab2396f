import { type PizzaCandidate, type PizzaFirstFlavour, canCompletePizza } from "../fractions/complete-pizza";
import { isPizzaGroup } from "../fractions/pizza-groups";
import { type CatalogOrder, NO_CATALOG_ORDER, compareByList } from "./catalog-order";
import { compareNames, sortByName } from "./sort";

export const DEFAULT_SUBGROUP = "Outros";

/** The fields grouping needs from a product. */
export interface GroupableProduct {
  name: string;
  product_group: string;
  product_subgroup?: string | null;
  order_group?: number | null;
}

export interface CatalogSubgroup<P> {
  /** null for groups that are not sub-grouped (groups whose name has no "pizza"). */
  subgroup: string | null;
  products: P[];
}

export interface CatalogGroup<P> {
  group: string;
  subgroups: CatalogSubgroup<P>[];
}

function subgroupOf(product: GroupableProduct): string {
  const subgroup = product.product_subgroup?.trim();
  return subgroup ? subgroup : DEFAULT_SUBGROUP;
}

function byKey<P>(products: readonly P[], key: (product: P) => string): Map<string, P[]> {
  const map = new Map<string, P[]>();
  for (const product of products) map.set(key(product), [...(map.get(key(product)) ?? []), product]);
  return map;
}

/**
 * The catalogue's sections (seed 000 section 2): products grouped by product_group; pizza groups
 * sub-grouped by product_subgroup (default "Outros", listed last); products sorted by name.
 * Groups and subgroups follow the store's order (`order`, decision 2101); a group it does not
 * list follows by its smallest order_group, then its name (decision 0108); an unlisted subgroup
 * by its name.
 */
export function groupProducts<P extends GroupableProduct>(products: readonly P[], order: CatalogOrder = NO_CATALOG_ORDER): CatalogGroup<P>[] {
  const groups = [...byKey(products, (product) => product.product_group)];
  const ranks = new Map(groups.map(([group, members]) => [group, Math.min(...members.map((product) => product.order_group ?? Number.MAX_SAFE_INTEGER))]));
  const byGroup = compareByList(order.groups, (a, b) => ranks.get(a)! - ranks.get(b)! || compareNames(a, b));
  const bySubgroup = compareByList(order.subgroups);
  groups.sort(([a], [b]) => byGroup(a, b));
  return groups.map(([group, members]) => {
    if (!isPizzaGroup(group)) return { group, subgroups: [{ subgroup: null, products: sortByName(members) }] };
    const subgroups = [...byKey(members, subgroupOf)].sort(
      ([a], [b]) => Number(a === DEFAULT_SUBGROUP) - Number(b === DEFAULT_SUBGROUP) || bySubgroup(a, b),
    );
    return { group, subgroups: subgroups.map(([subgroup, list]) => ({ subgroup, products: sortByName(list) })) };
  });
}

/** The products in the catalogue's order (the featured grid lists them as the catalogue does). */
export function sortLikeCatalog<P extends GroupableProduct>(products: readonly P[], order: CatalogOrder = NO_CATALOG_ORDER): P[] {
  return groupProducts(products, order).flatMap((group) => group.subgroups.flatMap((subgroup) => subgroup.products));
}

/**
 * While fractions are being picked (`first` is the pizza's first flavour), only the products that can
 * complete the pizza (`canCompletePizza`); every product otherwise.
 */
export function productsForPicking<P extends PizzaCandidate>(products: readonly P[], first: PizzaFirstFlavour | null, sameSubgroupOnly = false): P[] {
  if (first === null) return [...products];
  return products.filter((product) => canCompletePizza(first, product, sameSubgroupOnly));
}
