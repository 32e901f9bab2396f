import { type ProductAdditional, type productAdditionalUpdateBodySchema, type productAdditionalListQuerySchema } from "@forno/domain/schemas";
import { type z } from "zod";
import { queryOptions } from "@tanstack/react-query";
import { type Http, send } from "../http";
import { type ListParams, searchParams } from "../list-params";

/** The `where_*`, `order_*`, take and skip this list accepts (decision 0920). */
export type ProductAdditionalListParams = ListParams<typeof productAdditionalListQuerySchema>;

export const productAdditionalKeys = {
  all: ["product-additionals"] as const,
  list: (params: ProductAdditionalListParams) => ["product-additionals", "list", params] as const,
};

export function productAdditionalsApi({ ky }: Http) {
  const api = {
    list: (params: ProductAdditionalListParams) => send(() => ky.get("product-additionals", { searchParams: searchParams(params) }).json<ProductAdditional[]>()),
    update: (id: number, body: z.input<typeof productAdditionalUpdateBodySchema>) => send(() => ky.patch(`product-additionals/${id}`, { json: body }).json<ProductAdditional>()),
  };
  return {
    ...api,
    listQuery: (params: ProductAdditionalListParams) => queryOptions({ queryKey: productAdditionalKeys.list(params), queryFn: () => api.list(params) }),
  };
}
