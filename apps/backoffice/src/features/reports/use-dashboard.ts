import { reportKeys } from "@forno/api-client/staff";
import { OPEN_ORDER_STATES } from "@forno/domain/orders";
import { addDays } from "@forno/domain/store-hours";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useApi } from "../../lib/api-context";
import { storeToday } from "./store-today";

/** How long the dashboard waits after an order changes before reading the figures again (a rush sends bursts). */
export const REFRESH_AFTER_CHANGE_MS = 1500;

export type LiveStatus = "connecting" | "open" | "down";

/**
 * Today's summary, the same weekday of last week and the open orders by state. The staff stream
 * says when any order changes; the figures are then read again (debounced), so the dashboard stays
 * live without polling (decision 1805).
 */
export function useDashboard() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [today] = useState(storeToday);
  const lastWeek = addDays(today, -7);
  const [live, setLive] = useState<LiveStatus>("connecting");
  const current = useQuery(api.reports.summaryQuery({ from: today, to: today }));
  const previous = useQuery({ ...api.reports.summaryQuery({ from: lastWeek, to: lastWeek }), staleTime: Number.POSITIVE_INFINITY });
  const open = useQuery({
    queryKey: [...reportKeys.all, "open-orders"] as const,
    queryFn: async () => {
      const lists = await Promise.all(OPEN_ORDER_STATES.map((state) => api.desk.listAll({ order_id: "asc", where_to_state: state })));
      return OPEN_ORDER_STATES.map((state, index) => ({ state, count: lists[index]?.length ?? 0 }));
    },
  });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: reportKeys.summary({ from: today, to: today }) });
        void queryClient.invalidateQueries({ queryKey: [...reportKeys.all, "open-orders"] });
      }, REFRESH_AFTER_CHANGE_MS);
    };
    const stream = api.orders.staffStream({
      onOrder: refresh,
      onOpen: () => setLive("open"),
      onDisconnect: () => setLive("down"),
      onError: () => setLive("down"),
    });
    return () => {
      clearTimeout(timer);
      stream.close();
    };
  }, [api, queryClient, today]);

  return { today, lastWeek, current, previous, open, live };
}
