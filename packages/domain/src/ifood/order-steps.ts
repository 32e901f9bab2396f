import { isCancelledOrderState } from "../order-reading/cancelled-states";
import type { OrderState } from "../orders/order-states";
import { canTransition } from "../orders/state-machine";
import { IFOOD_EVENT_CODES } from "./merchant-api";

/** The status calls that tell iFood where the store is with an order (growth.md section 4), in the order they are made. */
export const IFOOD_STATUS_CALLS = ["confirm", "startPreparation", "readyToPickup", "dispatch"] as const;
export type IfoodStatusCall = (typeof IFOOD_STATUS_CALLS)[number];

/** iFood cancels an order the store has not confirmed within 8 minutes of its placing. */
export const IFOOD_CONFIRM_MINUTES = 8;

/** The way forward of a live order (a desk move or an iFood event never goes back along it). */
const PROGRESS: readonly OrderState[] = ["PAID", "PREPARATION", "DISPATCHED", "DELIVERED"];

/**
 * What iFood must have been told once the order is in `state`: Aceitar is confirm then
 * startPreparation; leaving is dispatch (delivery) or readyToPickup (takeout); delivered adds
 * nothing (iFood concludes the order itself). Other states ask for no call.
 */
export function ifoodCallsFor(state: OrderState, isDelivery: boolean): IfoodStatusCall[] {
  const reached = PROGRESS.indexOf(state);
  const calls: IfoodStatusCall[] = [];
  if (reached >= 1) calls.push("confirm", "startPreparation");
  if (reached >= 2) calls.push(isDelivery ? "dispatch" : "readyToPickup");
  return calls;
}

/** The calls still to make for `state`, given those iFood already knows, in order. */
export function pendingIfoodCalls(state: OrderState, isDelivery: boolean, known: readonly string[]): IfoodStatusCall[] {
  return ifoodCallsFor(state, isDelivery).filter((call) => !known.includes(call));
}

/**
 * Where an iFood event takes the Forno order (growth.md section 4): CFM to preparation, DSP (or, for
 * a takeout order, RTP) to leaving, CON to delivered, CAN to cancelled by the store after the
 * store's own request, else by the client. Null: the event moves nothing (RTP of a delivery order,
 * CAR, an unknown code).
 */
export function ifoodEventTarget(code: string, isDelivery: boolean, storeRequestedCancellation: boolean): OrderState | null {
  switch (code) {
    case IFOOD_EVENT_CODES.confirmed:
      return "PREPARATION";
    case IFOOD_EVENT_CODES.readyToPickup:
      return isDelivery ? null : "DISPATCHED";
    case IFOOD_EVENT_CODES.dispatched:
      return "DISPATCHED";
    case IFOOD_EVENT_CODES.concluded:
      return "DELIVERED";
    case IFOOD_EVENT_CODES.cancelled:
      return storeRequestedCancellation ? "CANCELLED_STORE" : "CANCELLED_CLIENT";
    default:
      return null;
  }
}

/**
 * The moves that take an order from `from` to `target` through the same state machine, one step at a
 * time (an iFood event may skip a step Forno never saw: CON after CFM walks through DISPATCHED).
 * Empty when the order is already there or past it: an event for a step Forno already took changes
 * nothing. A cancellation is one move, when the machine lets iFood make it.
 */
export function ifoodMoves(from: OrderState, target: OrderState): OrderState[] {
  if (isCancelledOrderState(target)) return canTransition(from, target, "ifood") ? [target] : [];
  const start = PROGRESS.indexOf(from);
  const end = PROGRESS.indexOf(target);
  if (end === -1) return [];
  if (start === -1) return canTransition(from, target, "ifood") ? [target] : [];
  return PROGRESS.slice(start + 1, end + 1);
}

/** The instant (ms) by which iFood wants the order confirmed. */
export function confirmDeadline(placedAt: string): number {
  return Date.parse(placedAt) + IFOOD_CONFIRM_MINUTES * 60_000;
}

/** "Confirme em 7:05": the time left to confirm, counting down to 0:00. */
export function confirmCountdownText(millisecondsLeft: number): string {
  const seconds = Math.max(0, Math.ceil(millisecondsLeft / 1000));
  return `Confirme em ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}
