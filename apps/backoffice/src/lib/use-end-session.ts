import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useApi } from "./api-context";

/** The login screen's path: 'Sair', expired sessions and refused uploads all come back here. */
export const LOGIN_PATH = "/backoffice";

/** Removes the token, forgets every cached answer of this session and goes back to the login. */
export function useEndSession() {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    api.tokenStore.remove();
    queryClient.clear();
    void navigate(LOGIN_PATH, { replace: true });
  }, [api, queryClient, navigate]);
}
