import { type IfoodCancellationReason, type Order, type OrderStateHistory, type orderStateChangeBodySchema } from "@forno/domain/schemas";
import { queryOptions } from "@tanstack/react-query";
import { type z } from "zod";
import { type Http, send } from "../http";
import { type OrderListParams, type OrderStreamHandlers, orderKeys, orderStream, type ordersApi } from "../orders";
import { orderQuoteCall } from "../order-quote";
import type { EventStream } from "../sse";

/** Staff: moving an order, the stream of every order and any list of orders (backoffice client only). */
export function staffOrdersApi(http: Http, orders: ReturnType<typeof ordersApi>) {
  const { ky } = http;
  return {
    /**
     * The move's history entry; for an iFood order's cancellation (`cancellation_code`), the order
     * itself, still where it was, with the cancellation requested (202: iFood decides).
     */
    changeState: (body: z.input<typeof orderStateChangeBodySchema>) => send(() => ky.post("order-state-historys", { json: body }).json<OrderStateHistory | Order>()),
    /** iFood's reasons to cancel an iFood order (growth.md section 4). */
    cancellationReasons: (orderId: number) => send(() => ky.get(`orders/${orderId}/cancellation-reasons`).json<IfoodCancellationReason[]>()),
    /** Every change of every order, each message the whole order (operations section 1). */
    staffStream: (handlers: OrderStreamHandlers): EventStream => orderStream(http, "orders/sse", handlers),
    listQuery: (params: OrderListParams) => queryOptions({ queryKey: orderKeys.list(params), queryFn: () => orders.list(params) }),
    /** POST /orders/quote for "Novo pedido" (channel and client in the body). */
    quote: orderQuoteCall(http),
  };
}
