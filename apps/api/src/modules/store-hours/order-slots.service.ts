import type { OrderSlotWire } from "@forno/domain/schemas";
import { type SlotCounts, type StoreHours, orderSlots, slotCounts } from "@forno/domain/store-hours";
import type { DatabaseHandle } from "../../db/client";
import { type RawQuery, rawQuery } from "../../db/raw";
import type { OperationRules } from "./operation-rules";
import { SLOT_COUNTS, SLOT_LOCK_NAMESPACE } from "./slot-counts.sql";

/** The slots' advisory-lock namespace, for the order creation that takes a slot under its lock. */
export { SLOT_LOCK_NAMESPACE };

/** The places taken at `now` in the slots starting from `first` to `last` (epoch ms). */
export async function takenPlaces(query: RawQuery, first: number, last: number, now: Date): Promise<SlotCounts> {
  const rows = await query(SLOT_COUNTS, [new Date(first).toISOString(), new Date(last).toISOString(), now.toISOString()]);
  return slotCounts(rows.map((row) => ({ start: new Date(Number(row.start)), count: Number(row.count) })));
}

/** GET /orders/slots: the date's slots (domain orderSlots) with the places left. */
export async function listOrderSlots(database: DatabaseHandle, hours: StoreHours, rules: OperationRules, date: string, now: Date): Promise<OrderSlotWire[]> {
  // The slots first (no query for a date with none), then the places taken in them.
  const offered = orderSlots({ hours, settings: rules, date, now });
  if (offered.length === 0) return [];
  const taken = await takenPlaces(rawQuery(database), Date.parse(offered[0]!.start), Date.parse(offered[offered.length - 1]!.start), now);
  return orderSlots({ hours, settings: rules, date, now, taken });
}
