import { type Client, type ClientUpdateBodyInput, type SignUpBodyInput, type dataRemovalRequestBodySchema, type clientListQuerySchema } from "@forno/domain/schemas";
import { type z } from "zod";
import { queryOptions } from "@tanstack/react-query";
import { type Http, send } from "./http";
import { type ListParams } from "./list-params";

/** The `where_*`, `order_*`, take and skip this list accepts (decision 0920). */
export type ClientListParams = ListParams<typeof clientListQuerySchema>;

export const clientKeys = {
  all: ["clients"] as const,
  me: ["clients", "me"] as const,
  list: (params: ClientListParams) => ["clients", "list", params] as const,
};

export function clientsApi({ ky }: Http) {
  const api = {
    signUp: (body: SignUpBodyInput) => send(() => ky.post("clients", { json: body }).json<Client>()),
    update: (body: ClientUpdateBodyInput) => send(() => ky.patch("clients", { json: body }).json<Client>()),
    me: () => send(() => ky.get("clients/me/profile").json<Client>()),
    removeDataRequest: (body: z.input<typeof dataRemovalRequestBodySchema>) => send(() => ky.post("clients/remove-data-request", { json: body }).json<unknown>()),
  };
  return {
    ...api,
    meQuery: () => queryOptions({ queryKey: clientKeys.me, queryFn: api.me }),
  };
}
