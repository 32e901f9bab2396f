import { isUnfinishedOrder } from "@forno/domain/orders";
import { lazy, Suspense } from "react";
import { useLocation } from "react-router";
import { useLatestOrder } from "../../lib/orders/use-order-history";
import { isPaidState } from "../../lib/orders/paid-state";
import { LatestOrderSkeleton } from "./latest-order-skeleton";

const LatestOrder = lazy(() => import("./latest-order").then((m) => ({ default: m.LatestOrder })));

/**
 * The timeline's code loads only for a customer who has an order in progress. Right after a
 * payment the card's place is kept (a skeleton) while the orders and that code load, so nothing
 * below it jumps.
 */
export function LazyLatestOrder() {
  const { order, isPending, isFetching } = useLatestOrder();
  const justPaid = isPaidState(useLocation().state);
  const placeholder = justPaid ? <LatestOrderSkeleton /> : null;
  if (!order || !isUnfinishedOrder(order)) return justPaid && (isPending || isFetching) ? placeholder : null;
  return (
    <Suspense fallback={placeholder}>
      <LatestOrder />
    </Suspense>
  );
}
