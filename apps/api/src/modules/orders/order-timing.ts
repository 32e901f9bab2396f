import { type StoreHours, closedOrderMessage, isOpenAt, scheduleRefusal } from "@forno/domain/store-hours";
import type { RawQuery } from "../../db/raw";
import { unprocessable } from "../../lib/http-errors";
import type { OperationRules } from "../store-hours/store-hours.service";
import { takenPlaces } from "../store-hours/order-slots.service";

/** When an order is for: now (slot null) or the start of the slot the customer chose. */
export interface OrderTiming {
  slot: Date | null;
  hours: StoreHours;
  rules: OperationRules;
  scheduledFor: string | null;
}

/**
 * POST /orders' time rules (contract section 2): without `scheduled_for` the store must be open now
 * (422 "A loja está fechada. Abrimos terça às 18:00."); with it, the domain's scheduleRefusal
 * (past, too near, too far, closed, not a slot), places not counted yet: checkSlotPlace counts them
 * under the slot's lock.
 */
export function orderTiming(hours: StoreHours, rules: OperationRules, scheduledFor: string | null, now: Date): OrderTiming {
  if (scheduledFor === null) {
    if (!isOpenAt(hours, now)) throw unprocessable(closedOrderMessage(hours, now));
    return { slot: null, hours, rules, scheduledFor };
  }
  const refusal = scheduleRefusal({ hours, settings: rules, scheduledFor, now });
  if (refusal !== null) throw unprocessable(refusal.message);
  return { slot: new Date(Date.parse(scheduledFor)), hours, rules, scheduledFor };
}

/** Inside the slot's lock: the slot still has a place (else 422 "Este horário está lotado..."). */
export async function checkSlotPlace(query: RawQuery, timing: OrderTiming, now: Date): Promise<void> {
  const start = timing.slot!.getTime();
  const taken = await takenPlaces(query, start, start, now);
  const refusal = scheduleRefusal({ hours: timing.hours, settings: timing.rules, scheduledFor: timing.scheduledFor!, now, taken });
  if (refusal !== null) throw unprocessable(refusal.message);
}
