import { LoyaltyCardView } from "../../components/loyalty/loyalty-card-view";
import { useLoyaltyCard } from "../../lib/loyalty/use-loyalty-card";

/** The home's loyalty card while the store runs the program; nothing otherwise, nor when it could not be read. */
export function HomeLoyaltyCard() {
  const { data: card } = useLoyaltyCard();
  return card?.enabled ? <LoyaltyCardView card={card} /> : null;
}
