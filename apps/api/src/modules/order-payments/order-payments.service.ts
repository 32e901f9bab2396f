import { and, eq, inArray } from "drizzle-orm";
import { orderTotalCentavos } from "@forno/domain/order-reading";
import { centavosToReais } from "@forno/domain/pricing";
import { PAYMENT_MESSAGES, type PaymentResponse, type ProviderPaymentBody, type SavedCard } from "@forno/domain/schemas";
import type { AppContext } from "../../context";
import { clients, orders, settings } from "../../db/schema";
import { HttpError, conflict, notFound } from "../../lib/http-errors";
import { requestHash } from "../../lib/idempotency";
import { absoluteUrl } from "../../lib/public-url";
import { type Charge, PaymentProviderError, type ProviderPayment } from "../../payments/payment-provider";
import { ORDER_NOT_FOUND } from "../orders/orders.service";
import { claimPaymentKey, providerIdempotencyKey } from "./payment-idempotency";
import { settlePayment } from "./payment-settlement.service";


interface PayableOrder {
  id: number;
  externalId: number;
  clientId: number;
  totalReais: number;
  clientEmail: string | null;
}

/** The caller's order, waiting for payment: 404 for a missing or another client's order, 409 when it is past PENDING. */
async function payableOrder(ctx: AppContext, orderId: number, clientId: number): Promise<PayableOrder> {
  const [row] = await ctx.db
    .select({ id: orders.id, externalId: orders.externalId, clientId: orders.clientId, amount: orders.amount, deliveryFee: orders.deliveryFee, discount: orders.discount, state: orders.currentState, email: clients.email })
    .from(orders)
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .where(and(eq(orders.id, orderId), eq(orders.clientId, clientId)));
  if (row === undefined) throw notFound(ORDER_NOT_FOUND);
  if (row.state !== "PENDING") throw conflict(PAYMENT_MESSAGES.notPending);
  return {
    id: row.id,
    externalId: row.externalId,
    // The order is the caller's (the query's filter): its client id is theirs, never null here.
    clientId,
    // The server's own total (amount + fee - discount, growth.md section 1): never the body's transaction_amount.
    totalReais: centavosToReais(orderTotalCentavos({ amount: row.amount, delivery_fee: row.deliveryFee, discount: row.discount })),
    clientEmail: row.email,
  };
}

async function storeTexts(ctx: AppContext): Promise<{ name: string; descriptor: string }> {
  const rows = await ctx.db.select({ key: settings.key, value: settings.value }).from(settings).where(inArray(settings.key, ["appearance.name", "payment.statement_descriptor"]));
  const values = new Map(rows.map((row) => [row.key, row.value]));
  const name = values.get("appearance.name") || "Forno";
  return { name, descriptor: (values.get("payment.statement_descriptor") || name).slice(0, 22) };
}

function chargeOf(body: ProviderPaymentBody, order: PayableOrder, store: { name: string; descriptor: string }, idempotencyKey: string): Charge {
  const base = {
    orderId: order.id,
    externalId: order.externalId,
    amount: order.totalReais,
    description: `Pedido #${order.externalId} - ${store.name}`,
    statementDescriptor: store.descriptor,
    idempotencyKey,
  };
  const email = body.payer?.email ?? order.clientEmail ?? null;
  if (body.payment_method_id === "pix") return { ...base, method: "pix", payer: { clientId: order.clientId, email } };
  const card = body as Extract<ProviderPaymentBody, { installments: number }>;
  return {
    ...base,
    method: "card",
    payer: { clientId: order.clientId, email, ...(card.payer?.identification ? { identification: card.payer.identification } : {}) },
    paymentMethodId: card.payment_method_id,
    installments: card.installments,
    ...(card.issuer_id === undefined ? {} : { issuerId: card.issuer_id }),
    ...(card.token === undefined ? {} : { token: card.token }),
    ...(card.card === undefined ? {} : { card: card.card }),
    ...(card.card_id === undefined ? {} : { cardId: card.card_id }),
  };
}

