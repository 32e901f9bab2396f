import { randomBytes, randomUUID } from "node:crypto";
import { and, asc, eq, inArray } from "drizzle-orm";
import { PAYMENT_MESSAGES, type PaymentStatus, type SandboxCard, type SavedCard } from "@forno/domain/schemas";
import QRCode from "qrcode";
import type { Database } from "../db/client";
import { orderPayments, savedCards, settings } from "../db/schema";
import { cardBrandOf } from "@forno/domain/validators";
import { cardThumbnailPath } from "./card-thumbnails";
import { type CardCharge, type CardOwner, type Charge, type PaymentProvider, PaymentProviderError, type ProviderPayment } from "./payment-provider";
import { buildPixBrCode } from "./pix-br-code";

export const SANDBOX = "sandbox";

/** Mercado Pago's test-card convention: the cardholder name decides the result (payments.md). */
const TEST_CARDHOLDERS: Record<string, { status: PaymentStatus; detail: string }> = {
  APRO: { status: "approved", detail: "accredited" },
  CONT: { status: "pending", detail: "pending_contingency" },
  OTHE: { status: "rejected", detail: "cc_rejected_other_reason" },
  CALL: { status: "rejected", detail: "cc_rejected_call_for_authorize" },
  FUND: { status: "rejected", detail: "cc_rejected_insufficient_amount" },
  SECU: { status: "rejected", detail: "cc_rejected_bad_filled_security_code" },
  EXPI: { status: "rejected", detail: "cc_rejected_bad_filled_date" },
  FORM: { status: "rejected", detail: "cc_rejected_bad_filled_other" },
};

const SANDBOX_MESSAGES = {
  cardNotFound: PAYMENT_MESSAGES.savedCardNotFound,
  cardExpired: "Cartão vencido. Confira a validade ou use outro cartão.",
  cardMissing: "Informe os dados do cartão.",
} as const;

/** The outcome of a test card: its holder's first word (APRO, OTHE, CONT...); any other name is approved. */
function sandboxCardOutcome(cardholderName: string): { status: PaymentStatus; detail: string } {
  const first = cardholderName.trim().split(/\s+/)[0]?.toUpperCase() ?? "";
  return TEST_CARDHOLDERS[first] ?? { status: "approved", detail: "accredited" };
}

/** A Pix txid for an order: letters and digits, at most 25 ("PEDIDO1042" and a random suffix per charge). */
function pixTxid(externalId: number): string {
  return `PEDIDO${externalId}X${randomBytes(6).toString("hex").toUpperCase()}`.slice(0, 25);
}

async function pixSettings(db: Database): Promise<Map<string, string>> {
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings).where(inArray(settings.key, ["payment.pix_key", "payment.merchant_name", "payment.merchant_city"]));
  return new Map(rows.map((row) => [row.key, row.value]));
}

export interface SandboxOptions {
  /** Approves a pending Pix payment by itself after this delay (SANDBOX_AUTO_APPROVE_MS). */
  autoApproveMs?: number;
  /** Called when the delay is over (the app wires it to the same approval as "Simular pagamento"). */
  onAutoApprove?: (orderId: number) => Promise<void>;
}

/**
 * The simulated provider (architecture section 7): real BR Codes for the store's Pix key and their QR
 * images, test cards decided by the cardholder name, saved cards in `saved_cards`. Its payments live
 * in `order_payments` (the same rows every provider writes), so re-reading one is a database read.
 */
