import { type SQL, and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { type OrderChannel, type OrderState } from "@forno/domain/orders";
import { ORDER_SORT_FIELDS, type Order, type OrderAddress, type OrderListQuery, type OrderDriver, type OrderPayment, activeSort, type orderListQuerySchema, NOT_FOUND_MESSAGES } from "@forno/domain/schemas";
import type { Executor } from "../../db/client";
import { clients, drivers, orderItems, orderPayments, orderStateHistory, orders, productAdditionals } from "../../db/schema";
import { normalized } from "../../db/schema/columns";
import { notFound } from "../../lib/http-errors";
import { type FilterMap, filterConditions } from "../../lib/listing";
import { type FiscalNoteRow, latestFiscalNotes, toOrderFiscal } from "./order-fiscal";
import { type IfoodOrderRow, ifoodRowsOf, toOrderIfood } from "./order-ifood";

export { type FiscalNoteRow, latestFiscalNotes, toOrderFiscal } from "./order-fiscal";
export type { IfoodOrderRow } from "./order-ifood";

/** Also the answer for another client's order: its existence is not revealed. */
export const ORDER_NOT_FOUND = NOT_FOUND_MESSAGES.order;

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type HistoryRow = typeof orderStateHistory.$inferSelect;
type PaymentRow = typeof orderPayments.$inferSelect;

/** The client columns an order reads; an anonymised client has no phone left (decision 1811). */
export interface OrderClientRow {
  name: string;
  phone: string | null;
  email: string | null;
}

/** An item row with the category of its additional (null on product rows). */
export type OrderItemWithCategory = OrderItemRow & { additionalCategory: string | null };

export interface OrderParts {
  order: OrderRow;
  client: OrderClientRow | null;
  items: readonly OrderItemWithCategory[];
  history: readonly HistoryRow[];
  payments: readonly PaymentRow[];
  /** The driver it went out with (none until dispatched). */
  driver?: OrderDriver | null;
  /** Its latest NFC-e (none until one is issued). */
  fiscal?: FiscalNoteRow | null;
  /** An iFood order's own row (none on every other order). */
  ifood?: IfoodOrderRow | null;
}

/**
 * The order as every answer and every stream message carries it (domain `orderSchema`): items in
 * cart order (each line's product row, then its additionals), history oldest first. `OrderItem.amount`
 * is the unit price applied; `product.name` is the line's product, `ProductAdditional` is set on
 * additional rows. Names are the ones recorded when the order was placed.
 */
export function toOrder({ order, client, items, history, payments, driver = null, fiscal = null, ifood = null }: OrderParts): Order {
  const productNames = new Map<number, string>();
  for (const item of items) if (item.itemIdParent === null) productNames.set(item.cartIndex, item.name);
  return {
    id: order.id,
    external_id: order.externalId,
    created_at: order.createdAt.toISOString(),
    amount: order.amount,
    delivery_fee: order.deliveryFee,
    discount: order.discount,
    coupon_code: order.couponCode,
    discount_sponsor: order.discountSponsor,
    uses_reward: order.rewardStamps > 0,
    loyalty_stamps: order.loyaltyStamps,
    is_delivery: order.isDelivery,
    order_notes: order.orderNotes,
    address: order.address as OrderAddress,
    scheduled_time: order.scheduledTime?.toISOString() ?? null,
    is_scheduled: order.isScheduled,
    channel: order.channel,
    external_ref: order.externalRef,
    display_ref: order.displayRef,
    OrderItem: items.map((item) => ({
      id: item.id,
      cart_index: item.cartIndex,
      item_id: item.itemId,
      item_id_parent: item.itemIdParent,
      item_group: item.itemGroup,
      product_id: item.productId,
      quantity: item.quantity,
      item_notes: item.itemNotes,
      amount: item.unitAmount,
      product: { name: item.itemIdParent === null ? item.name : (productNames.get(item.cartIndex) ?? item.name) },
      ProductAdditional: item.itemIdParent === null ? null : { name: item.name, category: item.additionalCategory ?? "" },
    })),
    OrderStateHistory: history.map((entry) => ({ id: entry.id, to_state: entry.toState, created_at: entry.createdAt.toISOString() })),
    OrderPayment: payments.map(toOrderPayment),
    // An anonymised client's orders keep the name "Cliente removido" and nothing personal (decision 3703);
    // an iFood order's customer is iFood's, kept on its own row (its phone is on the `ifood` block).
    Client: ifood !== null ? { name: ifood.customer.name, phone: null, email: null } : client === null ? null : { name: client.name, phone: client.phone, email: client.email },
    driver,
    opendelivery_confirmed_at: order.opendeliveryConfirmedAt?.toISOString() ?? null,
    cart: order.cart as Array<Record<string, unknown>>,
    fiscal: fiscal === null ? null : toOrderFiscal(fiscal),
    ifood: ifood === null ? null : toOrderIfood(ifood),
  };
}

function toOrderPayment(row: PaymentRow): OrderPayment {
  return {
    id: row.id,
    payment_method: row.paymentMethod as OrderPayment["payment_method"],
    status: row.status as OrderPayment["status"],
    transaction_amount: row.amount,
    change_for: row.changeFor,
    created_at: row.createdAt.toISOString(),
  };
}

const clientColumns = { name: clients.name, phone: clients.phone, email: clients.email };

/** Reads whole orders (5 queries whatever their number, one more when some went out with a driver, one more when some came from iFood), in the order of `rows`. */
async function completeOrders(db: Executor, rows: ReadonlyArray<{ order: OrderRow; client: OrderClientRow | null }>): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.order.id);
  // One after the other: inside a transaction they share one connection anyway.
  const items = await db
    .select({ item: orderItems, additionalCategory: productAdditionals.category })
    .from(orderItems)
    .leftJoin(productAdditionals, eq(productAdditionals.id, orderItems.additionalId))
    .where(inArray(orderItems.orderId, ids))
    .orderBy(asc(orderItems.orderId), asc(orderItems.id));
  const history = await db
    .select()
    .from(orderStateHistory)
    .where(inArray(orderStateHistory.orderId, ids))
    .orderBy(asc(orderStateHistory.orderId), asc(orderStateHistory.id));
  const payments = await db.select().from(orderPayments).where(inArray(orderPayments.orderId, ids)).orderBy(asc(orderPayments.orderId), asc(orderPayments.id));
  const notes = await latestFiscalNotes(db, ids);
  const byOrder = <T extends { orderId: number }>(list: readonly T[]) => {
    const map = new Map<number, T[]>();
    for (const entry of list) map.set(entry.orderId, [...(map.get(entry.orderId) ?? []), entry]);
    return map;
  };
  const driverIds = [...new Set(rows.flatMap(({ order }) => (order.driverId === null ? [] : [order.driverId])))];
  const driverRows = driverIds.length === 0 ? [] : await db.select({ id: drivers.id, name: drivers.name }).from(drivers).where(inArray(drivers.id, driverIds));
  const driversById = new Map(driverRows.map((driver) => [driver.id, driver]));
  const ifoodIds = rows.flatMap(({ order }) => (order.channel === "ifood" ? [order.id] : []));
  const ifoodRows = await ifoodRowsOf(db, ifoodIds);
  const itemsByOrder = byOrder(items.map(({ item, additionalCategory }) => ({ ...item, additionalCategory })));
  const historyByOrder = byOrder(history);
  const paymentsByOrder = byOrder(payments);
  return rows.map(({ order, client }) =>
    toOrder({
      order,
      client,
      items: itemsByOrder.get(order.id) ?? [],
      history: historyByOrder.get(order.id) ?? [],
      payments: paymentsByOrder.get(order.id) ?? [],
      driver: order.driverId === null ? null : (driversById.get(order.driverId) ?? null),
      fiscal: notes.get(order.id) ?? null,
      ifood: ifoodRows.get(order.id) ?? null,
    }),
  );
}

