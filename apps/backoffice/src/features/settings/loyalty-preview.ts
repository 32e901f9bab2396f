import { type LoyaltySettingKey, loyaltyRewardValue, loyaltySettingProblem, readLoyaltyProgram, rewardName } from "@forno/domain/loyalty";
import type { SettingKey } from "@forno/domain/schemas";

/**
 * The reward as the customer will read it, from the values as shown or typed ("Uma pizza grátis (até
 * R$ 60,00) a cada 10 selos"); null while one of them is not valid (its save would be refused).
 */
export function loyaltyRewardPreview(value: (key: SettingKey) => string): string | null {
  const typed: Partial<Record<LoyaltySettingKey, string>> = {
    "loyalty.stamps_needed": value("loyalty.stamps_needed"),
    "loyalty.reward": value("loyalty.reward"),
    "loyalty.reward_value": loyaltyRewardValue(value("loyalty.reward_value")) ?? "",
  };
  if (Object.entries(typed).some(([key, text]) => loyaltySettingProblem(key, text) !== null)) return null;
  const program = readLoyaltyProgram((key) => typed[key]);
  return `${rewardName(program)} a cada ${program.stampsNeeded} selos`;
}
