import { LOYALTY_LIMITS, LOYALTY_REWARDS, rewardName } from "@forno/domain/loyalty";
import { reaisToCentavos } from "@forno/domain/pricing";
import { type SettingKey, parseReaisSetting } from "@forno/domain/schemas";
import styles from "./loyalty-preview.module.css";

/**
 * The reward as the customer will read it (the domain's rewardName), from the values as shown or
 * typed: "Uma pizza grátis (até R$ 60,00) a cada 10 selos"; null while the number of stamps, the
 * reward or its value cannot be read (the server's loyaltySettingProblem has the last word on save;
 * the preview reads them with what the screen already carries: decision 3233).
 */
function loyaltyRewardPreview(value: (key: SettingKey) => string): string | null {
  const { min, max } = LOYALTY_LIMITS.stampsNeeded;
  const needed = Number(value("loyalty.stamps_needed"));
  const reward = LOYALTY_REWARDS.find((choice) => choice === value("loyalty.reward"));
  const reais = parseReaisSetting(value("loyalty.reward_value"));
  if (!Number.isInteger(needed) || needed < min || needed > max || reward === undefined || reais === null || reais <= 0) return null;
  return `${rewardName({ reward, rewardValueCentavos: reaisToCentavos(reais) })} a cada ${needed} selos`;
}

/** "O cliente vê: …" under the loyalty section's fields, following what is typed (decision 3232). */
export default function LoyaltyRewardPreview({ value }: { value: (key: SettingKey) => string }) {
  return (
    <p className={styles.preview}>
      <span className={styles.label}>O cliente vê:</span> <output>{loyaltyRewardPreview(value) ?? "Corrija os valores acima para ver a recompensa."}</output>
    </p>
  );
}
