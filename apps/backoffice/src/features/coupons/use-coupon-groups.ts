import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../lib/api-context";

/** The catalogue's product groups in menu order ("Pizzas Grandes", "Bebidas"...), for "Vale para". */
export function useCouponGroups(): string[] {
  const api = useApi();
  const catalogue = useQuery(api.products.catalogQuery());
  return [...new Set((catalogue.data ?? []).map((product) => product.product_group))];
}
