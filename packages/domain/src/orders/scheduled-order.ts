import { formatTime, storeClockParts, type DateInput } from "../format/dates";

/** The mark a scheduled order carries in the apps (storefront list and page, backoffice table and desk). */
export const SCHEDULED_ORDER_LABEL = "Agendado";

/** A scheduled order carries `is_scheduled: true` (contract part 2, section 2); older answers lack the field. */
export function isScheduledOrder(order: { is_scheduled?: boolean | null }): boolean {
  return order.is_scheduled === true;
}

/** "24/11 às 19:00" in the store's time zone: a scheduled order's time, absolute so it reads the same any day. */
export function scheduledForText(scheduledFor: DateInput): string {
  const { day, month } = storeClockParts(scheduledFor);
  return `${day}/${month} às ${formatTime(scheduledFor)}`;
}

/** "Agendado para 24/11 às 19:00" for a scheduled order with its time, otherwise null (decision 1611). */
export function scheduledOrderText(order: { is_scheduled?: boolean | null; scheduled_time: DateInput | null }): string | null {
  if (!isScheduledOrder(order) || order.scheduled_time === null) return null;
  return `${SCHEDULED_ORDER_LABEL} para ${scheduledForText(order.scheduled_time)}`;
}

/**
 * A scheduled order waits under the desk's "Agendados" until its preparation starts: the scheduled
 * time minus `operation.default_delivery_time` (contract part 2, section 2). False for an order
 * for now.
 */
export function awaitsPreparationStart(order: { is_scheduled?: boolean | null; scheduled_time: DateInput | null }, now: number, deliveryMinutes: number): boolean {
  if (!isScheduledOrder(order) || order.scheduled_time === null) return false;
  const scheduled = order.scheduled_time instanceof Date ? order.scheduled_time.getTime() : typeof order.scheduled_time === "number" ? order.scheduled_time : Date.parse(order.scheduled_time);
  return now < scheduled - deliveryMinutes * 60_000;
}
