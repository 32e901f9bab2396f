import type { OrderState } from "../orders/order-states";

/**
 * The states of an order that no longer counts (operations.md section 4: "a *cancelled* order"):
 * cancelled by the store or the client, or refunded. Reports, the CSV, the scheduling slots and,
 * in growth.md, coupon uses and loyalty stamps stop counting an order in one of these.
 */
export const CANCELLED_ORDER_STATES = ["CANCELLED_CLIENT", "CANCELLED_STORE", "REFUNDED"] as const satisfies readonly OrderState[];

export function isCancelledOrderState(state: OrderState | null | undefined): boolean {
  return state != null && (CANCELLED_ORDER_STATES as readonly OrderState[]).includes(state);
}
