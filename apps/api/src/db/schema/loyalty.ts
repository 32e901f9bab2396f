import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { LOYALTY_ENTRY_KINDS } from "@forno/domain/loyalty";
import { clients, staffUsers } from "./accounts";
import { orders } from "./orders";

/**
 * The loyalty card's ledger (growth.md section 2, decision 3200): a client's stamps are computed
 * from their entries (`loyaltyBalance`), never kept in a counter. The state moves write the order
 * entries (earned, taken_back, redeemed, given_back) in their own statement, once per order and
 * kind; staff write `adjusted` entries with their reason. System entries store no reason: the
 * history's text is `ledgerReason(kind, order number)`.
 */
export const loyaltyEntries = pgTable(
  "loyalty_entries",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id),
    at: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    kind: varchar({ length: 12, enum: LOYALTY_ENTRY_KINDS }).notNull(),
    /** Stamps added (> 0) or taken (< 0). */
    change: integer().notNull(),
    orderId: integer("order_id").references(() => orders.id),
    /** The staff member of an adjustment. */
    staffId: integer("staff_id").references(() => staffUsers.id),
    /** An adjustment's reason (3 to 200 characters); null on the system's entries. */
    reason: text(),
    /** When the stamps added expire, computed when they were added; null on a taking entry and a reward given back (its stamps keep their own). */
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    index("loyalty_entries_client_idx").on(t.clientId, t.at),
    // Once per order and kind, whatever the instances (the moves' NOT EXISTS checks, backed by the database).
    uniqueIndex("loyalty_entries_order_kind_idx").on(t.orderId, t.kind).where(sql`${t.orderId} IS NOT NULL`),
  ],
);
