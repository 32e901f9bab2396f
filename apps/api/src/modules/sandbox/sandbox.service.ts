import { transitionErrorMessage } from "@forno/domain/orders";
import type { Order } from "@forno/domain/schemas";
import type { Database } from "../../db/client";
import { publishEvent } from "../../events/event-bus";
import { conflict } from "../../lib/http-errors";
import { markOrderPaid } from "../order-state-historys/order-state-historys.service";
import { getOrder, orderOwner } from "../orders/orders.service";

export const NO_PENDING_PAYMENT = "Este pedido não está aguardando pagamento.";

/**
 * "Simular pagamento" of the sandbox provider: the payment is approved, the order moves to PAID
 * (exactly once: approving again changes nothing) and the payment stream hears `{status: "approved"}`,
 * all in one transaction. An order that can no longer be paid (cancelled...) is a 409.
 */
export async function approveSandboxPayment(db: Database, orderId: number): Promise<Order> {
  await db.transaction(async (tx) => {
    const result = await markOrderPaid(tx, orderId);
    if (result.changed) await publishEvent(tx, "payment", orderId, { status: "approved" });
    else if (result.state !== "PAID" && result.from !== "PAID") throw conflict(transitionErrorMessage(result.from, "PAID", "payment"));
  });
  return getOrder(db, orderId, null);
}

/** The sandbox's refused payment: the order stays PENDING (the customer may pay again); the payment stream hears `{status: "rejected"}`. */
export async function rejectSandboxPayment(db: Database, orderId: number): Promise<Order> {
  await db.transaction(async (tx) => {
    const owner = await orderOwner(tx, orderId);
    if (owner?.state !== "PENDING") throw conflict(NO_PENDING_PAYMENT);
    await publishEvent(tx, "payment", orderId, { status: "rejected" });
  });
  return getOrder(db, orderId, null);
}