export function createSandboxProvider(db: Database, options: SandboxOptions = {}): PaymentProvider {
  const timers = new Set<NodeJS.Timeout>();

  const scheduleApproval = (orderId: number) => {
    if (options.autoApproveMs === undefined || options.onAutoApprove === undefined) return;
    const approve = options.onAutoApprove;
    const timer = setTimeout(() => {
      timers.delete(timer);
      approve(orderId).catch(() => {});
    }, options.autoApproveMs);
    timer.unref();
    timers.add(timer);
  };

  const createPix = async (charge: Charge): Promise<ProviderPayment> => {
    const store = await pixSettings(db);
    const qrCode = buildPixBrCode({
      pixKey: store.get("payment.pix_key") ?? "",
      merchantName: store.get("payment.merchant_name") ?? "",
      merchantCity: store.get("payment.merchant_city") ?? "",
      amount: charge.amount,
      txid: pixTxid(charge.externalId),
    });
    const qrCodeBase64 = (await QRCode.toBuffer(qrCode, { type: "png", errorCorrectionLevel: "M", margin: 2, width: 320 })).toString("base64");
    const id = `sbx-${randomUUID()}`;
    return {
      id,
      status: "pending",
      statusDetail: "pending_waiting_transfer",
      externalReference: String(charge.orderId),
      amount: charge.amount,
      method: "bank_transfer",
      pix: { qrCode, qrCodeBase64 },
      raw: { id, provider: SANDBOX, payment_method_id: "pix", transaction_amount: charge.amount, description: charge.description },
    };
  };

  const savedCardOf = async (clientId: number, cardId: string) => {
    const [row] = await db
      .select()
      .from(savedCards)
      .where(and(eq(savedCards.provider, SANDBOX), eq(savedCards.clientId, clientId), eq(savedCards.providerCardId, cardId)));
    return row;
  };

  /** Keeps an approved new card for the client, once (same number end, brand, expiry and holder). */
  const rememberCard = async (clientId: number, card: SandboxCard) => {
    const brand = cardBrandOf(card.number);
    const lastFour = card.number.slice(-4);
    const holder = card.cardholder_name.trim().toUpperCase();
    const mine = await db.select().from(savedCards).where(and(eq(savedCards.provider, SANDBOX), eq(savedCards.clientId, clientId)));
    const same = mine.find(
      (row) =>
        row.lastFourDigits === lastFour &&
        row.paymentMethodName === brand.id &&
        row.expirationMonth === card.expiration_month &&
        row.expirationYear === card.expiration_year &&
        row.cardholderName === holder,
    );
    if (same !== undefined) return;
    await db.insert(savedCards).values({
      clientId,
      provider: SANDBOX,
      providerCardId: `sbx-card-${randomBytes(8).toString("hex")}`,
      providerCustomerId: `sbx-client-${clientId}`,
      cardholderName: holder,
      issuerName: brand.name,
      lastFourDigits: lastFour,
      firstSixDigits: card.number.slice(0, 6),
      expirationMonth: card.expiration_month,
      expirationYear: card.expiration_year,
      paymentMethodName: brand.id,
      paymentMethodThumbnail: cardThumbnailPath(brand.id),
    });
  };

  const createCard = async (charge: CardCharge): Promise<ProviderPayment> => {
    let holder: string;
    let lastFour: string;
    let expiry: { month: number; year: number };
    if (charge.card !== undefined) {
      holder = charge.card.cardholder_name;
      lastFour = charge.card.number.slice(-4);
      expiry = { month: charge.card.expiration_month, year: charge.card.expiration_year };
    } else if (charge.cardId !== undefined) {
      const saved = await savedCardOf(charge.payer.clientId, charge.cardId);
      if (saved === undefined) throw new PaymentProviderError(SANDBOX_MESSAGES.cardNotFound, 404);
      holder = saved.cardholderName;
      lastFour = saved.lastFourDigits;
      expiry = { month: saved.expirationMonth ?? 12, year: saved.expirationYear ?? 2099 };
    } else {
      throw new PaymentProviderError(SANDBOX_MESSAGES.cardMissing, 400);
    }
    const now = new Date();
    if (expiry.year < now.getUTCFullYear() || (expiry.year === now.getUTCFullYear() && expiry.month < now.getUTCMonth() + 1)) {
      throw new PaymentProviderError(SANDBOX_MESSAGES.cardExpired, 400);
    }
    const outcome = sandboxCardOutcome(holder);
    if (outcome.status === "approved" && charge.card !== undefined) await rememberCard(charge.payer.clientId, charge.card);
    const id = `sbx-${randomUUID()}`;
    return {
      id,
      status: outcome.status,
      statusDetail: outcome.detail,
      externalReference: String(charge.orderId),
      amount: charge.amount,
      method: "credit_card",
      cardLastFour: lastFour,
      dateApproved: outcome.status === "approved" ? now.toISOString() : null,
      raw: { id, provider: SANDBOX, payment_method_id: charge.paymentMethodId, installments: charge.installments, transaction_amount: charge.amount, last_four_digits: lastFour },
    };
  };

  return {
    name: SANDBOX,
    publicKey: null,
    createPayment: (charge) => (charge.method === "pix" ? createPix(charge) : createCard(charge)),
    afterRecorded(orderId, payment) {
      if (payment.method === "bank_transfer" && payment.status === "pending") scheduleApproval(orderId);
    },
    async getPayment(id) {
      const [row] = await db.select().from(orderPayments).where(and(eq(orderPayments.provider, SANDBOX), eq(orderPayments.providerPaymentId, id)));
      if (row === undefined) return undefined;
      return {
        id,
        status: row.status as PaymentStatus,
        statusDetail: row.statusDetail,
        externalReference: String(row.orderId),
        amount: row.amount,
        method: row.paymentMethod as ProviderPayment["method"],
        cardLastFour: row.cardLastFour,
        dateApproved: row.approvedAt?.toISOString() ?? null,
        raw: row.raw,
      };
    },
    async listCards(owner: CardOwner): Promise<SavedCard[]> {
      const rows = await db
        .select()
        .from(savedCards)
        .where(and(eq(savedCards.provider, SANDBOX), eq(savedCards.clientId, owner.clientId)))
        .orderBy(asc(savedCards.id));
      return rows.map((row) => ({
        id: row.providerCardId,
        customer_id: row.providerCustomerId,
        cardholder: { name: row.cardholderName },
        issuer: { name: row.issuerName ?? "" },
        last_four_digits: row.lastFourDigits,
        payment_method: { name: row.paymentMethodName, secure_thumbnail: row.paymentMethodThumbnail ?? cardThumbnailPath(row.paymentMethodName) },
      }));
    },
    async removeCard(owner, cardId) {
      const removed = await db
        .delete(savedCards)
        .where(and(eq(savedCards.provider, SANDBOX), eq(savedCards.clientId, owner.clientId), eq(savedCards.providerCardId, cardId)))
        .returning({ id: savedCards.id });
      return removed.length > 0;
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
