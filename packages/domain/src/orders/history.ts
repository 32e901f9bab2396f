import { type OrderState, isUnfinishedOrderState } from "./order-states";

/** What the order rules need from an OrderStateHistory row (an API row or a database row). */
export interface StateEntry {
  to_state: OrderState;
  created_at: string | Date;
}

/** The current state: the last history entry's (history is oldest first), or undefined when empty. */
export function currentState(history: readonly StateEntry[]): OrderState | undefined {
  return history.at(-1)?.to_state;
}

/** The latest entry that moved the order into `state`, if any. */
export function lastEntryFor(history: readonly StateEntry[], state: OrderState): StateEntry | undefined {
  return history.findLast((entry) => entry.to_state === state);
}

/** The home's "latest unfinished order": paid and not yet delivered, or stuck in ERROR. */
export function isUnfinishedOrder(order: { OrderStateHistory: readonly StateEntry[] } | null | undefined): boolean {
  return order != null && isUnfinishedOrderState(currentState(order.OrderStateHistory));
}

export function toMillis(value: string | Date): number {
  return value instanceof Date ? value.getTime() : Date.parse(value);
}
