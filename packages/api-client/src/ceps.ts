import { type CepArea, type CepLookup, type cepCreateBodySchema, type cepUpdateBodySchema, type cepListQuerySchema } from "@forno/domain/schemas";
import { type z } from "zod";
import { queryOptions } from "@tanstack/react-query";
import { type Http, send } from "./http";
import { type ListParams, searchParams } from "./list-params";

/** The `where_*`, `order_*`, take and skip this list accepts (decision 0920). */
export type CepListParams = ListParams<typeof cepListQuerySchema>;

export const cepKeys = {
  all: ["ceps"] as const,
  list: (params: CepListParams) => ["ceps", "list", params] as const,
  lookup: (postalCode: string) => ["ceps", "lookup", postalCode] as const,
};

export function cepsApi({ ky }: Http) {
  const api = {
    lookup: (postalCode: string) => send(() => ky.get(`ceps/${encodeURIComponent(postalCode.replace(/\D/g, ""))}`).json<CepLookup>()),
    list: (params: CepListParams) => send(() => ky.get("ceps", { searchParams: searchParams(params) }).json<CepArea[]>()),
    create: (body: z.input<typeof cepCreateBodySchema>) => send(() => ky.post("ceps", { json: body }).json<CepArea>()),
    update: (postalCode: string, body: z.input<typeof cepUpdateBodySchema>) => send(() => ky.patch(`ceps/${encodeURIComponent(postalCode)}`, { json: body }).json<CepArea>()),
  };
  return {
    ...api,
    listQuery: (params: CepListParams) => queryOptions({ queryKey: cepKeys.list(params), queryFn: () => api.list(params) }),
  };
}
