import { lazy, Suspense } from "react";
import { useLocation } from "react-router";
import { useSignedIn } from "../../lib/session/session-store";
import { isPaidState } from "../../lib/orders/paid-state";
import { LatestOrderSkeleton } from "./latest-order-skeleton";

const SignedInPart = lazy(() => import("./signed-in-part").then((m) => ({ default: m.SignedInPart })));

/**
 * What only a signed-in customer sees on the home, in one chunk that loads for them, not with the
 * home of every visit (decisions 3001, 3220): the latest order (right after a payment its place is
 * kept meanwhile) or, with `loyalty`, the loyalty card.
 */
export function SignedInSlot({ loyalty }: { loyalty?: boolean }) {
  const signedIn = useSignedIn();
  const justPaid = isPaidState(useLocation().state);
  if (!signedIn) return null;
  return (
    <Suspense fallback={justPaid && !loyalty ? <LatestOrderSkeleton /> : null}>
      <SignedInPart loyalty={loyalty} />
    </Suspense>
  );
}
