import { addressKeys, authKeys, orderKeys } from "@forno/api-client";
import { useQueryClient } from "@tanstack/react-query";
import { Suspense, useEffect } from "react";
import { Outlet, useLocation, useNavigate } from "react-router";
import { resetSelectedAddress } from "../features/address/address-store";
import { useAutoSelectAddress } from "../features/address/use-addresses";
import { FeedbackHost } from "../features/feedback/feedback-host";
import { onUnauthorized } from "../features/session/unauthorized";
import { useTokenRenewal } from "../features/session/use-token-renewal";
import { AppFallback } from "./app-fallback";
import { RouteError } from "./route-error";
import { RouteErrorBoundary } from "./route-error-boundary";
import { useScrollToTop } from "./scroll-to-top";

/** Any 401 (except sign-in/login): the client removed the token; forget the customer's data and go to /sign-in. */
function useUnauthorizedRedirect(): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onUnauthorized(() => {
        resetSelectedAddress();
        for (const queryKey of [addressKeys.all, orderKeys.all, authKeys.profile]) queryClient.removeQueries({ queryKey });
        void navigate("/sign-in");
      }),
    [navigate, queryClient],
  );
}

/** The layout every route renders in: session upkeep, the address auto-selection, global feedback. */
export function RootLayout() {
  useUnauthorizedRedirect();
  useTokenRenewal();
  useAutoSelectAddress();
  useScrollToTop();
  const { pathname } = useLocation();
  return (
    <>
      <RouteErrorBoundary resetKey={pathname} fallback={<RouteError />}>
        <Suspense fallback={<AppFallback />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
      <FeedbackHost />
    </>
  );
}
