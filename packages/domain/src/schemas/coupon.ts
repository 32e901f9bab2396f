import { z } from "zod";
import { COUPON_FORM_MESSAGES } from "../coupons/coupon-messages";
import { COUPON_CODE_PATTERN, normalizeCouponCode } from "../coupons/coupon-code";
import { COUPON_KINDS, COUPON_ORDER_TYPES } from "../coupons/coupon-rules";
import { couponRulesProblem } from "../coupons/coupon-rules-problem";
import { COUPON_CHANNELS } from "../orders/order-channel";
import { listQuerySchema, whereBooleanSchema, whereTextSchema } from "./list-query";
import { idSchema, isoDateTimeSchema, moneySchema } from "./primitives";

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A coupon as staff see it (growth.md section 1): money in reais, `value` a percent or reais by `kind`. */
export const couponSchema = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.number().nonnegative(),
  max_discount: moneySchema.nullable(),
  min_subtotal: moneySchema,
  applies_to_groups: z.array(z.string()),
  first_order_only: z.boolean(),
  max_uses: z.number().int().nonnegative(),
  max_uses_per_client: z.number().int().nonnegative(),
  starts_at: isoDateTimeSchema.nullable(),
  ends_at: isoDateTimeSchema.nullable(),
  weekdays: z.array(z.number().int().min(0).max(6)).nullable(),
  time_from: z.string().nullable(),
  time_to: z.string().nullable(),
  order_types: z.array(z.enum(COUPON_ORDER_TYPES)),
  channels: z.array(z.enum(COUPON_CHANNELS)),
  active: z.boolean(),
  /** Counted orders that used it (paid, not cancelled or refunded); read only. */
  uses: z.number().int().nonnegative(),
  created_at: isoDateTimeSchema,
});
export type Coupon = z.infer<typeof couponSchema>;

/** Every field of a coupon's body, each with the message the form shows under it. */
const couponFields = {
  code: z
    .string({ error: COUPON_FORM_MESSAGES.code })
    .transform(normalizeCouponCode)
    .refine((code) => COUPON_CODE_PATTERN.test(code), COUPON_FORM_MESSAGES.code),
  name: z.string({ error: COUPON_FORM_MESSAGES.name }).trim().min(1, COUPON_FORM_MESSAGES.name).max(80, COUPON_FORM_MESSAGES.name),
  kind: z.enum(COUPON_KINDS, { error: COUPON_FORM_MESSAGES.kind }),
  value: z.number({ error: COUPON_FORM_MESSAGES.fixed }).nonnegative(COUPON_FORM_MESSAGES.fixed),
  max_discount: z.number({ error: COUPON_FORM_MESSAGES.maxDiscount }).nullable(),
  min_subtotal: z.number({ error: COUPON_FORM_MESSAGES.minSubtotal }),
  applies_to_groups: z.array(z.string({ error: COUPON_FORM_MESSAGES.groups }).trim(), { error: COUPON_FORM_MESSAGES.groups }).max(50, COUPON_FORM_MESSAGES.groups),
  first_order_only: z.boolean(),
  max_uses: z.number({ error: COUPON_FORM_MESSAGES.uses }).int(COUPON_FORM_MESSAGES.uses).nonnegative(COUPON_FORM_MESSAGES.uses).max(1_000_000, COUPON_FORM_MESSAGES.uses),
  max_uses_per_client: z.number({ error: COUPON_FORM_MESSAGES.uses }).int(COUPON_FORM_MESSAGES.uses).nonnegative(COUPON_FORM_MESSAGES.uses).max(1_000_000, COUPON_FORM_MESSAGES.uses),
  starts_at: z.iso.datetime({ offset: true, error: COUPON_FORM_MESSAGES.instant }).nullable(),
  ends_at: z.iso.datetime({ offset: true, error: COUPON_FORM_MESSAGES.instant }).nullable(),
  weekdays: z.array(z.number({ error: COUPON_FORM_MESSAGES.weekdays }).int(COUPON_FORM_MESSAGES.weekdays).min(0, COUPON_FORM_MESSAGES.weekdays).max(6, COUPON_FORM_MESSAGES.weekdays), { error: COUPON_FORM_MESSAGES.weekdays }).max(7, COUPON_FORM_MESSAGES.weekdays).nullable(),
  time_from: z.string({ error: COUPON_FORM_MESSAGES.times }).regex(HH_MM, COUPON_FORM_MESSAGES.times).nullable(),
  time_to: z.string({ error: COUPON_FORM_MESSAGES.times }).regex(HH_MM, COUPON_FORM_MESSAGES.times).nullable(),
  order_types: z.array(z.enum(COUPON_ORDER_TYPES, { error: COUPON_FORM_MESSAGES.orderTypes }), { error: COUPON_FORM_MESSAGES.orderTypes }).max(2, COUPON_FORM_MESSAGES.orderTypes),
  channels: z.array(z.enum(COUPON_CHANNELS, { error: COUPON_FORM_MESSAGES.channels }), { error: COUPON_FORM_MESSAGES.channels }).max(3, COUPON_FORM_MESSAGES.channels),
  active: z.boolean(),
};

