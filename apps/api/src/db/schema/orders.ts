import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, jsonb, numeric, pgEnum, pgSequence, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { ORDER_CHANNELS, ORDER_STATES } from "@forno/domain/orders";
import { LOYALTY_REWARDS } from "@forno/domain/loyalty";
import { DISCOUNT_SPONSORS } from "@forno/domain/schemas";
import { clients, staffUsers } from "./accounts";
import { productAdditionals, products } from "./catalog";
import { createdAt, money, updatedAt } from "./columns";
import { coupons } from "./coupons";
import { drivers } from "./drivers";

export const orderStateEnum = pgEnum("order_state", ORDER_STATES);

/** "Pedido #1001": a short human number, separate from the row id. */
export const orderExternalIdSeq = pgSequence("order_external_id_seq", { startWith: 1001 });

/** Ids of server-sent events (order and payment streams), so `Last-Event-ID` can replay what was missed. */
export const orderEventIdSeq = pgSequence("order_event_id_seq", { startWith: 1 });

export const orders = pgTable(
  "orders",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    externalId: integer("external_id")
      .notNull()
      .unique()
      .default(sql`nextval('order_external_id_seq')`),
    /** Null on a marketplace order: its customer stays the marketplace's (growth.md section 4). */
    clientId: integer("client_id").references(() => clients.id),
    /** Sum of the server-priced lines, without the delivery fee. */
    amount: money("amount").notNull(),
    deliveryFee: money("delivery_fee").notNull().default(0),
    /**
     * What its coupon (growth.md section 1) or its marketplace's promotion (section 4: the sum of
     * iFood's benefits) took off: the total is amount + delivery_fee - discount.
     */
    discount: money("discount").notNull().default(0),
    /** The coupon it was created with (its price binds: the discount stays whatever the coupon becomes). */
    couponId: integer("coupon_id").references(() => coupons.id),
    /** The coupon's code as it was used. */
    couponCode: varchar("coupon_code", { length: 20 }),
    /** Who pays the discount: "store" (its coupons), "marketplace", "shared" (an iFood promotion split); null without one (decision 3406). */
    discountSponsor: varchar("discount_sponsor", { length: 12, enum: DISCOUNT_SPONSORS }),
    /**
     * The loyalty card's stamps it earns when delivered, counted when it was placed with the settings
     * of that moment (0 without a client, with the program off, or from iFood: decision 3200).
     */
    loyaltyStamps: integer("loyalty_stamps").notNull().default(0),
    /** The stamps its reward uses (`loyalty.stamps_needed` when placed); 0 without a reward. */
    rewardStamps: integer("reward_stamps").notNull().default(0),
    /** Which reward it used (`loyalty.reward` when placed: a free delivery is the fee's discount); null without one. */
    rewardKind: varchar("reward_kind", { length: 16, enum: LOYALTY_REWARDS }),
    isDelivery: boolean("is_delivery").notNull(),
    /** Snapshot of the delivery address (or the store's, alias 'Retirada', for pickup). */
    address: jsonb().notNull(),
    /** The browser's cart as sent; kept for support, never trusted. */
    cart: jsonb().notNull(),
    orderNotes: text("order_notes").notNull().default("Pedido Online"),
    /** Denormalised latest state, kept in the same transaction as the history row. */
    currentState: orderStateEnum("current_state").notNull().default("PENDING"),
    scheduledTime: timestamp("scheduled_time", { withTimezone: true, mode: "date" }),
    /** Scheduled by the customer: scheduled_time is the chosen slot's start and payment keeps it. */
    isScheduled: boolean("is_scheduled").notNull().default(false),
    /** Where the order came from: "online" (the storefront), "phone" or "counter" (taken by staff), "ifood". */
    channel: varchar({ length: 10, enum: ORDER_CHANNELS }).notNull().default("online"),
    paidAt: timestamp("paid_at", { withTimezone: true, mode: "date" }),
    /** The driver of its latest move to DISPATCHED (null: none chosen, or not dispatched yet). */
    driverId: integer("driver_id").references(() => drivers.id),
    /** When it last moved to DISPATCHED: the drivers' report counts it on that local day. */
    dispatchedAt: timestamp("dispatched_at", { withTimezone: true, mode: "date" }),
    /** The order's id in OpenDelivery (the standard wants a UUID; operations.md section 7). */
    opendeliveryId: uuid("opendelivery_id").notNull().unique().defaultRandom(),
    /** When the store's PDV confirmed it (POST /opendelivery/v1/orders/{orderId}/confirm). */
    opendeliveryConfirmedAt: timestamp("opendelivery_confirmed_at", { withTimezone: true, mode: "date" }),
    /** A marketplace order's id there (iFood's order id) and the number its screens show (displayId). */
    externalRef: varchar("external_ref", { length: 100 }),
    displayRef: varchar("display_ref", { length: 20 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("orders_client_idx").on(t.clientId, t.id),
    index("orders_state_idx").on(t.currentState, t.id),
    index("orders_created_idx").on(t.createdAt),
    index("orders_scheduled_idx").on(t.scheduledTime),
    index("orders_dispatched_driver_idx").on(t.dispatchedAt, t.driverId),
    // A coupon's uses by client, counted under its lock at creation (growth.md section 1).
    index("orders_coupon_idx").on(t.couponId, t.clientId).where(sql`${t.couponId} IS NOT NULL`),
    // The backoffice's "newest scheduled first" sort (DESC NULLS LAST, unpaid orders last) cannot
    // walk the ascending index backwards (that would put them first): decision 0710.
    index("orders_scheduled_desc_idx").on(t.scheduledTime.desc().nullsLast(), t.id.desc().nullsFirst()),
    // Once per marketplace order, whatever the duplicate events (growth.md section 4).
    uniqueIndex("orders_external_ref_idx").on(t.channel, t.externalRef).where(sql`${t.externalRef} IS NOT NULL`),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    cartIndex: integer("cart_index").notNull(),
    itemGroup: integer("item_group").notNull(),
    /** The product id for a product line, the ProductAdditional id for an additional line (null: a marketplace's item kept by name). */
    itemId: integer("item_id"),
    itemIdParent: integer("item_id_parent"),
    productId: integer("product_id").references(() => products.id),
    additionalId: integer("additional_id").references(() => productAdditionals.id),
    /** Fractions such as 0.333 need three decimals. */
    quantity: numeric({ precision: 8, scale: 3, mode: "number" }).notNull(),
    unitAmount: money("unit_amount").notNull(),
    /** The line total as priced by @forno/domain (rounded once per line). */
    amount: money("amount").notNull(),
    name: text().notNull(),
    itemNotes: text("item_notes"),
  },
  (t) => [index("order_items_order_idx").on(t.orderId, t.cartIndex), index("order_items_product_idx").on(t.productId)],
);

export const orderStateHistory = pgTable(
  "order_state_history",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fromState: orderStateEnum("from_state"),
    toState: orderStateEnum("to_state").notNull(),
    /** Who moved it: the client, a staff member, the payment flow or the system. */
    actor: varchar({ length: 10 }).notNull(),
    staffUserId: integer("staff_user_id").references(() => staffUsers.id),
    createdAt: createdAt(),
  },
  (t) => [
    index("order_state_history_order_idx").on(t.orderId, t.id),
    // The reports find a period's orders by their PAID entries (contract part 2, section 4): decision 1803.
    index("order_state_history_paid_idx").on(t.createdAt, t.orderId).where(sql`${t.toState} = 'PAID'`),
  ],
);

