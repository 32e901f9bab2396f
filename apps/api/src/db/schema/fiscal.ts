import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { FISCAL_STATUSES } from "@forno/domain/fiscal";
import { createdAt, updatedAt } from "./columns";
import { orders } from "./orders";

/**
 * The NFC-e of an order (growth.md section 3), one row per REF sent to the provider
 * (`forno-<order id>-<attempt>`). The order's `fiscal` block is its latest row. At most one row of
 * an order is pending or authorised (a partial unique index): two API instances never issue two
 * notes for one order, and a new REF is made only after a rejection or a cancellation.
 */
export const fiscalNotes = pgTable(
  "fiscal_notes",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    attempt: integer().notNull(),
    ref: varchar({ length: 60 }).notNull().unique(),
    status: varchar({ length: 12, enum: FISCAL_STATUSES }).notNull(),
    number: text(),
    series: text(),
    accessKey: varchar("access_key", { length: 44 }),
    qrcodeUrl: text("qrcode_url"),
    consultUrl: text("consult_url"),
    /** SEFAZ's message of a rejection, why the note could not be built, or the provider's silence. */
    message: text(),
    /** When it was authorised: the cancellation window counts from here. */
    issuedAt: timestamp("issued_at", { withTimezone: true, mode: "date" }),
    /** When it last became pending: the retries stop 24 hours later (status error). */
    pendingSince: timestamp("pending_since", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** When this REF was first sent: from then on its outcome is asked (GET) before sending it again. */
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }),
    /** An instance is calling the provider for this note until then (one call at a time per note). */
    leaseUntil: timestamp("lease_until", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("fiscal_notes_order_attempt_idx").on(t.orderId, t.attempt),
    uniqueIndex("fiscal_notes_live_idx").on(t.orderId).where(sql`${t.status} IN ('pending', 'authorized')`),
    index("fiscal_notes_status_idx").on(t.status, t.updatedAt),
  ],
);
