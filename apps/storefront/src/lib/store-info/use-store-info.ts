import { useQuery } from "@tanstack/react-query";
import { api } from "../api";

/** GET /settings/store, cached 3 minutes (seed 000 section 9). */
export function useStoreInfo() {
  return useQuery(api.settings.storeQuery());
}
