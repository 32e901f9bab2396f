import { and, asc, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { PaymentStatus, SavedCard } from "@forno/domain/schemas";
import type { Database } from "../db/client";
import { savedCards } from "../db/schema";
import { type CardCharge, type CardOwner, type Charge, type PaymentProvider, PaymentProviderError, type ProviderPayment } from "./payment-provider";

const MERCADOPAGO = "mercadopago";

export const MERCADOPAGO_MESSAGES = {
  unavailable: "Não foi possível falar com o Mercado Pago agora. Tente novamente em instantes.",
  refused: "O Mercado Pago não aceitou o pagamento. Confira os dados e tente novamente.",
  emailRequired: "Cadastre um e-mail em Perfil > Dados Pessoais para pagar pelo Mercado Pago.",
  tokenRequired: "Informe os dados do cartão.",
} as const;

export interface MercadoPagoOptions {
  accessToken: string;
  publicKey: string | null;
  /** https://api.mercadopago.com, or a local fake in tests. */
  apiUrl: string;
  /** Where Mercado Pago sends notifications for our payments (only when the API has a public URL). */
  notificationUrl?: string;
  log: FastifyBaseLogger;
  timeoutMs?: number;
}

interface MpPayment {
  id: number | string;
  status: string;
  status_detail?: string | null;
  external_reference?: string | null;
  transaction_amount?: number;
  payment_method_id?: string;
  payment_type_id?: string;
  date_approved?: string | null;
  card?: { last_four_digits?: string | null } | null;
  point_of_interaction?: { transaction_data?: { qr_code?: string; qr_code_base64?: string; ticket_url?: string | null } } | null;
}

interface MpCard {
  id: string | number;
  customer_id: string;
  last_four_digits: string;
  first_six_digits?: string | null;
  expiration_month?: number | null;
  expiration_year?: number | null;
  cardholder?: { name?: string | null } | null;
  issuer?: { name?: string | null } | null;
  payment_method?: { id?: string; name?: string | null; secure_thumbnail?: string | null; thumbnail?: string | null } | null;
}

/** Statuses outside our list, mapped to the nearest (authorized and in_mediation wait; charged_back is money back). */
function statusOf(status: string): PaymentStatus {
  switch (status) {
    case "pending":
    case "approved":
    case "in_process":
    case "rejected":
    case "cancelled":
    case "refunded":
      return status;
    case "charged_back":
      return "refunded";
    default:
      return "in_process";
  }
}

function toPayment(json: MpPayment): ProviderPayment {
  const data = json.point_of_interaction?.transaction_data;
  const isPix = json.payment_method_id === "pix";
  return {
    id: String(json.id),
    status: statusOf(json.status),
    statusDetail: json.status_detail ?? null,
    externalReference: json.external_reference ?? null,
    amount: Number(json.transaction_amount ?? 0),
    method: isPix ? "bank_transfer" : "credit_card",
    ...(data?.qr_code ? { pix: { qrCode: data.qr_code, qrCodeBase64: data.qr_code_base64 ?? "", ticketUrl: data.ticket_url ?? null } } : {}),
    cardLastFour: json.card?.last_four_digits ?? null,
    dateApproved: json.date_approved ?? null,
    // Kept for support: never the card data, nor the (large) QR image.
    raw: {
      id: json.id,
      status: json.status,
      status_detail: json.status_detail ?? null,
      payment_method_id: json.payment_method_id ?? null,
      payment_type_id: json.payment_type_id ?? null,
      transaction_amount: json.transaction_amount ?? null,
      external_reference: json.external_reference ?? null,
      date_approved: json.date_approved ?? null,
    },
  };
}

function toSavedCard(card: MpCard): SavedCard {
  return {
    id: String(card.id),
    customer_id: card.customer_id,
    cardholder: { name: card.cardholder?.name ?? "" },
    issuer: { name: card.issuer?.name ?? "" },
    last_four_digits: card.last_four_digits,
    payment_method: { name: card.payment_method?.name ?? card.payment_method?.id ?? "", secure_thumbnail: card.payment_method?.secure_thumbnail ?? card.payment_method?.thumbnail ?? "" },
  };
}

/**
 * The Mercado Pago adapter: Payments API (POST /v1/payments with X-Idempotency-Key, GET
 * /v1/payments/{id}) and the customers/cards API for saved cards, authorised by the access token
 * from the environment. A client's customer is found by e-mail (GET /v1/customers/search) or
 * created on their first saved card. Which cards belong to which client is kept in `saved_cards`
 * (one row per card saved through us): two accounts sharing an e-mail never see each other's cards.
 */
export function createMercadoPagoProvider(db: Database, options: MercadoPagoOptions): PaymentProvider {
  const base = options.apiUrl.replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? 15_000;

  async function call<T>(method: string, path: string, init: { body?: unknown; idempotencyKey?: string; allow404?: boolean } = {}): Promise<T | undefined> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.accessToken}`,
          accept: "application/json",
          ...(init.body === undefined ? {} : { "content-type": "application/json" }),
          ...(init.idempotencyKey === undefined ? {} : { "x-idempotency-key": init.idempotencyKey }),
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      options.log.error({ err: error, method, path }, "Mercado Pago did not answer");
      throw new PaymentProviderError(MERCADOPAGO_MESSAGES.unavailable, 502);
    }
    if (response.status === 404 && init.allow404) return undefined;
    const text = await response.text();
    if (!response.ok) {
      options.log.warn({ status: response.status, method, path, body: text.slice(0, 500) }, "Mercado Pago refused a call");
      throw new PaymentProviderError(response.status >= 500 ? MERCADOPAGO_MESSAGES.unavailable : MERCADOPAGO_MESSAGES.refused, response.status >= 500 ? 502 : 422, text.slice(0, 500));
    }
    return (text === "" ? undefined : JSON.parse(text)) as T | undefined;
  }

  async function findCustomer(email: string): Promise<string | undefined> {
    const found = await call<{ results?: Array<{ id: string }> }>("GET", `/v1/customers/search?email=${encodeURIComponent(email)}`);
    return found?.results?.[0]?.id;
  }

  async function customerCards(customerId: string): Promise<MpCard[]> {
    return (await call<MpCard[]>("GET", `/v1/customers/${encodeURIComponent(customerId)}/cards`)) ?? [];
  }

  const mirrorOf = (clientId: number) =>
    db
      .select()
      .from(savedCards)
      .where(and(eq(savedCards.provider, MERCADOPAGO), eq(savedCards.clientId, clientId)))
      .orderBy(asc(savedCards.id));

  /** Saves the card of an approved payment for the next purchase; a failure only loses the convenience. */
  async function rememberCard(charge: CardCharge): Promise<void> {
    if (charge.token === undefined || charge.cardId !== undefined || charge.payer.email === null) return;
    try {
      const customerId = (await findCustomer(charge.payer.email)) ?? (await call<{ id: string }>("POST", "/v1/customers", { body: { email: charge.payer.email } }))?.id;
      if (customerId === undefined) return;
      const card = await call<MpCard>("POST", `/v1/customers/${encodeURIComponent(customerId)}/cards`, { body: { token: charge.token } });
      if (card === undefined) return;
      const saved = toSavedCard({ ...card, customer_id: card.customer_id ?? customerId });
      await db
        .insert(savedCards)
        .values({
          clientId: charge.payer.clientId,
          provider: MERCADOPAGO,
          providerCardId: saved.id,
          providerCustomerId: saved.customer_id,
          cardholderName: saved.cardholder.name,
          issuerName: saved.issuer.name || null,
          lastFourDigits: saved.last_four_digits,
          firstSixDigits: card.first_six_digits ?? null,
          expirationMonth: card.expiration_month ?? null,
          expirationYear: card.expiration_year ?? null,
          paymentMethodName: saved.payment_method.name,
          paymentMethodThumbnail: saved.payment_method.secure_thumbnail || null,
        })
        .onConflictDoNothing();
    } catch (error) {
      options.log.warn({ err: error }, "could not save the card at Mercado Pago");
    }
  }

  return {
    name: MERCADOPAGO,
    publicKey: options.publicKey,
    async createPayment(charge: Charge) {
      if (charge.payer.email === null) throw new PaymentProviderError(MERCADOPAGO_MESSAGES.emailRequired, 422);
      const common = {
        transaction_amount: charge.amount,
        description: charge.description,
        external_reference: String(charge.orderId),
        statement_descriptor: charge.statementDescriptor,
        payer: { email: charge.payer.email, ...(charge.payer.identification ? { identification: charge.payer.identification } : {}) },
        ...(options.notificationUrl === undefined ? {} : { notification_url: options.notificationUrl }),
      };
      let body: Record<string, unknown>;
      if (charge.method === "pix") {
        body = { ...common, payment_method_id: "pix" };
      } else {
        if (charge.token === undefined) throw new PaymentProviderError(MERCADOPAGO_MESSAGES.tokenRequired, 400);
        body = {
          ...common,
          payment_method_id: charge.paymentMethodId,
          token: charge.token,
          installments: charge.installments,
          ...(charge.issuerId === undefined ? {} : { issuer_id: /^\d+$/.test(charge.issuerId) ? Number(charge.issuerId) : charge.issuerId }),
        };
      }
      const created = await call<MpPayment>("POST", "/v1/payments", { body, idempotencyKey: charge.idempotencyKey });
      if (created === undefined) throw new PaymentProviderError(MERCADOPAGO_MESSAGES.unavailable, 502);
      const payment = toPayment(created);
      if (charge.method === "card" && payment.status === "approved") await rememberCard(charge);
      return payment;
    },
    async getPayment(id) {
      const found = await call<MpPayment>("GET", `/v1/payments/${encodeURIComponent(id)}`, { allow404: true });
      return found === undefined ? undefined : toPayment(found);
    },
    async listCards(owner: CardOwner) {
      const mine = await mirrorOf(owner.clientId);
      const cards: SavedCard[] = [];
      for (const customerId of new Set(mine.map((row) => row.providerCustomerId))) {
        const ids = new Set(mine.filter((row) => row.providerCustomerId === customerId).map((row) => row.providerCardId));
        for (const card of await customerCards(customerId)) if (ids.has(String(card.id))) cards.push(toSavedCard(card));
      }
      return cards;
    },
    async removeCard(owner, cardId) {
      const row = (await mirrorOf(owner.clientId)).find((entry) => entry.providerCardId === cardId);
      if (row === undefined) return false;
      await call("DELETE", `/v1/customers/${encodeURIComponent(row.providerCustomerId)}/cards/${encodeURIComponent(cardId)}`, { allow404: true });
      await db.delete(savedCards).where(eq(savedCards.id, row.id));
      return true;
    },
    close() {},
  };
}
