import { groupProducts, productsForPicking, searchProducts } from "@forno/domain/catalog";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { api } from "../../lib/api";
import { useCatalogOrder } from "../../lib/store-info/use-catalog-order";
import { usePickingGroup } from "../../stores/cart/use-cart-picking";
import { catalogRows } from "./catalog-rows";

/**
 * The catalogue as the screen lists it: active products (cached 3 minutes), narrowed to the
 * pizza's group while fractions are picked, filtered by the search, grouped and sorted by the
 * domain's rules in the store's order of groups and subgroups.
 */
export function useCatalog(search: string) {
  const query = useQuery(api.products.catalogQuery());
  const pickingGroup = usePickingGroup();
  const order = useCatalogOrder();
  const view = useMemo(() => {
    const products = searchProducts(productsForPicking(query.data ?? [], pickingGroup), search);
    const groups = groupProducts(products, order);
    return { groups, ...catalogRows(groups) };
  }, [query.data, pickingGroup, search, order]);
  return { ...query, ...view, pickingGroup };
}
