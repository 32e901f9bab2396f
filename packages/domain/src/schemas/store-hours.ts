import { z } from "zod";
import { exceptionProblems, HOURS_MESSAGES, weekProblems, type HoursProblem } from "../store-hours/validate-hours";
import { isTimeZone } from "../store-hours/zoned-clock";
import { FRACTION_PRICING_RULES } from "../pricing-rules/fraction-pricing";
import { isoDateSchema, isoDateTimeSchema, moneySchema } from "./primitives";

const clockSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

// --- Answers ---

export const weekIntervalSchema = z.object({ day: z.number().int().min(0).max(6), opens: clockSchema, closes: clockSchema });
export type WeekIntervalWire = z.infer<typeof weekIntervalSchema>;

export const hoursExceptionSchema = z.union([
  z.object({ date: isoDateSchema, closed: z.literal(true) }),
  z.object({ date: isoDateSchema, opens: clockSchema, closes: clockSchema }),
]);

export const storePauseSchema = z.object({ until: isoDateTimeSchema.nullable(), reason: z.string() });

/** The computed fields, also spread into GET /settings/store's `operation`. */
export const openingStateShape = {
  is_open: z.boolean(),
  next_open_at: isoDateTimeSchema.nullable(),
  closes_at: isoDateTimeSchema.nullable(),
};

export const fractionPricingRuleSchema = z.enum(FRACTION_PRICING_RULES);

/**
 * The `operation.*` settings of contract section 2 as GET /settings/store carries them (amounts
 * in reais), to spread into its `operation` next to openingStateShape.
 */
export const operationRulesShape = {
  schedule_lead_minutes: z.number().int().nonnegative(),
  schedule_max_days: z.number().int().nonnegative(),
  slot_minutes: z.number().int().positive(),
  slot_capacity: z.number().int().nonnegative(),
  accept_scheduled_when_closed: z.boolean(),
  fraction_pricing: fractionPricingRuleSchema,
  min_order_amount: moneySchema,
  fractions_same_subgroup: z.boolean(),
};

/** GET /store/hours (and the answer of PUT /store/hours). */
export const storeHoursSchema = z.object({
  timezone: z.string(),
  week: z.array(weekIntervalSchema),
  exceptions: z.array(hoursExceptionSchema),
  pause: storePauseSchema.nullable(),
  ...openingStateShape,
});
export type StoreHoursAnswer = z.infer<typeof storeHoursSchema>;

/** One entry of GET /orders/slots. */
export const orderSlotSchema = z.object({ start: isoDateTimeSchema, end: isoDateTimeSchema, available: z.number().int().nonnegative() });
export type OrderSlotWire = z.infer<typeof orderSlotSchema>;

// --- Bodies and queries ---

function addProblems(problems: readonly HoursProblem[], ctx: z.RefinementCtx): void {
  for (const problem of problems) ctx.addIssue({ code: "custom", path: [problem.index], message: problem.message });
}

const weekIntervalInputSchema = z.object({
  day: z.number({ error: HOURS_MESSAGES.day }).int(HOURS_MESSAGES.day).min(0, HOURS_MESSAGES.day).max(6, HOURS_MESSAGES.day),
  opens: z.string(),
  closes: z.string(),
});

const hoursExceptionInputSchema = z.object({
  date: z.string({ error: HOURS_MESSAGES.date }),
  closed: z.boolean().optional(),
  opens: z.string().optional(),
  closes: z.string().optional(),
});

/**
 * PUT /store/hours. Every problem is a 400 whose message names the day or the date
 * ("Horários sobrepostos na segunda."); exceptions come out in the answer's shape.
 */
export const storeHoursBodySchema = z.object({
  timezone: z.string({ error: HOURS_MESSAGES.timezone }).refine(isTimeZone, HOURS_MESSAGES.timezone),
  week: z.array(weekIntervalInputSchema).max(70).superRefine((week, ctx) => addProblems(weekProblems(week), ctx)),
  exceptions: z
    .array(hoursExceptionInputSchema)
    .max(400)
    .superRefine((exceptions, ctx) => addProblems(exceptionProblems(exceptions), ctx))
    .transform((exceptions) =>
      exceptions.map((exception) =>
        exception.closed === true
          ? { date: exception.date, closed: true as const }
          : { date: exception.date, opens: exception.opens ?? "", closes: exception.closes ?? "" },
      ),
    ),
});
export type StoreHoursBody = z.output<typeof storeHoursBodySchema>;
export type StoreHoursBodyInput = z.input<typeof storeHoursBodySchema>;

export const PAUSE_MESSAGES = {
  minutes: "A pausa deve durar de 1 a 1440 minutos, ou até ser retomada.",
  reason: "O motivo da pausa deve ter no máximo 200 caracteres.",
} as const;

/** POST /store/pause: `minutes` null pauses until DELETE /store/pause resumes. */
export const storePauseBodySchema = z.object({
  minutes: z.number({ error: PAUSE_MESSAGES.minutes }).int(PAUSE_MESSAGES.minutes).min(1, PAUSE_MESSAGES.minutes).max(1440, PAUSE_MESSAGES.minutes).nullable(),
  reason: z.string().trim().max(200, PAUSE_MESSAGES.reason).default(""),
});
export type StorePauseBody = z.output<typeof storePauseBodySchema>;

/** GET /orders/slots?date=YYYY-MM-DD. */
export const orderSlotsQuerySchema = z.object({ date: isoDateSchema });
