import { orderKeys } from "@forno/api-client";
import { followsLiveUpdates } from "@forno/domain/order-reading";
import type { Order } from "@forno/domain/schemas";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { api } from "../api";
import { keepStreamInSync } from "../streams/keep-stream-in-sync";

/**
 * The order as the server last told it: unless it is DELIVERED, one event stream per order is
 * opened; each message replaces the order and the orders list is refetched. Stream errors are
 * ignored (seed 000 section 4): the client reconnects with Last-Event-ID on its own, and the order
 * is read again on every reconnection and when the page is shown again (decision 2200).
 */
export function useLiveOrder(initial: Order, onChange?: (order: Order) => void): Order {
  const [order, setOrder] = useState(initial);
  const queryClient = useQueryClient();
  const follows = followsLiveUpdates(order.OrderStateHistory);
  const id = order.id;

  useEffect(() => {
    if (!follows) return;
    let active = true;
    const receive = (next: Order) => {
      if (!active) return;
      setOrder(next);
      onChange?.(next);
      // Every cached order list (the history, the home's latest order) is fetched again, mounted or not.
      void queryClient.invalidateQueries({ queryKey: orderKeys.all, refetchType: "all" });
    };
    const stop = keepStreamInSync({
      open: (connection) => api.orders.stream(id, { ...connection, onOrder: receive }),
      recheck: () => void api.orders.get(id).then(receive, () => undefined),
    });
    return () => {
      active = false;
      stop();
    };
    // onChange is a notification only; a new function identity must not reopen the stream.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, follows, queryClient]);

  return order;
}
