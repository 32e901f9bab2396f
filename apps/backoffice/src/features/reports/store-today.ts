import { STORE_TIME_ZONE } from "@forno/domain/format";
import { wallClock } from "@forno/domain/store-hours";

/** The store's local date now ("YYYY-MM-DD"): reports speak in the store's days, whatever the computer's zone. */
export function storeToday(now = Date.now()): string {
  return wallClock(now, STORE_TIME_ZONE).date;
}
