import { groupProducts, productsForPicking, searchProducts } from "@forno/domain/catalog";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { readApi as api } from "../../lib/read-api";
import { useCatalogOrder } from "../../lib/store-info/use-catalog-order";
import { usePickingFirst, useSameSubgroupOnly } from "../../stores/cart/use-cart-picking";
import { catalogRows } from "./catalog-rows";

/**
 * The catalogue as the screen lists it: active products (cached 3 minutes), narrowed to the
 * flavours that can complete the pizza while fractions are picked, filtered by the search, grouped and sorted by the
 * domain's rules in the store's order of groups and subgroups.
 */
export function useCatalog(search: string) {
  const query = useQuery(api.products.catalogQuery());
  const first = usePickingFirst();
  const sameSubgroupOnly = useSameSubgroupOnly();
  const order = useCatalogOrder();
  const view = useMemo(() => {
    const products = searchProducts(productsForPicking(query.data ?? [], first, sameSubgroupOnly), search);
    const groups = groupProducts(products, order);
    return { groups, ...catalogRows(groups) };
  }, [query.data, first, sameSubgroupOnly, search, order]);
  return { ...query, ...view };
}