/** The answer of POST /order-payments: the provider's payment, with the Pix QR data for Pix. */
function paymentResponse(payment: ProviderPayment): PaymentResponse {
  return {
    id: payment.id,
    status: payment.status,
    status_detail: payment.statusDetail,
    external_reference: payment.externalReference,
    transaction_amount: payment.amount,
    ...(payment.pix === undefined
      ? {}
      : { point_of_interaction: { transaction_data: { qr_code: payment.pix.qrCode, qr_code_base64: payment.pix.qrCodeBase64, ticket_url: payment.pix.ticketUrl ?? null } } }),
  };
}

export interface PayRequest {
  clientId: number;
  body: ProviderPaymentBody;
  idempotencyKey?: string;
}

/**
 * POST /order-payments (architecture sections 4 and 7): the caller's PENDING order is charged its
 * server total by the active provider; the payment row is stored and its result applied (approved:
 * PAID and the events; rejected: the payment stream hears it) in one transaction with the
 * Idempotency-Key's answer. A refused card is a 201 with status `rejected`, the order stays payable.
 */
export async function payOrder(ctx: AppContext, request: PayRequest): Promise<{ statusCode: number; body: PaymentResponse; replayed: boolean }> {
  const { clientId, body } = request;
  const claim = request.idempotencyKey === undefined ? undefined : await claimPaymentKey<PaymentResponse>(ctx.db, clientId, request.idempotencyKey, requestHash(body));
  if (claim?.kind === "replay") return { statusCode: claim.statusCode, body: claim.body, replayed: true };
  try {
    const order = await payableOrder(ctx, body.external_reference, clientId);
    const charge = chargeOf(body, order, await storeTexts(ctx), providerIdempotencyKey(clientId, request.idempotencyKey));
    const payment = await ctx.payments.createPayment(charge);
    const answer = paymentResponse(payment);
    await ctx.db.transaction(async (tx) => {
      await settlePayment(tx, { provider: ctx.payments.name, payment, orderId: order.id, clientId });
      await claim?.complete(tx, 201, answer);
    });
    ctx.payments.afterRecorded?.(order.id, payment);
    return { statusCode: 201, body: answer, replayed: false };
  } catch (error) {
    if (claim !== undefined) await claim.release().catch(() => {});
    if (error instanceof PaymentProviderError) throw new HttpError(error.statusCode, error.message);
    throw error;
  }
}

/** GET /order-payments/cards: the caller's saved cards, thumbnails as absolute URLs. */
export async function listSavedCards(ctx: AppContext, clientId: number, baseUrl: string): Promise<SavedCard[]> {
  const owner = await cardOwner(ctx, clientId);
  const cards = await ctx.payments.listCards(owner).catch(rethrowProviderError);
  return cards.map((card) => ({ ...card, payment_method: { ...card.payment_method, secure_thumbnail: absoluteUrl(baseUrl, card.payment_method.secure_thumbnail) ?? "" } }));
}

/** DELETE /order-payments/cards/{id}: only the caller's own card; another's (or a missing one) is 404. */
export async function removeSavedCard(ctx: AppContext, clientId: number, cardId: string): Promise<void> {
  const removed = await ctx.payments.removeCard(await cardOwner(ctx, clientId), cardId).catch(rethrowProviderError);
  if (!removed) throw notFound(PAYMENT_MESSAGES.cardNotFound);
}

async function cardOwner(ctx: AppContext, clientId: number) {
  const [row] = await ctx.db.select({ email: clients.email }).from(clients).where(eq(clients.id, clientId));
  return { clientId, email: row?.email ?? null };
}

function rethrowProviderError(error: unknown): never {
  if (error instanceof PaymentProviderError) throw new HttpError(error.statusCode, error.message);
  throw error;
}
