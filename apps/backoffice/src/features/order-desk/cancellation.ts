import { type OrderState } from "@forno/domain/orders";

/** The states a paid order is in while it is on the board's open columns. */
const PAID_AND_OPEN: readonly OrderState[] = ["PAID", "PREPARATION", "DISPATCHED"];
/** The ways out that mean the kitchen must stop: cancelled by the store or the customer, refunded. */
const CANCELLED: readonly OrderState[] = ["CANCELLED_STORE", "CANCELLED_CLIENT", "REFUNDED"];

/**
 * The cancellation sound's rule (decision 3700): an order the desk showed as paid and open is
 * cancelled or refunded, by whoever did it. An unpaid order was never on the board: no sound.
 */
export function isCancellationOfPaidOrder(from: OrderState | undefined, to: OrderState | undefined): boolean {
  return from !== undefined && to !== undefined && PAID_AND_OPEN.includes(from) && CANCELLED.includes(to);
}
