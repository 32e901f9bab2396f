import { COUPON_CHANNELS } from "../orders/order-channel";
import { clockMinutes } from "../store-hours/local-date";
import { COUPON_FORM_MESSAGES } from "./coupon-messages";
import { COUPON_ORDER_TYPES, type CouponRules } from "./coupon-rules";

export type CouponRulesField = keyof CouponRules;

export interface CouponRulesProblem {
  field: CouponRulesField;
  message: string;
}

const isWhole = (value: number) => Number.isInteger(value) && value >= 0 && value <= 1_000_000;
const isCents = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
const distinct = <T>(values: readonly T[]) => new Set(values).size === values.length;

/**
 * The first problem of a coupon's rules taken together, or null (POST /coupons checks the body,
 * PATCH the coupon as it would become; the form shows the same message under the field): a percent
 * from 1 to 100, a fixed amount above zero, a maximum above zero or none, whole caps, the end after
 * the start, at least one weekday, both hours or neither and not equal, at least one order type
 * (free delivery needs delivery) and one channel.
 */
export function couponRulesProblem(rules: Omit<CouponRules, "active">): CouponRulesProblem | null {
  const problem = (field: CouponRulesField, message: string): CouponRulesProblem => ({ field, message });
  if (rules.kind === "percent" && !(Number.isInteger(rules.value) && rules.value >= 1 && rules.value <= 100)) return problem("value", COUPON_FORM_MESSAGES.percent);
  if (rules.kind === "fixed" && !(rules.value > 0 && rules.value <= 100_000 && isCents(rules.value))) return problem("value", COUPON_FORM_MESSAGES.fixed);
  if (rules.max_discount !== null && !(rules.max_discount > 0 && rules.max_discount <= 100_000 && isCents(rules.max_discount))) return problem("max_discount", COUPON_FORM_MESSAGES.maxDiscount);
  if (!(rules.min_subtotal >= 0 && rules.min_subtotal <= 100_000 && isCents(rules.min_subtotal))) return problem("min_subtotal", COUPON_FORM_MESSAGES.minSubtotal);
  const groups = rules.applies_to_groups;
  if (!distinct(groups) || groups.some((group) => group.trim() === "" || group.length > 60)) return problem("applies_to_groups", COUPON_FORM_MESSAGES.groups);
  if (!isWhole(rules.max_uses)) return problem("max_uses", COUPON_FORM_MESSAGES.uses);
  if (!isWhole(rules.max_uses_per_client)) return problem("max_uses_per_client", COUPON_FORM_MESSAGES.uses);
  for (const field of ["starts_at", "ends_at"] as const) {
    const instant = rules[field];
    if (instant !== null && Number.isNaN(Date.parse(instant))) return problem(field, COUPON_FORM_MESSAGES.instant);
  }
  if (rules.starts_at !== null && rules.ends_at !== null && Date.parse(rules.ends_at) <= Date.parse(rules.starts_at)) return problem("ends_at", COUPON_FORM_MESSAGES.dates);
  const days = rules.weekdays;
  if (days !== null && (days.length === 0 || !distinct(days) || days.some((day) => !Number.isInteger(day) || day < 0 || day > 6))) return problem("weekdays", COUPON_FORM_MESSAGES.weekdays);
  const from = rules.time_from === null ? null : clockMinutes(rules.time_from);
  const to = rules.time_to === null ? null : clockMinutes(rules.time_to);
  const bothOrNeither = (rules.time_from === null) === (rules.time_to === null);
  if (!bothOrNeither || (rules.time_from !== null && from === null) || (rules.time_to !== null && to === null) || (from !== null && from === to)) {
    return problem(rules.time_from === null || from === null ? "time_from" : "time_to", COUPON_FORM_MESSAGES.times);
  }
  const types = rules.order_types;
  if (types.length === 0 || !distinct(types) || types.some((type) => !COUPON_ORDER_TYPES.includes(type))) return problem("order_types", COUPON_FORM_MESSAGES.orderTypes);
  if (rules.kind === "free_delivery" && !types.includes("delivery")) return problem("order_types", COUPON_FORM_MESSAGES.freeDelivery);
  const channels = rules.channels;
  if (channels.length === 0 || !distinct(channels) || channels.some((channel) => !COUPON_CHANNELS.includes(channel))) return problem("channels", COUPON_FORM_MESSAGES.channels);
  return null;
}
