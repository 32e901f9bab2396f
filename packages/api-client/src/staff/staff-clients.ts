import { type ClientLastAddress, type ListedClient } from "@forno/domain/schemas";
import { queryOptions } from "@tanstack/react-query";
import { type ClientListParams, clientKeys } from "../clients";
import { type Http, send } from "../http";
import { searchParams } from "../list-params";

const PHONE_MATCHES = 10;

/** Staff-only client reads for a phone or counter order (decisions 1711, 1713). */
export function staffClientsApi({ ky }: Http) {
  const api = {
    /** The client's last delivery address (or main saved one), null when none. */
    list: (params: ClientListParams) => send(() => ky.get("clients", { searchParams: searchParams(params) }).json<ListedClient[]>()),
    lastAddress: (id: number) => send(() => ky.get(`clients/${id}/last-address`).json<ClientLastAddress>()),
    /**
     * The client POST /orders would find for this phone (digits): GET /clients filters by a part of
     * the phone, so only exact matches are kept, the newest account first (as the API picks it).
     */
    byPhone: async (phone: string): Promise<ListedClient | null> => {
      const rows = await send(() => ky.get("clients", { searchParams: { where_phone: phone, take: PHONE_MATCHES } }).json<ListedClient[]>());
      return rows.filter((row) => row.phone === phone).sort((a, b) => b.id - a.id)[0] ?? null;
    },
  };
  return {
    ...api,
    listQuery: (params: ClientListParams) => queryOptions({ queryKey: clientKeys.list(params), queryFn: () => api.list(params) }),
    byPhoneQuery: (phone: string) => queryOptions({ queryKey: [...clientKeys.all, "by-phone", phone] as const, queryFn: () => api.byPhone(phone) }),
    lastAddressQuery: (id: number) => queryOptions({ queryKey: [...clientKeys.all, "last-address", id] as const, queryFn: () => api.lastAddress(id) }),
  };
}
