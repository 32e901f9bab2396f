import { type StoreDetails, type StoreInfo, type settingListQuerySchema } from "@forno/domain/schemas";
import { queryOptions } from "@tanstack/react-query";
import { type Http, send } from "./http";
import { type ListParams } from "./list-params";

/** The `where_*`, `order_*`, take and skip this list accepts (decision 0920). */
export type SettingListParams = ListParams<typeof settingListQuerySchema>;

export const settingKeys = {
  all: ["settings"] as const,
  list: (params: SettingListParams) => ["settings", "list", params] as const,
  store: ["settings", "store"] as const,
  storeDetails: ["settings", "store", "details"] as const,
};

const MINUTE = 60_000;

/** What every visitor reads: the store's info and details. */
export function settingsApi({ ky }: Http) {
  const api = {
    store: () => send(() => ky.get("settings/store").json<StoreInfo>()),
    storeDetails: () => send(() => ky.get("settings/store/details").json<StoreDetails>()),
  };
  return {
    ...api,
    /** Store info: cached 3 minutes (seed 000 section 9). */
    storeQuery: () => queryOptions({ queryKey: settingKeys.store, queryFn: api.store, staleTime: 3 * MINUTE }),
    storeDetailsQuery: () => queryOptions({ queryKey: settingKeys.storeDetails, queryFn: api.storeDetails, staleTime: 3 * MINUTE }),
  };
}
