import { useQuery } from "@tanstack/react-query";
import { useApi } from "./api-context";

/** The catalogue's product groups in menu order ("Pizzas Grandes", "Bebidas"...): a coupon's "Vale para", the loyalty card's stamp groups. */
export function useProductGroups(): string[] {
  const api = useApi();
  const catalogue = useQuery(api.products.catalogQuery());
  return [...new Set((catalogue.data ?? []).map((product) => product.product_group))];
}
