import { Checkbox } from "@forno/ui/checkbox";
import { useEffect } from "react";
import { useLoyaltyCard } from "../../lib/loyalty/use-loyalty-card";
import styles from "./reward-choice.module.css";

export interface RewardChoiceProps {
  /** The customer chose to use the reward (kept like the coupon). */
  chosen: boolean;
  /** The server's refusal (the quote's, or the order's), or null. */
  message: string | null;
  /** False while the cart cannot be quoted (no way to receive it chosen yet). */
  quotable: boolean;
  onChange: (chosen: boolean) => void;
  /** Told whether the box is offered: the cart sends the reward only while it is. */
  onOffer: (offered: boolean) => void;
}

/**
 * "Usar recompensa" (growth.md section 2) for a signed-in customer whose card holds a reward: what
 * the reward is, and the server's refusal under the box (with a coupon, without a pizza...). Only a
 * box on screen sends the reward: not before the card is read, nor when it cannot be; a choice kept
 * from an earlier visit is let go once the card says there is no reward to use.
 */
export function RewardChoice({ chosen, message, quotable, onChange, onOffer }: RewardChoiceProps) {
  const { data: card } = useLoyaltyCard();
  const available = card?.enabled === true && card.rewards_available > 0;
  useEffect(() => {
    onOffer(available);
    return () => onOffer(false);
  }, [available, onOffer]);
  useEffect(() => {
    if (chosen && card !== undefined && !available) onChange(false);
  }, [chosen, card, available, onChange]);
  if (!available) return null;
  const hint = chosen && !quotable ? "Escolha entrega ou retirada para ver o desconto." : card.reward;
  return (
    <section className={styles.reward} aria-labelledby="recompensa">
      <h2 id="recompensa" className={styles.heading}>
        Cartão fidelidade
      </h2>
      <Checkbox label="Usar recompensa" checked={chosen} onChange={(event) => onChange(event.target.checked)} hint={hint} error={message ?? undefined} />
    </section>
  );
}
