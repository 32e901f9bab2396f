import { orderKeys } from "@forno/api-client";
import { followsLiveUpdates } from "@forno/domain/orders";
import type { Order } from "@forno/domain/schemas";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { api } from "../api";

/**
 * The order as the server last told it: unless it is DELIVERED, one event stream per order is
 * opened; each message replaces the order and the orders list is refetched. Stream errors are
 * ignored (seed 000 section 4); the client reconnects with Last-Event-ID on its own.
 */
export function useLiveOrder(initial: Order, onChange?: (order: Order) => void): Order {
  const [order, setOrder] = useState(initial);
  const queryClient = useQueryClient();
  const follows = followsLiveUpdates(order.OrderStateHistory);
  const id = order.id;

  useEffect(() => {
    if (!follows) return;
    const stream = api.orders.stream(id, {
      onOrder: (next) => {
        setOrder(next);
        onChange?.(next);
        // Every cached order list (the history, the home's latest order) is fetched again, mounted or not.
        void queryClient.invalidateQueries({ queryKey: orderKeys.all, refetchType: "all" });
      },
      onError: () => undefined,
    });
    return () => stream.close();
    // onChange is a notification only; a new function identity must not reopen the stream.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, follows, queryClient]);

  return order;
}
