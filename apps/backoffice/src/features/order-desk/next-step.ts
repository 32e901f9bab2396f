import { type StaffStep, staffNextStep } from "@forno/domain/order-reading";
import { canTransition, currentState } from "@forno/domain/orders";
import { type Order } from "@forno/domain/schemas";

export type DeskStep = StaffStep;

/** The one-tap move of each open column; pickup orders are "ready" where delivery ones "leave", then "Retirado" (the domain's staff step). */
export function nextStep(order: Order): DeskStep | null {
  return staffNextStep(order);
}

/** Staff may cancel while the state machine allows it (PAID and PREPARATION). */
export function canCancel(order: Order): boolean {
  const state = currentState(order.OrderStateHistory);
  return state !== undefined && canTransition(state, "CANCELLED_STORE");
}
