import { formatNameList, nameListProblem, parseNameList } from "../catalog/catalog-order";
import { reaisToCentavos } from "../pricing/centavos";

/** What a full card is worth (growth.md section 2). */
export const LOYALTY_REWARDS = ["free_pizza", "free_delivery", "fixed"] as const;
export type LoyaltyReward = (typeof LOYALTY_REWARDS)[number];

/** The `loyalty.*` settings of growth.md section 2: keys and the value a store starts with. */
export const LOYALTY_SETTING_DEFAULTS = {
  "loyalty.enabled": "false",
  "loyalty.stamps_needed": "10",
  "loyalty.groups": "Pizzas Grandes",
  "loyalty.reward": "free_pizza",
  "loyalty.reward_value": "60.00",
  "loyalty.stamp_days": "90",
} as const;
export type LoyaltySettingKey = keyof typeof LOYALTY_SETTING_DEFAULTS;

export const LOYALTY_LIMITS = { stampsNeeded: { min: 2, max: 50 }, stampDays: { min: 1, max: 730 }, rewardValue: { max: 10_000 } } as const;

export const LOYALTY_SETTING_MESSAGES = {
  stampsNeeded: `Valor inválido: use de ${LOYALTY_LIMITS.stampsNeeded.min} a ${LOYALTY_LIMITS.stampsNeeded.max} selos.`,
  stampDays: `Valor inválido: use de ${LOYALTY_LIMITS.stampDays.min} a ${LOYALTY_LIMITS.stampDays.max} dias.`,
  reward: "Valor inválido: use free_pizza (pizza grátis), free_delivery (entrega grátis) ou fixed (desconto fixo).",
  rewardValue: "Valor inválido: use um valor em reais maior que zero, como 60.00.",
} as const;

const inRange = (value: string, { min, max }: { min: number; max: number }) => /^\d{1,4}$/.test(value) && Number(value) >= min && Number(value) <= max;

/** A reais amount as stored: two decimals with a dot ("60,5" -> "60.50"); null when it is not one. */
export function loyaltyRewardValue(value: string): string | null {
  const match = /^(\d{1,5})(?:[.,](\d{1,2}))?$/.exec(value.trim());
  if (match === null) return null;
  const reais = Number(`${match[1]}.${(match[2] ?? "").padEnd(2, "0")}`);
  return reais > 0 && reais <= LOYALTY_LIMITS.rewardValue.max ? reais.toFixed(2) : null;
}

/** The rule of a `loyalty.*` setting's new value beyond its type; null when valid (also for other keys). */
export function loyaltySettingProblem(key: string, value: string): string | null {
  switch (key) {
    case "loyalty.stamps_needed":
      return inRange(value, LOYALTY_LIMITS.stampsNeeded) ? null : LOYALTY_SETTING_MESSAGES.stampsNeeded;
    case "loyalty.stamp_days":
      return inRange(value, LOYALTY_LIMITS.stampDays) ? null : LOYALTY_SETTING_MESSAGES.stampDays;
    case "loyalty.reward":
      return (LOYALTY_REWARDS as readonly string[]).includes(value) ? null : LOYALTY_SETTING_MESSAGES.reward;
    case "loyalty.reward_value":
      return loyaltyRewardValue(value) === null ? LOYALTY_SETTING_MESSAGES.rewardValue : null;
    case "loyalty.groups":
      return nameListProblem(value);
    default:
      return null;
  }
}

/** A `loyalty.*` value as stored: the groups as a tidy list, the reward value with two decimals. */
export function normaliseLoyaltySetting(key: string, value: string): string {
  if (key === "loyalty.groups" && nameListProblem(value) === null) return formatNameList(parseNameList(value));
  if (key === "loyalty.reward_value") return loyaltyRewardValue(value) ?? value;
  return value;
}

/** The loyalty program as the server and the screens read it. */
export interface LoyaltyProgram {
  enabled: boolean;
  stampsNeeded: number;
  /** The product groups whose pizzas earn stamps. */
  groups: string[];
  reward: LoyaltyReward;
  /** The most a free pizza may cost, or the fixed discount, in centavos. */
  rewardValueCentavos: number;
  stampDays: number;
}

/** The stored values (missing or unreadable ones: their defaults) read as a LoyaltyProgram. */
export function readLoyaltyProgram(value: (key: LoyaltySettingKey) => string | undefined): LoyaltyProgram {
  const text = (key: LoyaltySettingKey) => {
    const stored = value(key);
    return stored !== undefined && loyaltySettingProblem(key, stored) === null ? stored : LOYALTY_SETTING_DEFAULTS[key];
  };
  const reward = text("loyalty.reward");
  return {
    enabled: text("loyalty.enabled") === "true",
    stampsNeeded: Number(text("loyalty.stamps_needed")),
    groups: parseNameList(text("loyalty.groups")),
    reward: LOYALTY_REWARDS.find((choice) => choice === reward) ?? "free_pizza",
    rewardValueCentavos: reaisToCentavos(Number(loyaltyRewardValue(text("loyalty.reward_value")))),
    stampDays: Number(text("loyalty.stamp_days")),
  };
}
