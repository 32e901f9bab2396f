import { useQuery } from "@tanstack/react-query";
import { readApi as api } from "../read-api";

/** GET /settings/store, cached 3 minutes (seed 000 section 9). */
export function useStoreInfo() {
  return useQuery(api.settings.storeQuery());
}
