import { lazy, Suspense } from "react";
import { useLocation } from "react-router";
import { useSignedIn } from "../../lib/session/session-store";
import { isPaidState } from "../../lib/orders/paid-state";
import { LatestOrderSkeleton } from "./latest-order-skeleton";

const LazyLatestOrder = lazy(() => import("./lazy-latest-order").then((m) => ({ default: m.LazyLatestOrder })));

/**
 * Only a signed-in customer has orders: the code that reads the latest one loads for them, not with
 * the home of every visit (decision 3001). Right after a payment its place is kept meanwhile.
 */
export function LatestOrderSlot() {
  const signedIn = useSignedIn();
  const justPaid = isPaidState(useLocation().state);
  if (!signedIn) return null;
  return (
    <Suspense fallback={justPaid ? <LatestOrderSkeleton /> : null}>
      <LazyLatestOrder />
    </Suspense>
  );
}
