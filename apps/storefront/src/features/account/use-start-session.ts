import { addressKeys, authKeys, clientKeys, orderKeys } from "@forno/api-client";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { api } from "../../lib/api";
import { resetSelectedAddress } from "../../stores/address/address-store";

/**
 * Sign-in, sign-up (automatic sign-in) and the password reset end here: the previous customer's
 * cached data is dropped, the token stored under `token`, and the app goes on, replacing history.
 */
export function useStartSession(): (token: string, to: string) => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    (token, to) => {
      for (const queryKey of [addressKeys.all, orderKeys.all, authKeys.profile, clientKeys.all]) queryClient.removeQueries({ queryKey });
      resetSelectedAddress();
      api.tokenStore.set(token);
      void navigate(to, { replace: true });
    },
    [navigate, queryClient],
  );
}
