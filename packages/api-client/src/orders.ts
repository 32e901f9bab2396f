import { type Order, type OrderCreateBodyInput } from "@forno/domain/schemas";
import { queryOptions } from "@tanstack/react-query";
import { type OrderListParams, orderKeys } from "./customer-data-keys";
import { type Http, send } from "./http";
import { listPagesQuery } from "./list-pages-query";
import { searchParams } from "./list-params";
import { followStream } from "./follow-stream";
import type { EventStream } from "./sse";

export { orderKeys, type OrderListParams };

export const ORDERS_PAGE_SIZE = 20;

const HISTORY_PARAMS: OrderListParams = { order_id: "desc", where_not_to_state: "PENDING" };

export interface OrderStreamHandlers {
  onOrder: (order: Order) => void;
  onError?: (error: unknown) => void;
  /** Each accepted connection, the first and every reconnection (a catch-up point). */
  onOpen?: () => void;
  onDisconnect?: () => void;
}

/** A stream of whole orders (one order's, or the staff's of every order). */
export function orderStream(http: Http, path: string, handlers: OrderStreamHandlers): EventStream {
  return followStream(http, path, (schemas) => schemas.orderSchema, { ...handlers, onMessage: handlers.onOrder });
}

/** A customer's orders: create, read, follow one live. */
export function ordersApi(http: Http) {
  const { ky } = http;
  const api = {
    /** The Idempotency-Key makes a retried submit return the first order instead of a second one. */
    create: (body: OrderCreateBodyInput, idempotencyKey: string) =>
      send(() => ky.post("orders", { json: body, headers: { "Idempotency-Key": idempotencyKey } }).json<Order>()),
    list: (params: OrderListParams) => send(() => ky.get("orders", { searchParams: searchParams(params) }).json<Order[]>()),
    get: (id: number) => send(() => ky.get(`orders/${id}`).json<Order>()),
    /** Follows one order live: every message is the whole order. */
    stream: (id: number, handlers: OrderStreamHandlers): EventStream => orderStream(http, `orders/sse/${id}`, handlers),
  };

  return {
    ...api,
    /** The customer's history: newest first, PENDING excluded, 20 a page (seed 000 section 7). */
    historyQuery: () => listPagesQuery({ queryKey: orderKeys.history, params: HISTORY_PARAMS, fetchPage: api.list, pageSize: ORDERS_PAGE_SIZE }),
    /** The newest order of the signed-in customer (home timeline, open-order check). */
    latestQuery: () => queryOptions({ queryKey: orderKeys.latest, queryFn: async () => (await api.list({ order_id: "desc", take: 1 }))[0] ?? null }),
  };
}
