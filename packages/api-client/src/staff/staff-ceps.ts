import { type CepArea, type cepCreateBodySchema, type cepUpdateBodySchema } from "@forno/domain/schemas";
import { queryOptions } from "@tanstack/react-query";
import { type z } from "zod";
import { type CepListParams, cepKeys } from "../ceps";
import { type Http, send } from "../http";
import { searchParams } from "../list-params";

/** Staff: the delivery areas table and its edits (backoffice client only). */
export function staffCepsApi({ ky }: Http) {
  const list = (params: CepListParams) => send(() => ky.get("ceps", { searchParams: searchParams(params) }).json<CepArea[]>());
  return {
    list,
    create: (body: z.input<typeof cepCreateBodySchema>) => send(() => ky.post("ceps", { json: body }).json<CepArea>()),
    update: (postalCode: string, body: z.input<typeof cepUpdateBodySchema>) => send(() => ky.patch(`ceps/${encodeURIComponent(postalCode)}`, { json: body }).json<CepArea>()),
    listQuery: (params: CepListParams) => queryOptions({ queryKey: cepKeys.list(params), queryFn: () => list(params) }),
  };
}
