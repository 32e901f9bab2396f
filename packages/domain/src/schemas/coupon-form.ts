import { z } from "zod";
import { COUPON_FORM_MESSAGES } from "../coupons/coupon-messages";
import { COUPON_KINDS, COUPON_ORDER_TYPES, type CouponRules } from "../coupons/coupon-rules";
import { type CouponRulesField, couponRulesProblem } from "../coupons/coupon-rules-problem";
import { formatCentavos } from "../format/money";
import { parseReais } from "../format/parse-reais";
import { COUPON_CHANNELS } from "../orders/order-channel";
import { reaisToCentavos } from "../pricing/centavos";
import { addDays } from "../store-hours/local-date";
import { instantAt, wallClock } from "../store-hours/zoned-clock";
import type { Coupon, CouponCreateBody } from "./coupon";

/**
 * The backoffice's coupon form (growth.md section 1: every rule in plain controls): texts as typed
 * ("10", "40,00"), the validity as local dates (from the start of the first day to the end of the
 * last), weekdays as seven boxes, hours as "HH:MM", order types and channels as boxes. The rules
 * together are the domain's `couponRulesProblem`, shown under the control they concern.
 */
export const couponFormSchema = z
  .object({
    code: z.string(),
    name: z.string(),
    kind: z.enum(COUPON_KINDS, { error: COUPON_FORM_MESSAGES.kind }),
    value: z.string(),
    max_discount: z.string(),
    min_subtotal: z.string(),
    groups: z.array(z.string()),
    first_order_only: z.boolean(),
    max_uses: z.string(),
    max_uses_per_client: z.string(),
    starts_on: z.string(),
    ends_on: z.string(),
    weekdays: z.array(z.number().int().min(0).max(6)),
    time_from: z.string(),
    time_to: z.string(),
    order_types: z.array(z.enum(COUPON_ORDER_TYPES)),
    channels: z.array(z.enum(COUPON_CHANNELS)),
    active: z.boolean(),
  })
  .superRefine((form, context) => {
    const converted = couponFormToBody(form);
    if ("problem" in converted) context.addIssue({ code: "custom", path: [converted.problem.field], message: converted.problem.message });
  });
export type CouponForm = z.infer<typeof couponFormSchema>;
type CouponFormField = keyof CouponForm;

/** Where a rule's problem shows in the form. */
const FORM_FIELD: Partial<Record<CouponRulesField, CouponFormField>> = { applies_to_groups: "groups", starts_at: "starts_on", ends_at: "ends_on" };

/** A new coupon's form: 10%, every product, one use per client, every day, every type and channel, active. */
export const NEW_COUPON_FORM: CouponForm = {
  code: "",
  name: "",
  kind: "percent",
  value: "10",
  max_discount: "",
  min_subtotal: "",
  groups: [],
  first_order_only: false,
  max_uses: "0",
  max_uses_per_client: "1",
  starts_on: "",
  ends_on: "",
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  time_from: "",
  time_to: "",
  order_types: [...COUPON_ORDER_TYPES],
  channels: [...COUPON_CHANNELS],
  active: true,
};

const money = (reais: number) => formatCentavos(reaisToCentavos(reais)).replace(/^R\$\s/, "");
/** A local date's start, as an instant; `endOf` its last second. */
const startOf = (date: string, timeZone: string) => new Date(instantAt(date, 0, timeZone)).toISOString();
const endOf = (date: string, timeZone: string) => new Date(instantAt(addDays(date, 1), 0, timeZone) - 1000).toISOString();
const localDate = (instant: string | null, timeZone: string) => (instant === null ? "" : wallClock(Date.parse(instant), timeZone).date);

