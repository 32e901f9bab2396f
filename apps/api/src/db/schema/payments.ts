import { index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { clients } from "./accounts";
import { createdAt, money, updatedAt } from "./columns";
import { orders } from "./orders";

export const orderPayments = pgTable(
  "order_payments",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** Null on a marketplace order's payment (it has no Forno client). */
    clientId: integer("client_id").references(() => clients.id),
    provider: varchar({ length: 20 }).notNull(),
    providerPaymentId: varchar("provider_payment_id", { length: 64 }).notNull(),
    /** `credit_card` or `bank_transfer` (Pix), as the apps show them; `cash` or `card_on_delivery` paid to the driver. */
    paymentMethod: varchar("payment_method", { length: 20 }).notNull(),
    /** Provider status: pending, approved, rejected, in_process, cancelled, refunded... */
    status: varchar({ length: 20 }).notNull(),
    statusDetail: text("status_detail"),
    amount: money("amount").notNull(),
    /** Cash on delivery: the note the customer pays with (null for exact money and other methods). */
    changeFor: money("change_for"),
    pixQrCode: text("pix_qr_code"),
    cardLastFour: varchar("card_last_four", { length: 4 }),
    /** The provider's answer, kept for support (never card numbers). */
    raw: jsonb(),
    approvedAt: timestamp("approved_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("order_payments_provider_payment_idx").on(t.provider, t.providerPaymentId),
    index("order_payments_order_idx").on(t.orderId, t.id),
    index("order_payments_client_idx").on(t.clientId),
  ],
);

export const savedCards = pgTable(
  "saved_cards",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    provider: varchar({ length: 20 }).notNull(),
    providerCardId: varchar("provider_card_id", { length: 64 }).notNull(),
    providerCustomerId: varchar("provider_customer_id", { length: 64 }).notNull(),
    cardholderName: text("cardholder_name").notNull(),
    issuerName: text("issuer_name"),
    lastFourDigits: varchar("last_four_digits", { length: 4 }).notNull(),
    firstSixDigits: varchar("first_six_digits", { length: 6 }),
    expirationMonth: smallint("expiration_month"),
    expirationYear: smallint("expiration_year"),
    paymentMethodName: varchar("payment_method_name", { length: 40 }).notNull(),
    paymentMethodThumbnail: text("payment_method_thumbnail"),
    createdAt: createdAt(),
  },
  (t) => [index("saved_cards_client_idx").on(t.clientId, t.id), uniqueIndex("saved_cards_provider_card_idx").on(t.provider, t.providerCardId)],
);

/** `Idempotency-Key` answers for POST /orders and POST /order-payments, kept 24 h. */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    route: varchar({ length: 40 }).notNull(),
    key: varchar({ length: 255 }).notNull(),
    requestHash: varchar("request_hash", { length: 64 }).notNull(),
    statusCode: smallint("status_code"),
    response: jsonb(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.route, t.key] }), index("idempotency_keys_expires_idx").on(t.expiresAt)],
);

/** Provider notifications already handled, so a repeated webhook changes nothing. */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    provider: varchar({ length: 20 }).notNull(),
    requestId: varchar("request_id", { length: 120 }).notNull(),
    dataId: varchar("data_id", { length: 64 }),
    payload: jsonb(),
    receivedAt: createdAt(),
  },
  (t) => [uniqueIndex("webhook_events_request_idx").on(t.provider, t.requestId)],
);
