import { isCancelledOrderState } from "@forno/domain/order-reading";
import { currentState } from "@forno/domain/orders";
import { type Order } from "@forno/domain/schemas";

export { accessKeyGroups } from "@forno/domain/fiscal";

/** Whether the order is cancelled or refunded (no sale to issue a note for). */
export function isCancelledOrderStateFor(order: Pick<Order, "OrderStateHistory">): boolean {
  return isCancelledOrderState(currentState(order.OrderStateHistory));
}
