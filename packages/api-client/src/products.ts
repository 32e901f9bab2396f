import { type Product, type ProductHasAdditional, type productListQuerySchema } from "@forno/domain/schemas";
import { MAX_TAKE } from "@forno/domain/paging";
import { allPages } from "./all-pages";
import { queryOptions } from "@tanstack/react-query";
import { type Http, send } from "./http";
import { type ListParams, searchParams } from "./list-params";

/** The `where_*`, `order_*`, take and skip this list accepts (decision 0920). */
export type ProductListParams = ListParams<typeof productListQuerySchema>;

export const productKeys = {
  all: ["products"] as const,
  list: (params: ProductListParams) => ["products", "list", params] as const,
  additionals: (externalId: string) => ["products", "additionals", externalId] as const,
};

const MINUTE = 60_000;

/** GET /products, one page: the catalogue's reads and the staff's table share it. */
export function productPage({ ky }: Http) {
  return (params: ProductListParams) => send(() => ky.get("products", { searchParams: searchParams(params) }).json<Product[]>());
}

/** What a customer reads of the catalogue. */
export function productsApi(http: Http) {
  const { ky } = http;
  const list = productPage(http);
  /** Additionals of a product, by the product's external_id. */
  const additionals = (externalId: string) =>
    send(() => ky.get("product-has-additionals", { searchParams: { product_id: externalId } }).json<ProductHasAdditional[]>());
  /** Every page of a list (a menu can outgrow one page of 100). */
  const listAll = (params: ProductListParams): Promise<Product[]> => allPages(list, params);
  return {
    additionals,
    /** Active catalogue in menu order, every page of it: cached 3 minutes (seed 000 section 9). */
    catalogQuery: () => {
      const params: ProductListParams = { where_is_active: true, order_group: "asc", take: MAX_TAKE };
      return queryOptions({ queryKey: productKeys.list(params), queryFn: () => listAll(params), staleTime: 3 * MINUTE });
    },
    /** Featured and active products for the home grid: cached 15 minutes. */
    featuredQuery: () => {
      const params: ProductListParams = { where_featured: true, where_is_active: true, order_group: "asc", take: MAX_TAKE };
      return queryOptions({ queryKey: productKeys.list(params), queryFn: () => listAll(params), staleTime: 15 * MINUTE });
    },
    additionalsQuery: (externalId: string) =>
      queryOptions({ queryKey: productKeys.additionals(externalId), queryFn: () => additionals(externalId), staleTime: 3 * MINUTE }),
  };
}
