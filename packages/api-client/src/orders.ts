import { type TicketTemplate, type TicketWidth } from "@forno/domain/tickets";
import { type Order, type OrderCreateBodyInput, type OrderQuote, type orderListQuerySchema } from "@forno/domain/schemas";
import { queryOptions } from "@tanstack/react-query";
import { type Http, send } from "./http";
import { listPagesQuery } from "./list-pages-query";
import { type ListParams, searchParams } from "./list-params";
import { followStream } from "./follow-stream";
import { type EventStream } from "./sse";

/** The `where_*`, `order_*`, take and skip this list accepts (decision 0920). */
export type OrderListParams = ListParams<typeof orderListQuerySchema>;

export const ORDERS_PAGE_SIZE = 20;

const HISTORY_PARAMS: OrderListParams = { order_id: "desc", where_not_to_state: "PENDING" };

export const orderKeys = {
  all: ["orders"] as const,
  list: (params: OrderListParams) => ["orders", "list", params] as const,
  history: ["orders", "history"] as const,
  latest: ["orders", "latest"] as const,
  detail: (id: number) => ["orders", "detail", id] as const,
  desk: ["orders", "desk"] as const,
  ticket: (id: number, template: TicketTemplate, width: TicketWidth) => ["orders", "ticket", id, template, width] as const,
  quote: (body: OrderCreateBodyInput) => ["orders", "quote", body] as const,
};

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
    /** POST /orders/quote: the figures the order would get, its coupon's conditions or refusal (growth.md section 1). */
    quote: (body: OrderCreateBodyInput) => send(() => ky.post("orders/quote", { json: body }).json<OrderQuote>()),
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
    /** The cart's figures for this body, as the server would price the order. */
    quoteQuery: (body: OrderCreateBodyInput) => queryOptions({ queryKey: orderKeys.quote(body), queryFn: () => api.quote(body) }),
  };
}
