import { addressKeys, authKeys, orderKeys } from "@forno/api-client";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect } from "react";
import { Outlet, useLocation, useNavigate } from "react-router";
import { resetSelectedAddress } from "../stores/address/address-store";
import { type AddressPickerProps, AddressPickerSlot } from "../components/navigation/address-picker-slot";
import { LazyAddressPicker } from "../features/profile/lazy-address-picker";
import { onUnauthorized } from "../lib/session/unauthorized";
import { useSignedIn } from "../lib/session/session-store";
import { AppFallback } from "./app-fallback";
import { RouteError } from "./route-error";
import { RouteErrorBoundary } from "@forno/ui/route-error-boundary";
import { useFocusNewScreen } from "./focus-new-screen";
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

// The feedback's stores load with it or with the first screen that shows a toast or a dialog; the
// host mounts once its chunk is in and shows what is already waiting (decision 3001).
const FeedbackHost = lazy(() => import("../components/feedback/feedback-host").then((m) => ({ default: m.FeedbackHost })));
const SignedInUpkeep = lazy(() => import("./signed-in-upkeep").then((m) => ({ default: m.SignedInUpkeep })));

const renderAddressPicker = (props: AddressPickerProps) => <LazyAddressPicker {...props} />;

/**
 * The layout every route renders in: the 401 policy, session upkeep and the address auto-selection
 * once signed in, global feedback, and the address picker in the slot the header and the cart open it from.
 */
export function RootLayout() {
  useUnauthorizedRedirect();
  const signedIn = useSignedIn();
  useScrollToTop();
  useFocusNewScreen();
  const { pathname } = useLocation();
  return (
    <AddressPickerSlot value={renderAddressPicker}>
      <RouteErrorBoundary resetKey={pathname} fallback={<RouteError />}>
        <Suspense fallback={<AppFallback />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
      <Suspense fallback={null}>
        <FeedbackHost />
        {signedIn ? <SignedInUpkeep /> : null}
      </Suspense>
    </AddressPickerSlot>
  );
}
