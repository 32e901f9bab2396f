import { type Address, type addressCreateBodySchema, type addressUpdateBodySchema } from "@forno/domain/schemas";
import { type z } from "zod";
import { queryOptions } from "@tanstack/react-query";
import { addressKeys } from "./customer-data-keys";
import { type Http, send } from "./http";

export { addressKeys };

export function addressesApi({ ky }: Http) {
  const api = {
    list: () => send(() => ky.get("client-addresses").json<Address[]>()),
    create: (body: z.input<typeof addressCreateBodySchema>) => send(() => ky.post("client-addresses", { json: body }).json<Address>()),
    update: (id: number, body: z.input<typeof addressUpdateBodySchema>) => send(() => ky.patch(`client-addresses/${id}`, { json: body }).json<Address>()),
    remove: (id: number) => send(() => ky.delete(`client-addresses/${id}`).json<unknown>()),
  };
  return { ...api, listQuery: () => queryOptions({ queryKey: addressKeys.all, queryFn: api.list }) };
}