/** One order, whole; `clientId` scopes it to its owner (null: staff). 404 for a missing or another client's order. */
export async function getOrder(db: Executor, id: number, clientId: number | null): Promise<Order> {
  const scope = clientId === null ? eq(orders.id, id) : and(eq(orders.id, id), eq(orders.clientId, clientId));
  const rows = await db.select({ order: orders, client: clientColumns }).from(orders).leftJoin(clients, eq(clients.id, orders.clientId)).where(scope);
  const [order] = await completeOrders(db, rows);
  if (order === undefined) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/** Who owns an order and its state, without reading it whole (streams, state changes). */
export async function orderOwner(db: Executor, id: number): Promise<{ clientId: number | null; state: OrderState; channel: OrderChannel } | undefined> {
  const [row] = await db.select({ clientId: orders.clientId, state: orders.currentState, channel: orders.channel }).from(orders).where(eq(orders.id, id));
  return row;
}

const FILTERS: FilterMap<typeof orderListQuerySchema> = {
  where_external_id: { column: orders.externalId, kind: "equals" },
  where_client_name: { column: clients.name, kind: "text" },
  where_client_phone: { column: clients.phone, kind: "digits" },
  where_to_state: { column: orders.currentState, kind: "equals" },
  where_not_to_state: { column: orders.currentState, kind: "not-equals" },
};

function orderBy(query: OrderListQuery): SQL[] {
  const sort = activeSort(query, ORDER_SORT_FIELDS);
  if (sort === undefined) return [desc(orders.id)];
  const direction = sort.direction === "desc" ? desc : asc;
  switch (sort.field) {
    case "external_id":
      return [direction(orders.externalId), direction(orders.id)];
    case "client_name":
      // The client's id before the order's: the planner then walks clients_name_sort_idx and each
      // client's orders_client_idx instead of normalising and sorting every order (decision 0710).
      return [direction(normalized(clients.name)), direction(clients.id), direction(orders.id)];
    case "created_at":
      return [direction(orders.createdAt), direction(orders.id)];
    case "scheduled_time":
      // Orders not paid yet have no time: they go last either way.
      return [sql`${orders.scheduledTime} ${sql.raw(sort.direction === "desc" ? "DESC" : "ASC")} NULLS LAST`, direction(orders.id)];
    case "id":
      return [direction(orders.id)];
  }
}

/** A name or phone filter matching at most this many clients filters the orders by their ids; more, and the orders are joined to the clients. */
const CLIENT_IDS_MAX = 1000;

/**
 * The ids of the clients `condition` (a name or phone filter) matches, through the clients' trigram
 * indexes; undefined when more than CLIENT_IDS_MAX match. Joined in one query, the planner expects
 * a few matches among many orders and walks the orders newest first until it has a page: every
 * order when nothing matches (decision 0710's addendum).
 */
async function matchingClientIds(db: Executor, condition: SQL): Promise<number[] | undefined> {
  const matched = await db.select({ id: clients.id }).from(clients).where(condition).limit(CLIENT_IDS_MAX + 1);
  return matched.length > CLIENT_IDS_MAX ? undefined : matched.map((row) => row.id);
}

/**
 * GET /orders: a client's own orders (`clientId`) or, for staff (null), every order; filters
 * `where_external_id`, `where_client_name`, `where_client_phone`, `where_to_state`,
 * `where_not_to_state`; one sort among id, external_id, client_name, scheduled_time, created_at
 * (newest first by default).
 */
export async function listOrders(db: Executor, query: OrderListQuery, clientId: number | null): Promise<Order[]> {
  const { where_client_name, where_client_phone, ...ofOrders } = query;
  const clientFilter = filterConditions({ where_client_name, where_client_phone } as OrderListQuery, FILTERS);
  const clientIds = clientFilter === undefined ? undefined : await matchingClientIds(db, clientFilter);
  if (clientIds?.length === 0) return [];
  const conditions = [filterConditions(ofOrders as OrderListQuery, FILTERS), clientIds === undefined ? clientFilter : inArray(orders.clientId, clientIds)];
  if (clientId !== null) conditions.push(eq(orders.clientId, clientId));
  // The page's ids first (decision 0710): a deep page (skip 2000) then skips index entries, not whole
  // rows; the clients table joins only when a filter or the sort needs it.
  const needsClient = (clientFilter !== undefined && clientIds === undefined) || activeSort(query, ORDER_SORT_FIELDS)?.field === "client_name";
  const base = db.select({ id: orders.id }).from(orders).$dynamic();
  // Inner join (every order has its client): unlike a left join, it lets the planner start from the
  // clients' name index for the name sort and filter.
  const pageQuery = needsClient ? base.innerJoin(clients, eq(clients.id, orders.clientId)) : base;
  const page = await pageQuery
    .where(and(...conditions))
    .orderBy(...orderBy(query))
    .limit(query.take)
    .offset(query.skip);
  if (page.length === 0) return [];
  const ids = page.map((row) => row.id);
  const found = await db.select({ order: orders, client: clientColumns }).from(orders).leftJoin(clients, eq(clients.id, orders.clientId)).where(inArray(orders.id, ids));
  const byId = new Map(found.map((row) => [row.order.id, row]));
  return completeOrders(db, ids.flatMap((id) => byId.get(id) ?? []));
}
