import { type OrderSlotWire, type StoreHoursAnswer } from "@forno/domain/schemas";
import { queryOptions } from "@tanstack/react-query";
import { type Http, send } from "./http";

export const storeHoursKeys = {
  all: ["store-hours"] as const,
  hours: ["store-hours", "hours"] as const,
  slots: (date: string) => ["store-hours", "slots", date] as const,
};

const SECOND = 1000;

/** Store hours, the pause and the scheduling slots (contract section 2). */
export function storeHoursApi({ ky }: Http) {
  const api = {
    hours: () => send(() => ky.get("store/hours").json<StoreHoursAnswer>()),
    /** A local date's slots ("YYYY-MM-DD"), full ones with available 0. */
    slots: (date: string) => send(() => ky.get("orders/slots", { searchParams: { date } }).json<OrderSlotWire[]>()),
  };
  return {
    ...api,
    /** The opening state changes with the clock: kept 30 seconds. */
    hoursQuery: () => queryOptions({ queryKey: storeHoursKeys.hours, queryFn: api.hours, staleTime: 30 * SECOND }),
    /** Places change as customers order: kept 15 seconds. */
    slotsQuery: (date: string) => queryOptions({ queryKey: storeHoursKeys.slots(date), queryFn: () => api.slots(date), staleTime: 15 * SECOND }),
  };
}
