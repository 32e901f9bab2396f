import { boolean, integer, jsonb, numeric, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { COUPON_KINDS, COUPON_ORDER_TYPES, type CouponOrderType } from "@forno/domain/coupons";
import { COUPON_CHANNELS, type CouponChannel } from "@forno/domain/orders";
import { createdAt, money, updatedAt } from "./columns";

/**
 * The store's coupons (growth.md section 1). Never deleted (a used coupon stays for the reports):
 * `active = false` pauses one. `uses` counts the orders that used it and are paid and not
 * cancelled or refunded; the state moves keep it, in their own statement (decision 2803).
 */
export const coupons = pgTable("coupons", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  /** Stored upper case, so the unique constraint ignores case. */
  code: varchar({ length: 20 }).notNull().unique(),
  name: text().notNull(),
  kind: varchar({ length: 20, enum: COUPON_KINDS }).notNull(),
  /** A percent (1-100) or reais, by kind; 0 for free delivery. */
  value: numeric({ precision: 10, scale: 2, mode: "number" }).notNull().default(0),
  maxDiscount: money("max_discount"),
  minSubtotal: money("min_subtotal").notNull().default(0),
  appliesToGroups: jsonb("applies_to_groups").$type<string[]>().notNull().default([]),
  firstOrderOnly: boolean("first_order_only").notNull().default(false),
  maxUses: integer("max_uses").notNull().default(0),
  maxUsesPerClient: integer("max_uses_per_client").notNull().default(1),
  startsAt: timestamp("starts_at", { withTimezone: true, mode: "date" }),
  endsAt: timestamp("ends_at", { withTimezone: true, mode: "date" }),
  /** 0 = Sunday; null = every day. */
  weekdays: jsonb().$type<number[] | null>(),
  /** "HH:MM" on the store's clock; both or neither. */
  timeFrom: varchar("time_from", { length: 5 }),
  timeTo: varchar("time_to", { length: 5 }),
  orderTypes: jsonb("order_types").$type<CouponOrderType[]>().notNull().default([...COUPON_ORDER_TYPES]),
  channels: jsonb().$type<CouponChannel[]>().notNull().default([...COUPON_CHANNELS]),
  active: boolean().notNull().default(true),
  uses: integer().notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
