import { and, desc, eq, inArray } from "drizzle-orm";
import type { OrderState } from "@forno/domain/orders";
import type { PaymentStatus } from "@forno/domain/schemas";
import type { Executor } from "../../db/client";
import { orderPayments, orders } from "../../db/schema";
import { publishEvent } from "../../events/event-bus";
import { notFound } from "../../lib/http-errors";
import type { ProviderPayment } from "../../payments/payment-provider";
import { markOrderPaid } from "../order-state-historys/order-state-historys.service";
import { ORDER_NOT_FOUND } from "../orders/orders.service";

export type PaymentRow = typeof orderPayments.$inferSelect;

/** Statuses a payment never leaves for a "pending" one (a late, out-of-order notification). */
const SETTLED: ReadonlySet<string> = new Set(["approved", "rejected", "cancelled", "refunded"]);
/** Statuses the payment stream announces when a payment reaches them. */
const FAILED: ReadonlySet<string> = new Set(["rejected", "cancelled"]);

export interface SettlementInput {
  provider: string;
  payment: ProviderPayment;
  orderId: number;
  /** The order's client; null on a marketplace order (it has none). */
  clientId: number | null;
}

export interface SettlementResult {
  row: PaymentRow;
  /** The payment's status before this call (null: first time seen). */
  previousStatus: string | null;
  /** The order moved PENDING -> PAID in this call. */
  paid: boolean;
  /** The order's state after the call. */
  orderState: OrderState;
}

/**
 * Records what the provider says about one payment and applies it to the order, in ONE transaction
 * with the order row locked first (so every path takes the locks in the same order):
 * - the `order_payments` row is inserted or updated (a settled status is never taken back to pending);
 * - approved: the order moves PENDING -> PAID through markOrderPaid, exactly once, and only that
 *   call raises `{status: "approved"}` on the payment stream (markOrderPaid raises the order event);
 * - rejected or cancelled, the first time it is seen and while the order waits for payment: the
 *   payment stream hears `{status}`.
 * Whatever arrives twice (webhook repeats, approve clicked twice, two instances at once) finds the
 * row and the order already changed, under the locks, and changes nothing.
 */
export async function settlePayment(db: Executor, input: SettlementInput): Promise<SettlementResult> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select({ id: orders.id, state: orders.currentState }).from(orders).where(eq(orders.id, input.orderId)).for("update");
    if (order === undefined) throw notFound(ORDER_NOT_FOUND);
    const { payment } = input;
    const [existing] = await tx
      .select()
      .from(orderPayments)
      .where(and(eq(orderPayments.provider, input.provider), eq(orderPayments.providerPaymentId, payment.id)))
      .for("update");

    let row: PaymentRow;
    const previousStatus = existing?.status ?? null;
    const status: PaymentStatus = existing !== undefined && SETTLED.has(existing.status) && !SETTLED.has(payment.status) ? (existing.status as PaymentStatus) : payment.status;
    const approvedAt = status === "approved" ? (existing?.approvedAt ?? (payment.dateApproved ? new Date(payment.dateApproved) : new Date())) : (existing?.approvedAt ?? null);
    if (existing === undefined) {
      [row] = (await tx
        .insert(orderPayments)
        .values({
          orderId: input.orderId,
          clientId: input.clientId,
          provider: input.provider,
          providerPaymentId: payment.id,
          paymentMethod: payment.method,
          status,
          statusDetail: payment.statusDetail,
          amount: payment.amount,
          pixQrCode: payment.pix?.qrCode ?? null,
          cardLastFour: payment.cardLastFour ?? null,
          raw: payment.raw as object,
          approvedAt,
        })
        .returning()) as [PaymentRow];
    } else if (existing.status !== status || existing.statusDetail !== payment.statusDetail) {
      [row] = (await tx
        .update(orderPayments)
        .set({ status, statusDetail: payment.statusDetail, raw: payment.raw as object, approvedAt, updatedAt: new Date() })
        .where(eq(orderPayments.id, existing.id))
        .returning()) as [PaymentRow];
    } else {
      row = existing;
    }

    let paid = false;
    let orderState = order.state;
    if (status === "approved") {
      const result = await markOrderPaid(tx, input.orderId);
      orderState = result.state;
      if (result.changed) {
        paid = true;
        await publishEvent(tx, "payment", input.orderId, { status: "approved" });
      }
    } else if (FAILED.has(status) && previousStatus !== status && order.state === "PENDING") {
      await publishEvent(tx, "payment", input.orderId, { status });
    }
    return { row, previousStatus, paid, orderState };
  });
}

/** The order's latest payment still waiting for a result, of one provider (the sandbox's approve and reject). */
export async function latestOpenPayment(db: Executor, provider: string, orderId: number): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(orderPayments)
    .where(and(eq(orderPayments.provider, provider), eq(orderPayments.orderId, orderId), inArray(orderPayments.status, ["pending", "in_process"])))
    .orderBy(desc(orderPayments.id))
    .limit(1);
  return row;
}

/** A stored payment row as the provider's payment (the sandbox keeps its payments in `order_payments`). */
export function paymentOfRow(row: PaymentRow): ProviderPayment {
  return {
    id: row.providerPaymentId,
    status: row.status as PaymentStatus,
    statusDetail: row.statusDetail,
    externalReference: String(row.orderId),
    amount: row.amount,
    method: row.paymentMethod as ProviderPayment["method"],
    // The QR image is not kept (it is drawn again from the code when needed).
    ...(row.pixQrCode === null ? {} : { pix: { qrCode: row.pixQrCode, qrCodeBase64: "" } }),
    cardLastFour: row.cardLastFour,
    dateApproved: row.approvedAt?.toISOString() ?? null,
    raw: row.raw,
  };
}
