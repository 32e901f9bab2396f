import { OPEN_ORDER_STATES } from "@forno/domain/orders";
import { type Order } from "@forno/domain/schemas";
import { type TicketTemplate, type TicketWidth } from "@forno/domain/tickets";
import { queryOptions } from "@tanstack/react-query";
import { allPages } from "../all-pages";
import { type Http, send } from "../http";
import { orderKeys, type OrderListParams, type ordersApi } from "../orders";

/**
 * The staff's order desk calls (operations section 1), apart from `ordersApi` so the storefront's
 * entry chunk, which holds the customer's client, does not carry them.
 */
export function deskApi({ ky }: Http, orders: ReturnType<typeof ordersApi>) {
  /** Every page of a list, for screens that must hold all matching rows (the desk's open orders). */
  const listAll = (params: OrderListParams, until?: (page: Order[]) => boolean) => allPages(orders.list, params, until);

  /**
   * The desk's first load: every open order (PAID, PREPARATION, DISPATCHED, whatever its age) and
   * the orders created since `since` (today's finished ones among them), newest pages first.
   */
  async function deskOrders(since: Date): Promise<Order[]> {
    const [recent, ...open] = await Promise.all([
      listAll({ order_id: "desc", where_not_to_state: "PENDING" }, (page) => new Date(page.at(-1)?.created_at ?? 0) < since),
      ...OPEN_ORDER_STATES.map((state) => listAll({ order_id: "asc", where_to_state: state })),
    ]);
    const byId = new Map<number, Order>();
    for (const order of [...(recent ?? []), ...open.flat()]) byId.set(order.id, order);
    return [...byId.values()];
  }

  /** Staff: the printable ticket, plain text lines of at most `width` characters. */
  const ticket = (id: number, template: TicketTemplate, width: TicketWidth) =>
    send(() => ky.get(`orders/${id}/ticket`, { searchParams: { template, width } }).text());

  return {
    listAll,
    deskOrders,
    ticket,
    /** Loaded once; afterwards the staff stream keeps the desk current (refetched after a reconnection). */
    deskQuery: (since: Date) => queryOptions({ queryKey: orderKeys.desk, queryFn: () => deskOrders(since), staleTime: Number.POSITIVE_INFINITY }),
    ticketQuery: (id: number, template: TicketTemplate, width: TicketWidth) =>
      queryOptions({ queryKey: orderKeys.ticket(id, template, width), queryFn: () => ticket(id, template, width) }),
  };
}
