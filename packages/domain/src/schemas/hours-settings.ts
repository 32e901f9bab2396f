import { FRACTION_PRICING_RULES } from "../pricing-rules/fraction-pricing";
import { DEFAULT_SCHEDULING_SETTINGS } from "../store-hours/order-slots";

/** The `operation.*` settings of contract section 2: keys and the value a store starts with. */
export const HOURS_SETTING_DEFAULTS = {
  "operation.schedule_lead_minutes": String(DEFAULT_SCHEDULING_SETTINGS.schedule_lead_minutes),
  "operation.schedule_max_days": String(DEFAULT_SCHEDULING_SETTINGS.schedule_max_days),
  "operation.slot_minutes": String(DEFAULT_SCHEDULING_SETTINGS.slot_minutes),
  "operation.slot_capacity": String(DEFAULT_SCHEDULING_SETTINGS.slot_capacity),
  "operation.accept_scheduled_when_closed": String(DEFAULT_SCHEDULING_SETTINGS.accept_scheduled_when_closed),
  "operation.fraction_pricing": "proportional",
  "operation.min_order_amount": "0",
  "operation.fractions_same_subgroup": "false",
} as const;
export type HoursSettingKey = keyof typeof HOURS_SETTING_DEFAULTS;

export const HOURS_SETTING_MESSAGES = {
  fractionPricing: "Valor inválido: use proportional (cada fração pelo seu sabor) ou highest (o sabor mais caro).",
  amount: "Valor inválido: use um valor em reais, como 30 ou 30,00.",
  range: (min: number, max: number) => `Valor inválido: use um número entre ${min} e ${max}.`,
} as const;

/** Bounds of the integer settings: a day of lead time, two months ahead, slots of 5 minutes to 4 hours. */
const RANGES: Partial<Record<HoursSettingKey, readonly [number, number]>> = {
  "operation.schedule_lead_minutes": [0, 1440],
  "operation.schedule_max_days": [0, 60],
  "operation.slot_minutes": [5, 240],
  "operation.slot_capacity": [0, 1000],
};

/** "30", "30.5", "30,50" -> 30.5; anything else (negative, three decimals) -> null. */
export function parseReaisSetting(value: string): number | null {
  const match = /^\d{1,6}(?:[.,]\d{1,2})?$/.exec(value.trim());
  return match ? Number(match[0].replace(",", ".")) : null;
}

/**
 * The rule of a scheduling or pricing setting's new value beyond its type (boolean, integer...):
 * the pricing rule's choices, the integer ranges and an amount in reais. Returns the message of the
 * 400, or null when it is valid (also for keys that are not these settings).
 */
export function hoursSettingProblem(key: string, value: string): string | null {
  if (key === "operation.fraction_pricing") return (FRACTION_PRICING_RULES as readonly string[]).includes(value) ? null : HOURS_SETTING_MESSAGES.fractionPricing;
  if (key === "operation.min_order_amount") return parseReaisSetting(value) === null ? HOURS_SETTING_MESSAGES.amount : null;
  const range = RANGES[key as HoursSettingKey];
  if (range === undefined) return null;
  const number = Number(value);
  return Number.isInteger(number) && number >= range[0] && number <= range[1] ? null : HOURS_SETTING_MESSAGES.range(range[0], range[1]);
}
