import type { Order } from "@forno/domain/schemas";
import { useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../api";
import { useToken } from "../session/session-store";

/** The customer's orders, newest first, 20 a page, PENDING excluded; fetched only with a token. */
export function useOrderHistory() {
  const token = useToken();
  return useInfiniteQuery({ ...api.orders.historyQuery(), enabled: token !== null });
}

/**
 * The customer's latest order: the first row of that list (the only order list seed 000 calls),
 * so an unpaid PENDING order never hides an order the kitchen is working on.
 */
export function useLatestOrder(): { order: Order | null; isPending: boolean; isFetching: boolean } {
  const { data, isPending, fetchStatus } = useOrderHistory();
  return { order: data?.pages[0]?.[0] ?? null, isPending: isPending && fetchStatus !== "idle", isFetching: fetchStatus === "fetching" };
}
