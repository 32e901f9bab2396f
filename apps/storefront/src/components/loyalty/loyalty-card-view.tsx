import { formatDate } from "@forno/domain/format";
import { cardProgressText, filledStamps } from "@forno/domain/loyalty";
import type { LoyaltyCard } from "@forno/domain/schemas";
import type { ReactNode } from "react";
import styles from "./loyalty-card-view.module.css";

/** "Você tem 1 recompensa", "Você tem 2 recompensas". */
export function rewardsText(count: number): string {
  return `Você tem ${count} ${count === 1 ? "recompensa" : "recompensas"}`;
}

export interface LoyaltyCardViewProps {
  card: LoyaltyCard;
  /** What a screen adds under the card (the profile's history). */
  children?: ReactNode;
  className?: string;
}

/**
 * The loyalty card (growth.md section 2): its `needed` stamps drawn with the filled ones, the
 * progress as text ("7 de 10": the drawing is hidden from assistive tech), what a full card is
 * worth, the rewards waiting (used in the cart) and when the next stamp expires.
 */
export function LoyaltyCardView({ card, children, className }: LoyaltyCardViewProps) {
  const filled = filledStamps(card.stamps, card.needed);
  return (
    <section className={className ? `${styles.card} ${className}` : styles.card} aria-labelledby="cartao-fidelidade">
      <div className={styles.head}>
        <h2 id="cartao-fidelidade" className={styles.title}>
          Cartão fidelidade
        </h2>
        <p className={styles.progress}>
          <strong>{cardProgressText(card.stamps, card.needed)}</strong> selos
        </p>
      </div>
      <ol className={styles.stamps} aria-hidden="true">
        {Array.from({ length: card.needed }, (_, index) => (
          <li key={index} className={index < filled ? styles.filled : styles.stamp} data-filled={index < filled} />
        ))}
      </ol>
      <p className={styles.reward}>
        Ao completar o cartão: <strong>{card.reward}</strong>
      </p>
      {card.rewards_available > 0 ? (
        <div className={styles.available}>
          <p className={styles.availableText}>{rewardsText(card.rewards_available)}</p>
          <p className={styles.muted}>Use no carrinho, em “Usar recompensa”.</p>
        </div>
      ) : null}
      {card.next_expiry_at ? <p className={styles.muted}>Próximo selo vence em {formatDate(card.next_expiry_at)}</p> : null}
      {children}
    </section>
  );
}
