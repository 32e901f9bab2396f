import { isUnfinishedOrder } from "@forno/domain/orders";
import { lazy, Suspense } from "react";
import { useLatestOrder } from "../../lib/orders/use-order-history";

const LatestOrder = lazy(() => import("./latest-order").then((m) => ({ default: m.LatestOrder })));

/** The timeline's code loads only for a customer who has an order in progress. */
export function LazyLatestOrder() {
  const { order } = useLatestOrder();
  if (!order || !isUnfinishedOrder(order)) return null;
  return (
    <Suspense fallback={null}>
      <LatestOrder />
    </Suspense>
  );
}
