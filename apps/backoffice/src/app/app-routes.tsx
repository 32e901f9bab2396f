import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { type RouteObject, useLocation, useNavigate, useRoutes } from "react-router";
import { LOGIN_PATH } from "../lib/use-end-session";
import { onSessionEnded } from "./api";
import { preloadScreens, toElementRoutes } from "./element-routes";
import { routes } from "./routes";

const appRoutes = toElementRoutes(routes);

/** Downloads the code of every screen at `pathname` (main.tsx awaits it before the first render). */
export const preloadFirstScreen = (pathname: string): Promise<void> => preloadScreens(appRoutes, pathname);

/** An expired or refused token (any 401 but the login's own) ends the session where it happens. */
function useSessionEndRedirect(): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    onSessionEnded(() => {
      queryClient.clear();
      void navigate(LOGIN_PATH, { replace: true });
    });
  }, [navigate, queryClient]);
}

/** The backoffice's screens under the router (`table`: another route table, for a test harness). */
export function AppRoutes({ table }: { table?: RouteObject[] }) {
  useSessionEndRedirect();
  const elementRoutes = useMemo(() => (table ? toElementRoutes(table) : appRoutes), [table]);
  const { pathname } = useLocation();
  // In render, not in an effect: the downloads start before the first lazy screen suspends.
  void preloadScreens(elementRoutes, pathname);
  return useRoutes(elementRoutes);
}
