import type { Executor } from "../../db/client";
import { notFound } from "../../lib/http-errors";
import { ORDER_NOT_FOUND, orderOwner } from "../orders/orders.service";

/**
 * Staff pay the orders staff took (channel phone or counter), as their client would (decision
 * 1712): the payment is the client's, so the charge, its row and the Idempotency-Key are scoped to
 * the order's client. A storefront order stays the customer's to pay: 404, like a missing one.
 */
export async function staffOrderClientId(db: Executor, orderId: number): Promise<number> {
  const owner = await orderOwner(db, orderId);
  // iFood's orders are paid through iFood, or on delivery as iFood says (growth.md section 4).
  if (owner === undefined || owner.channel === "online" || owner.channel === "ifood" || owner.clientId === null) throw notFound(ORDER_NOT_FOUND);
  return owner.clientId;
}
