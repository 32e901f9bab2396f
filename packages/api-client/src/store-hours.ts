import type { OrderSlotWire, StoreHoursAnswer, StoreHoursBodyInput, StorePauseBody } from "@forno/domain/schemas";
import { queryOptions } from "@tanstack/react-query";
import { type Http, send } from "./http";

export const storeHoursKeys = {
  all: ["store-hours"] as const,
  hours: ["store-hours", "hours"] as const,
  slots: (date: string) => ["store-hours", "slots", date] as const,
};

/** Store hours, the pause and the scheduling slots (contract part 2, section 2). */
export function storeHoursApi({ ky }: Http) {
  const api = {
    get: () => send(() => ky.get("store/hours").json<StoreHoursAnswer>()),
    update: (body: StoreHoursBodyInput) => send(() => ky.put("store/hours", { json: body }).json<StoreHoursAnswer>()),
    pause: (body: StorePauseBody) => send(() => ky.post("store/pause", { json: body }).json<StoreHoursAnswer>()),
    resume: () => send(() => ky.delete("store/pause").json<StoreHoursAnswer>()),
    slots: (date: string) => send(() => ky.get("orders/slots", { searchParams: { date } }).json<OrderSlotWire[]>()),
  };
  return {
    ...api,
    hoursQuery: () => queryOptions({ queryKey: storeHoursKeys.hours, queryFn: api.get }),
    /** A day's slots: read again after half a minute, places go fast. */
    slotsQuery: (date: string) => queryOptions({ queryKey: storeHoursKeys.slots(date), queryFn: () => api.slots(date), staleTime: 30_000 }),
  };
}
