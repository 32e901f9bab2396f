import { type FractionPricingRule, FRACTION_PRICING_RULES } from "@forno/domain/pricing-rules";
import { HOURS_SETTING_DEFAULTS, type HoursSettingKey, parseReaisSetting } from "@forno/domain/schemas";
import type { SchedulingSettings } from "@forno/domain/store-hours";

/** The `operation.*` rules of contract section 2, typed (GET /settings/store's `operation`). */
export interface OperationRules extends SchedulingSettings {
  fraction_pricing: FractionPricingRule;
  min_order_amount: number;
  fractions_same_subgroup: boolean;
}

/**
 * Reads the rules from the stored settings (`value(key)` answers the stored text, or undefined when
 * the row is missing); a missing or unreadable value falls back to the contract's default.
 */
export function operationRules(value: (key: string) => string | undefined): OperationRules {
  const text = (key: HoursSettingKey) => value(key) ?? HOURS_SETTING_DEFAULTS[key];
  const integer = (key: HoursSettingKey) => {
    const number = Number.parseInt(text(key), 10);
    return Number.isInteger(number) && number >= 0 ? number : Number(HOURS_SETTING_DEFAULTS[key]);
  };
  const pricing = text("operation.fraction_pricing");
  return {
    schedule_lead_minutes: integer("operation.schedule_lead_minutes"),
    schedule_max_days: integer("operation.schedule_max_days"),
    slot_minutes: Math.max(1, integer("operation.slot_minutes")),
    slot_capacity: integer("operation.slot_capacity"),
    accept_scheduled_when_closed: text("operation.accept_scheduled_when_closed") === "true",
    fraction_pricing: FRACTION_PRICING_RULES.find((rule) => rule === pricing) ?? "proportional",
    min_order_amount: parseReaisSetting(text("operation.min_order_amount")) ?? 0,
    fractions_same_subgroup: text("operation.fractions_same_subgroup") === "true",
  };
}
