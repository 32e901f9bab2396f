import { authKeys } from "@forno/api-client";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { api } from "../api";
import { useToken } from "./session-store";
import { needsRenewal } from "./token-renewal";
import { useProfile } from "./use-profile";

/** Swaps the token for a fresh one (GET /auth/refresh) once its iat is a day old. */
export function useTokenRenewal(): void {
  const token = useToken();
  const { data: profile } = useProfile();
  const queryClient = useQueryClient();
  const renewed = useRef<string | null>(null);

  useEffect(() => {
    if (!token || !profile || renewed.current === token || !needsRenewal(profile.iat)) return;
    renewed.current = token;
    api.auth
      .refresh()
      .then(({ access_token }) => {
        renewed.current = access_token;
        api.tokenStore.set(access_token);
        return queryClient.invalidateQueries({ queryKey: authKeys.profile });
      })
      // A failed renewal leaves the current token in place; a 401 is handled by the client's policy.
      .catch(() => undefined);
  }, [token, profile, queryClient]);
}
