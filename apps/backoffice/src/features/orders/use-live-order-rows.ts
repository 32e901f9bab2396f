import { orderKeys } from "@forno/api-client";
import { type Order } from "@forno/domain/schemas";
import { type InfiniteData, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useApi } from "../../lib/api-context";
import { refreshTables, replaceRow } from "../data-table";

const isPages = (data: unknown): data is InfiniteData<Order[]> => typeof data === "object" && data !== null && "pages" in data;

/**
 * The orders table follows the staff stream instead of refreshing on a timer: a changed order
 * replaces its row in every loaded page; an order the table has not loaded (a new one) refetches
 * the table, since its place depends on the sort and filters. A reconnection refetches too.
 */
export function useLiveOrderRows() {
  const api = useApi();
  const queryClient = useQueryClient();
  useEffect(() => {
    let opened = false;
    const stream = api.orders.staffStream({
      onOrder: (order) => {
        const loaded = queryClient
          .getQueriesData({ queryKey: orderKeys.all })
          .some(([, data]) => isPages(data) && data.pages.some((page) => page.some((row) => row.id === order.id)));
        if (loaded) void replaceRow<Order>(queryClient, orderKeys.all, (row) => row.id === order.id, order);
        else void refreshTables(queryClient, orderKeys.all);
      },
      onOpen: () => {
        if (opened) void refreshTables(queryClient, orderKeys.all);
        opened = true;
      },
    });
    return () => stream.close();
  }, [api, queryClient]);
}
