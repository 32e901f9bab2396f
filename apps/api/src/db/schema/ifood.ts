import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, smallint, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { orders } from "./orders";

/** iFood's customer as the order keeps it (no Forno client is made: growth.md section 4). */
export interface IfoodCustomerColumn {
  name: string;
  phone: string | null;
  localizer: string | null;
  document: string | null;
}

/**
 * What an iFood order holds beyond any order (growth.md section 4): its customer, when it was
 * placed, the status calls iFood already knows (`known_calls`: confirm, startPreparation, dispatch,
 * readyToPickup), the store's cancellation request, and the last problem telling iFood (shown on
 * the desk card). `call_lease_until`: one instance at a time makes this order's calls.
 */
export const ifoodOrders = pgTable(
  "ifood_orders",
  {
    orderId: integer("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    placedAt: timestamp("placed_at", { withTimezone: true, mode: "date" }).notNull(),
    customer: jsonb().$type<IfoodCustomerColumn>().notNull(),
    knownCalls: text("known_calls").array().notNull().default(sql`'{}'::text[]`),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true, mode: "date" }),
    cancellationRequestedAt: timestamp("cancellation_requested_at", { withTimezone: true, mode: "date" }),
    cancellationCode: varchar("cancellation_code", { length: 40 }),
    problem: text(),
    /** Since when iFood has not answered this order's calls (the follower gives up after its attempts); null when it answers. */
    callsFailingSince: timestamp("calls_failing_since", { withTimezone: true, mode: "date" }),
    callLeaseUntil: timestamp("call_lease_until", { withTimezone: true, mode: "date" }),
    /** iFood's details as they came, for support. */
    details: jsonb().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("ifood_orders_placed_idx").on(t.placedAt)],
);

/**
 * Every event the poller received (growth.md section 4), stored before it is acknowledged: iFood's
 * id is the key, so a duplicate is stored once; events are processed in iFood's `created_at` order,
 * an event whose order is not here yet waits (`retry_at`) for its PLACED event.
 */
export const ifoodEvents = pgTable(
  "ifood_events",
  {
    id: varchar({ length: 100 }).primaryKey(),
    ifoodOrderId: varchar("ifood_order_id", { length: 100 }).notNull(),
    code: varchar({ length: 20 }).notNull(),
    fullCode: varchar("full_code", { length: 60 }),
    /** iFood's createdAt: the order events are applied in. */
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    processedAt: timestamp("processed_at", { withTimezone: true, mode: "date" }),
    attempts: integer().notNull().default(0),
    retryAt: timestamp("retry_at", { withTimezone: true, mode: "date" }),
    /** Why it was given up, in plain Portuguese (the details never came, an unreadable order). */
    problem: text(),
  },
  (t) => [
    index("ifood_events_pending_idx").on(t.createdAt, t.id).where(sql`${t.processedAt} IS NULL`),
    index("ifood_events_order_idx").on(t.ifoodOrderId, t.createdAt),
  ],
);

/** One problem of the integration, for the Integrações screen. */
export interface IfoodProblem {
  at: string;
  message: string;
}

/**
 * The connector's single row (id = 1): which API instance polls (`poller_id` until `poller_until`:
 * elected through the database, decision 3400), when a poll last started and was answered, the
 * store's pause mirrored as an iFood interruption, and the latest problems.
 */
export const ifoodState = pgTable(
  "ifood_state",
  {
    id: smallint().primaryKey().default(1),
    pollerId: text("poller_id"),
    pollerUntil: timestamp("poller_until", { withTimezone: true, mode: "date" }),
    pollStartedAt: timestamp("poll_started_at", { withTimezone: true, mode: "date" }),
    lastPollAt: timestamp("last_poll_at", { withTimezone: true, mode: "date" }),
    lastPollOk: smallint("last_poll_ok"),
    interruptionId: text("interruption_id"),
    interruptionStartedAt: timestamp("interruption_started_at", { withTimezone: true, mode: "date" }),
    /** The pause the interruption mirrors (store_hours.paused_at); null while none is open. */
    interruptionFor: timestamp("interruption_for", { withTimezone: true, mode: "date" }),
    syncLeaseUntil: timestamp("sync_lease_until", { withTimezone: true, mode: "date" }),
    errors: jsonb().$type<IfoodProblem[]>().notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [check("ifood_state_single_row", sql`${t.id} = 1`)],
);
