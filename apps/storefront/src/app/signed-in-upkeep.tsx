import { useAutoSelectAddress } from "../stores/address/use-addresses";
import { useTokenRenewal } from "../lib/session/use-token-renewal";

/**
 * The session upkeep only a signed-in customer needs (the token's renewal, the address selected
 * from their saved ones): the root layout loads it once a token exists, not with every first
 * visit (decision 3001).
 */
export function SignedInUpkeep(): null {
  useTokenRenewal();
  useAutoSelectAddress();
  return null;
}
