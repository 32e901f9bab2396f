import { groupProducts, productsForPicking, searchProducts } from "@forno/domain/catalog";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { api } from "../../lib/api";
import { usePickingGroup } from "../../stores/cart/use-cart-picking";
import { catalogRows } from "./catalog-rows";

/**
 * The catalogue as the screen lists it: active products (cached 3 minutes), narrowed to the
 * pizza's group while fractions are picked, filtered by the search, grouped and sorted by the
 * domain's rules.
 */
export function useCatalog(search: string) {
  const query = useQuery(api.products.catalogQuery());
  const pickingGroup = usePickingGroup();
  const view = useMemo(() => {
    const products = searchProducts(productsForPicking(query.data ?? [], pickingGroup), search);
    const groups = groupProducts(products);
    return { groups, ...catalogRows(groups) };
  }, [query.data, pickingGroup, search]);
  return { ...query, ...view, pickingGroup };
}
