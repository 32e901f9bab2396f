import { and, eq } from "drizzle-orm";
import { changeForProblem } from "@forno/domain/orders";
import { orderTotalCentavos } from "@forno/domain/order-reading";
import { ON_DELIVERY_SETTING_KEY, type OnDeliveryPaymentBody, type PaymentResponse, onDeliveryMethodsOf, PAYMENT_MESSAGES } from "@forno/domain/schemas";
import type { AppContext } from "../../context";
import { orderPayments, orders } from "../../db/schema";
import { publishEvent } from "../../events/event-bus";
import { conflict, notFound, unprocessable } from "../../lib/http-errors";
import { requestHash } from "../../lib/idempotency";
import { markOrderPaid } from "../order-state-historys/order-state-historys.service";
import { ORDER_NOT_FOUND } from "../orders/orders.service";
import { settingValue } from "../settings/settings.service";
import { claimPaymentKey } from "./payment-idempotency";

/** The `provider` of payments collected by the driver: no payment provider is involved. */
export const ON_DELIVERY_PROVIDER = "on_delivery";


export interface OnDeliveryPayRequest {
  clientId: number;
  body: OnDeliveryPaymentBody;
  idempotencyKey?: string;
}

/** The setting's name of each body's method. */
const SETTING_METHOD = { cash: "cash", card_on_delivery: "card" } as const;

/**
 * POST /order-payments in cash or with the card machine on delivery (operations.md section 3): when
 * the store enables that method (else 422), and for cash a note that covers the total (else 422),
 * the caller's PENDING order gets its payment row (`approved`: confirmed, to be collected by the
 * driver; decision 1700) and moves to PAID at once, in ONE transaction under the order's lock: one
 * history row, the order event (customer and staff streams) and `{status: "approved"}` on the
 * payment stream, as an approved Pix does. The Idempotency-Key works as for Pix and card.
 */
export async function payOnDelivery(ctx: AppContext, request: OnDeliveryPayRequest): Promise<{ statusCode: number; body: PaymentResponse; replayed: boolean }> {
  const { clientId, body } = request;
  const claim = request.idempotencyKey === undefined ? undefined : await claimPaymentKey<PaymentResponse>(ctx.db, clientId, request.idempotencyKey, requestHash(body));
  if (claim?.kind === "replay") return { statusCode: claim.statusCode, body: claim.body, replayed: true };
  try {
    const enabled = onDeliveryMethodsOf(await settingValue(ctx.db, ON_DELIVERY_SETTING_KEY));
    const answer = await ctx.db.transaction(async (tx) => {
      const [order] = await tx
        .select({ id: orders.id, state: orders.currentState, amount: orders.amount, deliveryFee: orders.deliveryFee, discount: orders.discount })
        .from(orders)
        .where(and(eq(orders.id, body.external_reference), eq(orders.clientId, clientId)))
        .for("update");
      if (order === undefined) throw notFound(ORDER_NOT_FOUND);
      if (!enabled.includes(SETTING_METHOD[body.payment_method_id])) {
        throw unprocessable(body.payment_method_id === "cash" ? PAYMENT_MESSAGES.cashDisabled : PAYMENT_MESSAGES.cardDisabled);
      }
      if (order.state !== "PENDING") throw conflict(PAYMENT_MESSAGES.notPending);
      const totalCentavos = orderTotalCentavos({ amount: order.amount, delivery_fee: order.deliveryFee, discount: order.discount });
      const changeFor = body.payment_method_id === "cash" ? body.change_for : null;
      const problem = changeForProblem(changeFor, totalCentavos);
      if (problem !== null) throw unprocessable(problem);

      const [row] = await tx
        .insert(orderPayments)
        .values({
          orderId: order.id,
          clientId,
          provider: ON_DELIVERY_PROVIDER,
          // One payment on delivery per order: the unique (provider, id) index keeps it so.
          providerPaymentId: `order-${order.id}`,
          paymentMethod: body.payment_method_id,
          status: "approved",
          statusDetail: "to_collect_on_delivery",
          amount: totalCentavos / 100,
          changeFor,
          raw: { payment_method_id: body.payment_method_id, change_for: changeFor },
          approvedAt: new Date(),
        })
        .returning();
      await markOrderPaid(tx, order.id);
      await publishEvent(tx, "payment", order.id, { status: "approved" });
      const response: PaymentResponse = {
        id: row!.providerPaymentId,
        status: "approved",
        status_detail: row!.statusDetail,
        external_reference: String(order.id),
        transaction_amount: row!.amount,
      };
      await claim?.complete(tx, 201, response);
      return response;
    });
    return { statusCode: 201, body: answer, replayed: false };
  } catch (error) {
    if (claim !== undefined) await claim.release().catch(() => {});
    throw error;
  }
}
