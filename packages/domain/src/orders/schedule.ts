import { formatTime } from "../format/dates";
import { currentState, toMillis, type StateEntry } from "./history";
import type { OrderState } from "./order-states";

const SCHEDULE_STATES: readonly OrderState[] = ["PREPARATION", "DISPATCHED"];

/** 'Horário previsto para entrega/retirada' shows only in PREPARATION or DISPATCHED. */
export function showsScheduledTime(state: OrderState | undefined): boolean {
  return state !== undefined && SCHEDULE_STATES.includes(state);
}

/** "Horário previsto para entrega/retirada: HH:mm" (São Paulo time), or null when it is not shown. */
export function scheduledTimeText(order: { scheduled_time: string | Date | null; OrderStateHistory: readonly StateEntry[] }): string | null {
  if (!order.scheduled_time || !showsScheduledTime(currentState(order.OrderStateHistory))) return null;
  return `Horário previsto para entrega/retirada: ${formatTime(order.scheduled_time)}`;
}

/** `scheduled_time` is set when the order is PAID: paid time plus the store's default delivery time. */
export function scheduledTimeFor(paidAt: string | Date, defaultDeliveryMinutes: number): Date {
  return new Date(toMillis(paidAt) + defaultDeliveryMinutes * 60_000);
}

export const PAID_WARNING_MINUTES = 5;

/**
 * True when the order is still PAID more than 5 minutes after it became PAID: the store may not
 * have received it, and the customer is asked to call. `now` is passed in to keep this pure.
 */
export function isPaidTooLong(history: readonly StateEntry[], now: Date | number): boolean {
  // While the order is PAID, its last entry is the one that made it PAID.
  const paid = history.at(-1);
  if (paid?.to_state !== "PAID") return false;
  const nowMillis = now instanceof Date ? now.getTime() : now;
  return nowMillis - toMillis(paid.created_at) > PAID_WARNING_MINUTES * 60_000;
}

/** The warning's text (the seed gives only its sense; wording decided in decision 0103). */
export function paidTooLongMessage(storePhone: string): string {
  return `Houve um problema ao enviar seu pedido para a loja. Por favor, ligue para ${storePhone}.`;
}
