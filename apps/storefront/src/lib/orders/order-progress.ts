import { currentState, type OrderState } from "@forno/domain/orders";
import type { Order } from "@forno/domain/schemas";

/** States in which the home screen follows an order: paid and not yet delivered, or stuck in ERROR. */
const UNFINISHED: readonly OrderState[] = ["PAID", "PREPARATION", "DISPATCHED", "ERROR"];

/** The home's "latest unfinished order" (decision 0503). */
export function isUnfinished(order: Pick<Order, "OrderStateHistory"> | null | undefined): boolean {
  const state = order ? currentState(order.OrderStateHistory) : undefined;
  return state !== undefined && UNFINISHED.includes(state);
}