/** POST /coupons: code, name and kind are required; every other rule has the contract's default. */
export const couponCreateBodySchema = z
  .object({
    code: couponFields.code,
    name: couponFields.name,
    kind: couponFields.kind,
    value: couponFields.value.default(0),
    max_discount: couponFields.max_discount.default(null),
    min_subtotal: couponFields.min_subtotal.default(0),
    applies_to_groups: couponFields.applies_to_groups.default([]),
    first_order_only: couponFields.first_order_only.default(false),
    max_uses: couponFields.max_uses.default(0),
    max_uses_per_client: couponFields.max_uses_per_client.default(1),
    starts_at: couponFields.starts_at.default(null),
    ends_at: couponFields.ends_at.default(null),
    weekdays: couponFields.weekdays.default(null),
    time_from: couponFields.time_from.default(null),
    time_to: couponFields.time_to.default(null),
    order_types: couponFields.order_types.default([...COUPON_ORDER_TYPES]),
    channels: couponFields.channels.default([...COUPON_CHANNELS]),
    active: couponFields.active.default(true),
  })
  .superRefine(
    (body, context) => {
      const problem = couponRulesProblem(body);
      if (problem !== null) context.addIssue({ code: "custom", path: [problem.field], message: problem.message });
    },
    // The rules together only once each field is sound (a field's own message is enough).
    { when: (payload) => payload.issues.length === 0 },
  );
export type CouponCreateBody = z.output<typeof couponCreateBodySchema>;
export type CouponCreateBodyInput = z.input<typeof couponCreateBodySchema>;

/** PATCH /coupons/{id}: any field; the rules are checked together as the coupon would become (`couponRulesProblem`). */
export const couponUpdateBodySchema = z.object(couponFields).partial();
export type CouponUpdateBody = z.output<typeof couponUpdateBodySchema>;

export const COUPON_SORT_FIELDS = ["code", "name", "uses", "created_at", "active"] as const;

/** GET /coupons: the list contract of the other tables (growth.md section 1). */
export const couponListQuerySchema = listQuerySchema({
  where: { where_code: whereTextSchema, where_name: whereTextSchema, where_active: whereBooleanSchema },
  order: COUPON_SORT_FIELDS,
});
export type CouponListQuery = z.output<typeof couponListQuerySchema>;

/** The coupon a quote applied: its code, name and conditions sentence. */
export const quotedCouponSchema = z.object({ code: z.string(), name: z.string(), conditions: z.string() });
export type QuotedCoupon = z.infer<typeof quotedCouponSchema>;

/**
 * POST /orders/quote (growth.md section 1): the exact figures the order would get. A refused coupon
 * still answers: its message in `problems`, `discount` 0, `coupon` null. `reward` is the loyalty
 * card's (section 2) when `use_reward` was asked and holds; a refused reward answers like a coupon.
 */
export const orderQuoteSchema = z.object({
  subtotal: moneySchema,
  delivery_fee: moneySchema,
  discount: moneySchema,
  total: moneySchema,
  coupon: quotedCouponSchema.nullable(),
  /** The reward applied: what it is ("Uma pizza grátis (até R$ 60,00)"). */
  reward: z.object({ name: z.string() }).nullable(),
  problems: z.array(z.string()),
});
export type OrderQuote = z.infer<typeof orderQuoteSchema>;
