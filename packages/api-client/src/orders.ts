import { OPEN_ORDER_STATES } from "@forno/domain/orders";
import { type TicketTemplate, type TicketWidth } from "@forno/domain/tickets";
import { type Order, type OrderCreateBodyInput, type orderStateChangeBodySchema, type OrderStateHistory, type orderListQuerySchema } from "@forno/domain/schemas";
import { type z } from "zod";
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
};

/** The list endpoint's largest page. */
const DESK_PAGE = 100;

export interface OrderStreamHandlers {
  onOrder: (order: Order) => void;
  onError?: (error: unknown) => void;
  /** Each accepted connection, the first and every reconnection (a catch-up point). */
  onOpen?: () => void;
  onDisconnect?: () => void;
}

export function ordersApi(http: Http) {
  const { ky } = http;
  const orderStream = (path: string, handlers: OrderStreamHandlers): EventStream =>
    followStream(http, path, (schemas) => schemas.orderSchema, { ...handlers, onMessage: handlers.onOrder });
  const api = {
    /** The Idempotency-Key makes a retried submit return the first order instead of a second one. */
    create: (body: OrderCreateBodyInput, idempotencyKey: string) =>
      send(() => ky.post("orders", { json: body, headers: { "Idempotency-Key": idempotencyKey } }).json<Order>()),
    list: (params: OrderListParams) => send(() => ky.get("orders", { searchParams: searchParams(params) }).json<Order[]>()),
    get: (id: number) => send(() => ky.get(`orders/${id}`).json<Order>()),
    changeState: (body: z.input<typeof orderStateChangeBodySchema>) => send(() => ky.post("order-state-historys", { json: body }).json<OrderStateHistory>()),
    /** Follows one order live: every message is the whole order. */
    stream: (id: number, handlers: OrderStreamHandlers): EventStream => orderStream(`orders/sse/${id}`, handlers),
    /** Staff: every change of every order, each message the whole order (operations section 1). */
    staffStream: (handlers: OrderStreamHandlers): EventStream => orderStream("orders/sse", handlers),
    /** Staff: the printable ticket, plain text lines of at most `width` characters. */
    ticket: (id: number, template: TicketTemplate, width: TicketWidth) =>
      send(() => ky.get(`orders/${id}/ticket`, { searchParams: { template, width } }).text()),
    /** Every page of a list, for screens that must hold all matching rows (the desk's open orders). */
    listAll: async (params: OrderListParams, until: (page: Order[]) => boolean = () => false) => {
      const rows: Order[] = [];
      for (let skip = 0; ; skip += DESK_PAGE) {
        const page = await api.list({ ...params, take: DESK_PAGE, skip });
        rows.push(...page);
        if (page.length < DESK_PAGE || until(page)) return rows;
      }
    },
  };

  /**
   * The desk's first load: every open order (PAID, PREPARATION, DISPATCHED, whatever its age) and
   * the orders created since `since` (today's finished ones among them), newest pages first.
   */
  async function deskOrders(since: Date): Promise<Order[]> {
    const [recent, ...open] = await Promise.all([
      api.listAll({ order_id: "desc", where_not_to_state: "PENDING" }, (page) => new Date(page.at(-1)?.created_at ?? 0) < since),
      ...OPEN_ORDER_STATES.map((state) => api.listAll({ order_id: "asc", where_to_state: state })),
    ]);
    const byId = new Map<number, Order>();
    for (const order of [...(recent ?? []), ...open.flat()]) byId.set(order.id, order);
    return [...byId.values()];
  }

  return {
    ...api,
    deskOrders,
    /** Loaded once; afterwards the staff stream keeps the desk current (refetched after a reconnection). */
    deskQuery: (since: Date) => queryOptions({ queryKey: orderKeys.desk, queryFn: () => deskOrders(since), staleTime: Number.POSITIVE_INFINITY }),
    ticketQuery: (id: number, template: TicketTemplate, width: TicketWidth) =>
      queryOptions({ queryKey: orderKeys.ticket(id, template, width), queryFn: () => api.ticket(id, template, width) }),
    /** The customer's history: newest first, PENDING excluded, 20 a page (seed 000 section 7). */
    historyQuery: () => listPagesQuery({ queryKey: orderKeys.history, params: HISTORY_PARAMS, fetchPage: api.list, pageSize: ORDERS_PAGE_SIZE }),
    /** The newest order of the signed-in customer (home timeline, open-order check). */
    latestQuery: () => queryOptions({ queryKey: orderKeys.latest, queryFn: async () => (await api.list({ order_id: "desc", take: 1 }))[0] ?? null }),
    listQuery: (params: OrderListParams) => queryOptions({ queryKey: orderKeys.list(params), queryFn: () => api.list(params) }),
  };
}
