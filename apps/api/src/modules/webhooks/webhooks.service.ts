import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../../context";
import { orders, webhookEvents } from "../../db/schema";
import { HttpError, unauthorized } from "../../lib/http-errors";
import { PaymentProviderError } from "../../payments/payment-provider";
import { isValidWebhookSignature } from "../../payments/webhook-signature";
import { settlePayment } from "../order-payments/payment-settlement.service";

export const WEBHOOK_MESSAGES = {
  badSignature: "Assinatura da notificação inválida.",
  retryLater: "Não foi possível confirmar o pagamento agora. Tente novamente em instantes.",
} as const;

export interface MercadoPagoNotification {
  /** `data.id` of the query string (the signed one). */
  dataId: string | undefined;
  /** `type` (or `topic`) of the query string or the body. */
  type: string | undefined;
  signature: string | undefined;
  requestId: string | undefined;
  body: unknown;
}

export type NotificationOutcome = "applied" | "ignored";

/**
 * POST /webhooks/mercadopago: the signature is checked first (401 and nothing changes when it does
 * not match); a payment notification then makes us RE-READ the payment from Mercado Pago — the body
 * is never trusted — and apply what the provider says (settlePayment: PAID exactly once). Repeats are
 * harmless; a provider that does not answer gets a 503 so that Mercado Pago tries again later.
 */
export async function handleMercadoPagoNotification(ctx: AppContext, log: FastifyBaseLogger, notification: MercadoPagoNotification): Promise<NotificationOutcome> {
  const secret = ctx.env.MERCADOPAGO_WEBHOOK_SECRET;
  if (secret === undefined) {
    log.error("MERCADOPAGO_WEBHOOK_SECRET is not set: notifications are refused");
    throw unauthorized(WEBHOOK_MESSAGES.badSignature);
  }
  if (!isValidWebhookSignature({ secret, signature: notification.signature, requestId: notification.requestId, dataId: notification.dataId })) {
    throw unauthorized(WEBHOOK_MESSAGES.badSignature);
  }
  if (notification.type !== "payment" || notification.dataId === undefined) return "ignored";

  await ctx.db
    .insert(webhookEvents)
    .values({ provider: ctx.payments.name, requestId: (notification.requestId ?? `no-request-id:${notification.dataId}:${Date.now()}`).slice(0, 120), dataId: notification.dataId.slice(0, 64), payload: notification.body as object })
    .onConflictDoNothing();

  let payment;
  try {
    payment = await ctx.payments.getPayment(notification.dataId);
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new HttpError(503, WEBHOOK_MESSAGES.retryLater);
    throw error;
  }
  if (payment === undefined) {
    log.warn({ dataId: notification.dataId }, "notification for a payment the provider does not know");
    return "ignored";
  }
  const orderId = Number(payment.externalReference);
  const [order] = Number.isInteger(orderId) && orderId > 0 ? await ctx.db.select({ clientId: orders.clientId }).from(orders).where(eq(orders.id, orderId)) : [];
  if (order === undefined) {
    log.warn({ paymentId: payment.id, externalReference: payment.externalReference }, "payment of no known order");
    return "ignored";
  }
  const result = await settlePayment(ctx.db, { provider: ctx.payments.name, payment, orderId, clientId: order.clientId });
  if (payment.status === "approved" && !result.paid && result.orderState !== "PAID" && result.previousStatus !== "approved") {
    log.warn({ orderId, paymentId: payment.id, state: result.orderState }, "an approved payment arrived for an order that can no longer be paid: refund it");
  }
  return "applied";
}
