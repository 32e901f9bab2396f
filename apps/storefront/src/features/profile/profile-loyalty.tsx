import { Button } from "@forno/ui/button";
import { LoyaltyCardView } from "../../components/loyalty/loyalty-card-view";
import { useLoyaltyCard } from "../../lib/loyalty/use-loyalty-card";
import { LoyaltyHistory } from "./loyalty-history";
import styles from "./profile-loyalty.module.css";

/**
 * The profile's loyalty card with its history (growth.md section 2), while the store runs the
 * program; nothing while it loads or when the program is off, a short message when it failed.
 */
export function ProfileLoyalty() {
  const { data: card, isError, refetch, isFetching } = useLoyaltyCard();
  if (isError) {
    return (
      <div className={`${styles.place} ${styles.failed}`} role="status">
        <p className={styles.failedText}>Não foi possível carregar seu cartão fidelidade.</p>
        <Button variant="secondary" loading={isFetching} onClick={() => void refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  }
  if (!card?.enabled) return null;
  return (
    <LoyaltyCardView card={card} className={styles.place}>
      <LoyaltyHistory entries={card.history} />
    </LoyaltyCardView>
  );
}
