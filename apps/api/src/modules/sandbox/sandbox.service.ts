import { transitionErrorMessage } from "@forno/domain/orders";
import { PAYMENT_MESSAGES, type Order } from "@forno/domain/schemas";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { orderTotalCentavos } from "@forno/domain/order-reading";
import { centavosToReais } from "@forno/domain/pricing";
import type { Database, Executor } from "../../db/client";
import { orders } from "../../db/schema";
import { publishEvent } from "../../events/event-bus";
import { conflict, notFound } from "../../lib/http-errors";
import { SANDBOX } from "../../payments/sandbox-provider";
import type { ProviderPayment } from "../../payments/payment-provider";
import { latestOpenPayment, paymentOfRow, settlePayment } from "../order-payments/payment-settlement.service";
import { ORDER_NOT_FOUND, getOrder } from "../orders/orders.service";

export const NO_PENDING_PAYMENT = PAYMENT_MESSAGES.notPending;

/**
 * "Simular pagamento" of the sandbox provider: the order's open sandbox payment (the latest pending
 * one; a Pix paid outside the app when there is none) is approved and applied like any provider's
 * answer (settlePayment): the order moves to PAID exactly once, the payment stream hears
 * `{status: "approved"}` once, whatever the number of clicks. An order that can no longer be paid
 * (cancelled...) is a 409 and nothing changes.
 */
export async function approveSandboxPayment(db: Database, orderId: number): Promise<Order> {
  await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (locked.state === "PAID") return;
    const open = await latestOpenPayment(tx, SANDBOX, orderId);
    const payment: ProviderPayment =
      open !== undefined
        ? { ...paymentOfRow(open), status: "approved", statusDetail: "accredited", dateApproved: new Date().toISOString() }
        : {
            id: `sbx-${randomUUID()}`,
            status: "approved",
            statusDetail: "accredited",
            externalReference: String(orderId),
            amount: centavosToReais(orderTotalCentavos({ amount: locked.amount, delivery_fee: locked.deliveryFee, discount: locked.discount })),
            method: "bank_transfer",
            dateApproved: new Date().toISOString(),
            raw: { provider: SANDBOX, simulated: true },
          };
    const result = await settlePayment(tx, { provider: SANDBOX, payment, orderId, clientId: locked.clientId });
    // Rolls the approval back: an order PAID cannot follow (cancelled...) keeps its payment open.
    if (!result.paid && result.orderState !== "PAID") throw conflict(transitionErrorMessage(result.orderState, "PAID", "payment"));
  });
  return getOrder(db, orderId, null);
}

async function lockOrder(tx: Executor, orderId: number) {
  const [row] = await tx
    .select({ clientId: orders.clientId, state: orders.currentState, amount: orders.amount, deliveryFee: orders.deliveryFee, discount: orders.discount })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for("update");
  if (row === undefined) throw notFound(ORDER_NOT_FOUND);
  return row;
}

/**
 * The sandbox's refused payment: the order's open sandbox payment becomes `rejected` and the order
 * stays PENDING (the customer may pay again); the payment stream hears `{status: "rejected"}`.
 */
export async function rejectSandboxPayment(db: Database, orderId: number): Promise<Order> {
  await db.transaction(async (tx) => {
    const owner = await lockOrder(tx, orderId);
    if (owner.state !== "PENDING") throw conflict(NO_PENDING_PAYMENT);
    const open = await latestOpenPayment(tx, SANDBOX, orderId);
    if (open === undefined) {
      await publishEvent(tx, "payment", orderId, { status: "rejected" });
      return;
    }
    await settlePayment(tx, { provider: SANDBOX, payment: { ...paymentOfRow(open), status: "rejected", statusDetail: "cc_rejected_other_reason" }, orderId, clientId: owner.clientId });
  });
  return getOrder(db, orderId, null);
}