/** Every event pushed on an order or payment stream, numbered for replay on reconnection. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: bigint({ mode: "number" })
      .primaryKey()
      .default(sql`nextval('order_event_id_seq')`),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    stream: varchar({ length: 10 }).notNull(),
    payload: jsonb().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("order_events_stream_idx").on(t.orderId, t.stream, t.id), index("order_events_created_idx").on(t.createdAt)],
);

/**
 * What follows a committed event outside its transaction (Web Push, the PDV's webhook; the fiscal
 * API and iFood later): one row per event and follower, inserted by the one API instance that claims
 * it, so each follower handles an event once whatever the instances, and retried while `retry_at`
 * says so (src/events/order-event-followers.ts, decision 2803).
 */
export const orderEventClaims = pgTable(
  "order_event_claims",
  {
    eventId: bigint("event_id", { mode: "number" })
      .notNull()
      .references(() => orderEvents.id, { onDelete: "cascade" }),
    follower: varchar({ length: 30 }).notNull(),
    claimedAt: timestamp("claimed_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    attempts: integer().notNull().default(1),
    /** Set when the follower finished with the event. */
    doneAt: timestamp("done_at", { withTimezone: true, mode: "date" }),
    /** When a failed attempt is tried again; null while claimed, once done, or once given up. */
    retryAt: timestamp("retry_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.follower] }), index("order_event_claims_retry_idx").on(t.follower, t.retryAt).where(sql`${t.doneAt} IS NULL`)],
);
