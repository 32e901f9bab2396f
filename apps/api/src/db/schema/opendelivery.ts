import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { orders } from "./orders";

/**
 * The OpenDelivery event feed (operations.md section 7): one row per event a store's PDV polls,
 * written in the same transaction as the change it tells of. An acknowledged event never comes back.
 */
export const opendeliveryEvents = pgTable(
  "opendelivery_events",
  {
    eventId: uuid("event_id").primaryKey().defaultRandom(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The standard's event type: CREATED, CONFIRMED, PREPARING, READY_FOR_PICKUP, DISPATCHED, DELIVERED, CANCELLED. */
    eventType: varchar("event_type", { length: 30 }).notNull(),
    /** What the standard wants with some types: `{}` for CONFIRMED, `{reason, code}` for CANCELLED. */
    metadata: jsonb(),
    createdAt: createdAt(),
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true, mode: "date" }),
    /** Claimed by the one API instance that pushes it to the PDV's webhook (OPENDELIVERY_WEBHOOK_URL). */
    webhookAt: timestamp("webhook_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    // Polling reads the unacknowledged events oldest first.
    index("opendelivery_events_pending_idx").on(t.createdAt, t.eventId).where(sql`${t.acknowledgedAt} IS NULL`),
    index("opendelivery_events_order_idx").on(t.orderId, t.eventType),
  ],
);

/**
 * The integration's single row (id = 1): whether it is configured (the SQL that records events
 * reads `enabled`), the secret staff rotated (it overrides OPENDELIVERY_CLIENT_SECRET for the same
 * client id, and signs the webhooks, so it is kept retrievably) and what the Integrações screen shows.
 */
export const opendeliveryState = pgTable(
  "opendelivery_state",
  {
    id: smallint().primaryKey().default(1),
    enabled: boolean().notNull().default(false),
    clientSecret: text("client_secret"),
    /** The OPENDELIVERY_CLIENT_ID the rotated secret belongs to: another client id ignores it. */
    secretClientId: text("secret_client_id"),
    secretRotatedAt: timestamp("secret_rotated_at", { withTimezone: true, mode: "date" }),
    lastTokenAt: timestamp("last_token_at", { withTimezone: true, mode: "date" }),
    lastPolledAt: timestamp("last_polled_at", { withTimezone: true, mode: "date" }),
    lastWebhookAt: timestamp("last_webhook_at", { withTimezone: true, mode: "date" }),
    lastWebhookStatus: integer("last_webhook_status"),
  },
  (t) => [check("opendelivery_state_single_row", sql`${t.id} = 1`)],
);