/** A coupon as its form shows it. */
export function couponToForm(coupon: Coupon, timeZone: string): CouponForm {
  return {
    code: coupon.code,
    name: coupon.name,
    kind: coupon.kind,
    value: coupon.kind === "fixed" ? money(coupon.value) : coupon.kind === "percent" ? String(coupon.value) : "",
    max_discount: coupon.max_discount === null ? "" : money(coupon.max_discount),
    min_subtotal: coupon.min_subtotal === 0 ? "" : money(coupon.min_subtotal),
    groups: [...coupon.applies_to_groups],
    first_order_only: coupon.first_order_only,
    max_uses: String(coupon.max_uses),
    max_uses_per_client: String(coupon.max_uses_per_client),
    starts_on: localDate(coupon.starts_at, timeZone),
    ends_on: localDate(coupon.ends_at, timeZone),
    weekdays: coupon.weekdays === null ? [0, 1, 2, 3, 4, 5, 6] : [...coupon.weekdays],
    time_from: coupon.time_from ?? "",
    time_to: coupon.time_to ?? "",
    order_types: [...coupon.order_types],
    channels: [...coupon.channels],
    active: coupon.active,
  };
}

const wholeNumber = (text: string) => (/^\d{1,7}$/.test(text.trim()) ? Number(text.trim()) : text.trim() === "" ? 0 : null);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The body of POST (or PATCH) /coupons from the form, in the store's time zone, or the first
 * problem and the form field it concerns (a value that is not a number, a date that is not one,
 * then the rules together).
 */
export function couponFormToBody(form: CouponForm, timeZone = "America/Sao_Paulo"): CouponCreateBody | { problem: { field: CouponFormField; message: string } } {
  const problem = (field: CouponFormField, message: string) => ({ problem: { field, message } });
  const code = form.code.trim().toUpperCase();
  if (!/^[A-Z0-9]{3,20}$/.test(code)) return problem("code", COUPON_FORM_MESSAGES.code);
  const name = form.name.trim();
  if (name === "" || name.length > 80) return problem("name", COUPON_FORM_MESSAGES.name);
  const value = form.kind === "free_delivery" ? 0 : form.kind === "percent" ? Number(form.value.trim().replace(",", ".")) : parseReais(form.value);
  if (value === null || Number.isNaN(value)) return problem("value", form.kind === "percent" ? COUPON_FORM_MESSAGES.percent : COUPON_FORM_MESSAGES.fixed);
  const maxDiscount = form.kind !== "percent" || form.max_discount.trim() === "" ? null : parseReais(form.max_discount);
  if (form.kind === "percent" && form.max_discount.trim() !== "" && maxDiscount === null) return problem("max_discount", COUPON_FORM_MESSAGES.maxDiscount);
  const minSubtotal = form.min_subtotal.trim() === "" ? 0 : parseReais(form.min_subtotal);
  if (minSubtotal === null) return problem("min_subtotal", COUPON_FORM_MESSAGES.minSubtotal);
  const maxUses = wholeNumber(form.max_uses);
  if (maxUses === null) return problem("max_uses", COUPON_FORM_MESSAGES.uses);
  const perClient = wholeNumber(form.max_uses_per_client);
  if (perClient === null) return problem("max_uses_per_client", COUPON_FORM_MESSAGES.uses);
  for (const field of ["starts_on", "ends_on"] as const) {
    if (form[field] !== "" && !DATE.test(form[field])) return problem(field, COUPON_FORM_MESSAGES.instant);
  }
  const rules: Omit<CouponRules, "active"> = {
    kind: form.kind,
    value,
    max_discount: maxDiscount,
    min_subtotal: minSubtotal,
    applies_to_groups: form.groups,
    first_order_only: form.first_order_only,
    max_uses: maxUses,
    max_uses_per_client: perClient,
    starts_at: form.starts_on === "" ? null : startOf(form.starts_on, timeZone),
    ends_at: form.ends_on === "" ? null : endOf(form.ends_on, timeZone),
    // Every day checked is every day.
    weekdays: form.weekdays.length === 7 ? null : [...form.weekdays].sort((a, b) => a - b),
    time_from: form.time_from === "" ? null : form.time_from,
    time_to: form.time_to === "" ? null : form.time_to,
    order_types: form.order_types,
    channels: form.channels,
  };
  const rulesProblem = couponRulesProblem(rules);
  if (rulesProblem !== null) return problem(FORM_FIELD[rulesProblem.field] ?? (rulesProblem.field as CouponFormField), rulesProblem.message);
  return { code, name, ...rules, applies_to_groups: [...rules.applies_to_groups], weekdays: rules.weekdays === null ? null : [...rules.weekdays], order_types: [...rules.order_types], channels: [...rules.channels], active: form.active };
}
