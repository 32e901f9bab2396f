import { type DataRemovalRequest, type dataRemovalListQuerySchema } from "@forno/domain/schemas";
import { queryOptions } from "@tanstack/react-query";
import { type Http, send } from "../http";
import { type ListParams, searchParams } from "../list-params";

/** The `where_status`, `order_created_at`, take and skip of the removal requests' list (decision 0920). */
export type RemovalRequestListParams = ListParams<typeof dataRemovalListQuerySchema>;

export const privacyKeys = {
  all: ["remove-data-requests"] as const,
  list: (params: RemovalRequestListParams) => ["remove-data-requests", "list", params] as const,
};

/** Staff only: the LGPD removal requests (operations.md section 5). */
export function staffPrivacyApi({ ky }: Http) {
  const api = {
    list: (params: RemovalRequestListParams) =>
      send(() => ky.get("clients/remove-data-requests", { searchParams: searchParams(params) }).json<DataRemovalRequest[]>()),
    fulfil: (id: number) => send(() => ky.post(`clients/remove-data-requests/${id}/fulfil`).json<DataRemovalRequest>()),
    reject: (id: number, note: string) => send(() => ky.post(`clients/remove-data-requests/${id}/reject`, { json: { note } }).json<DataRemovalRequest>()),
  };
  return {
    ...api,
    listQuery: (params: RemovalRequestListParams) => queryOptions({ queryKey: privacyKeys.list(params), queryFn: () => api.list(params) }),
  };
}
