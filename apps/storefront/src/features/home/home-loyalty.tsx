import { loyaltyKeys } from "@forno/api-client";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { useAfterFirstScreen } from "../../lib/use-after-first-screen";

const HomeLoyaltyCard = lazy(() => import("./home-loyalty-card").then((m) => ({ default: m.HomeLoyaltyCard })));

/**
 * The card is not what the home is for: its code and its request wait until the first screen has
 * settled (the featured products' photos first), unless an earlier visit left it in the cache.
 */
export function HomeLoyalty() {
  const cached = useQueryClient().getQueryData(loyaltyKeys.me) !== undefined;
  const settled = useAfterFirstScreen(cached);
  if (!settled) return null;
  return (
    <Suspense fallback={null}>
      <HomeLoyaltyCard />
    </Suspense>
  );
}
