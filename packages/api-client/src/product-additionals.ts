import { type ProductAdditional, type productAdditionalUpdateBodySchema } from "@forno/domain/schemas";
import { type z } from "zod";
import { queryOptions } from "@tanstack/react-query";
import { type Http, send } from "./http";
import { type ListParams, searchParams } from "./list-params";

export const productAdditionalKeys = {
  all: ["product-additionals"] as const,
  list: (params: ListParams) => ["product-additionals", "list", params] as const,
};

export function productAdditionalsApi({ ky }: Http) {
  const api = {
    list: (params: ListParams) => send(() => ky.get("product-additionals", { searchParams: searchParams(params) }).json<ProductAdditional[]>()),
    update: (id: number, body: z.input<typeof productAdditionalUpdateBodySchema>) => send(() => ky.patch(`product-additionals/${id}`, { json: body }).json<ProductAdditional>()),
  };
  return {
    ...api,
    listQuery: (params: ListParams) => queryOptions({ queryKey: productAdditionalKeys.list(params), queryFn: () => api.list(params) }),
  };
}
