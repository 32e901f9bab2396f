import { loyaltyApi } from "@forno/api-client";
import { useQuery } from "@tanstack/react-query";
import { apiConfig } from "../api-config";
import { useSignedIn } from "../session/session-store";

/** Built here, not in the app's client: only the chunks that show the card or the cart's reward carry the call (decisions 3001, 3220). */
const loyalty = loyaltyApi(apiConfig);

/** The signed-in customer's loyalty card, GET /clients/me/loyalty (growth.md section 2); idle when signed out. */
export function useLoyaltyCard() {
  const signedIn = useSignedIn();
  return useQuery({ ...loyalty.meQuery(), enabled: signedIn });
}
