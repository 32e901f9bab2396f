import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useApi } from "../../lib/api-context";
import { useEndSession } from "../../lib/use-end-session";

/**
 * Checks the stored token once per session: a client's token (the API answers its profile with
 * role "client") ends the session here instead of failing table by table with 403s. An expired
 * token gets a 401, which the API client turns into the same trip back to the login.
 */
export function useStaffSession() {
  const api = useApi();
  const endSession = useEndSession();
  const hasToken = api.tokenStore.get() !== null;
  const profile = useQuery({ ...api.auth.profileQuery(), enabled: hasToken });
  const role = profile.data?.role;

  useEffect(() => {
    if (role !== undefined && role !== "staff") endSession();
  }, [role, endSession]);

  return { hasToken, profile: profile.data };
}
