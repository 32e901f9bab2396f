import { useQuery } from "@tanstack/react-query";
import { readApi as api } from "../read-api";

/** GET /settings/store/details: legal data, social links and messages (cached 3 minutes). */
export function useStoreDetails() {
  return useQuery(api.settings.storeDetailsQuery());
}
