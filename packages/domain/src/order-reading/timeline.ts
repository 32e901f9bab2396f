import { formatTime } from "../format/dates";
import { currentState, lastEntryFor, type StateEntry } from "../orders/history";
import { ORDER_STATE_LABELS, type OrderState } from "../orders/order-states";
import type { PaymentSource } from "./counting-payment";
import { customerStateLabel } from "./state-texts";

/** The normal path an order walks (seed 000 section 4). */
export const TIMELINE_STATES = ["PENDING", "PAID", "PREPARATION", "DISPATCHED", "DELIVERED"] as const satisfies readonly OrderState[];

export interface TimelineStep {
  state: OrderState;
  label: string;
  /** Highlighted: the history contains this state. */
  reached: boolean;
  /** HH:mm in America/Sao_Paulo of the latest time the order entered this state; null when not reached. */
  time: string | null;
}

/**
 * The order timeline: the five normal steps, each highlighted with its time when the history
 * contains it. When the current state is ERROR, unreached steps are hidden and an ERROR step with
 * the last entry's time is appended. With the order's payments, an order paid on delivery reads
 * "Pedido confirmado" for PAID (customerStateLabel).
 */
export function buildTimeline(history: readonly StateEntry[], payments?: readonly PaymentSource[]): TimelineStep[] {
  const steps: TimelineStep[] = TIMELINE_STATES.map((state) => {
    const entry = lastEntryFor(history, state);
    return { state, label: customerStateLabel(state, payments), reached: entry !== undefined, time: entry ? formatTime(entry.created_at) : null };
  });
  const last = history.at(-1);
  if (last?.to_state !== "ERROR") return steps;
  return [
    ...steps.filter((step) => step.reached),
    { state: "ERROR", label: ORDER_STATE_LABELS.ERROR, reached: true, time: formatTime(last.created_at) },
  ];
}

/** The timeline is shown for orders that are not delivered. */
export function showsTimeline(history: readonly StateEntry[]): boolean {
  return currentState(history) !== "DELIVERED";
}

/** The order detail follows live updates (SSE) unless the latest state is DELIVERED. */
export function followsLiveUpdates(history: readonly StateEntry[]): boolean {
  return currentState(history) !== "DELIVERED";
}
