import { settingKeys, storeHoursKeys } from "@forno/api-client";
import type { StoreHoursAnswer, StoreHoursBodyInput, StorePauseBody } from "@forno/domain/schemas";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useApi } from "../../lib/api-context";

/** GET /store/hours: the week, the exceptions, the pause and the computed opening state. */
export function useStoreHours() {
  const api = useApi();
  return useQuery(api.storeHours.hoursQuery());
}

/**
 * PUT /store/hours, POST /store/pause and DELETE /store/pause: each answer replaces the cached
 * hours, and the store info (its computed opening state) is read again.
 */
export function useHoursMutations() {
  const api = useApi();
  const queryClient = useQueryClient();
  const onSuccess = (answer: StoreHoursAnswer) => {
    queryClient.setQueryData(storeHoursKeys.hours, answer);
    void queryClient.invalidateQueries({ queryKey: settingKeys.store });
  };
  return {
    save: useMutation({ mutationFn: (body: StoreHoursBodyInput) => api.storeHours.updateHours(body), onSuccess }),
    pause: useMutation({ mutationFn: (body: StorePauseBody) => api.storeHours.pause(body), onSuccess }),
    resume: useMutation({ mutationFn: () => api.storeHours.resume(), onSuccess }),
  };
}
