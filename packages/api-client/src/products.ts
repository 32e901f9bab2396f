import { type Product, type ProductHasAdditional, type productCreateBodySchema, type productUpdateBodySchema, type productListQuerySchema } from "@forno/domain/schemas";
import { type z } from "zod";
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

export function productsApi({ ky }: Http) {
  const api = {
    list: (params: ProductListParams) => send(() => ky.get("products", { searchParams: searchParams(params) }).json<Product[]>()),
    create: (body: z.input<typeof productCreateBodySchema>) => send(() => ky.post("products", { json: body }).json<Product>()),
    update: (id: number, body: z.input<typeof productUpdateBodySchema>) => send(() => ky.patch(`products/${id}`, { json: body }).json<Product>()),
    /** Multipart upload of the cropped 430x320 JPEG. */
    upload: (id: number, file: Blob, filename = "photo.jpg") => {
      const form = new FormData();
      form.append("file", file, filename);
      return send(() => ky.post(`products/${id}/upload`, { body: form }).json<Product>());
    },
    /** Additionals of a product, by the product's external_id. */
    additionals: (externalId: string) =>
      send(() => ky.get("product-has-additionals", { searchParams: { product_id: externalId } }).json<ProductHasAdditional[]>()),
  };
  /** Every page of a list (a menu can outgrow one page of 100). */
  const listAll = (params: ProductListParams): Promise<Product[]> => allPages(api.list, params);
  return {
    ...api,
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
    listQuery: (params: ProductListParams) => queryOptions({ queryKey: productKeys.list(params), queryFn: () => api.list(params) }),
    additionalsQuery: (externalId: string) =>
      queryOptions({ queryKey: productKeys.additionals(externalId), queryFn: () => api.additionals(externalId), staleTime: 3 * MINUTE }),
  };
}
