import { sql } from "drizzle-orm";
import type { Database } from "../../src/db/client";

/** One order as the database holds it, with what the checks compare. */
export interface AuditedOrder {
  id: number;
  externalId: number;
  state: string;
  paidAt: boolean;
  /** orders.amount and the sum of its order_items.amount, in centavos. */
  amountCentavos: number;
  itemsCentavos: number;
  items: number;
  /** order_state_history.to_state, oldest first. */
  history: string[];
  /** The state each `order` stream event announces (its payload's last history entry), oldest first. */
  orderEventStates: string[];
  /** `status` of each `payment` stream event, oldest first. */
  paymentEvents: string[];
  /** order_payments.status, oldest first. */
  payments: string[];
}

const ORDERS = sql`
SELECT o.id, o.external_id, o.current_state AS state, o.paid_at IS NOT NULL AS paid_at,
  round(o.amount * 100)::integer AS amount_centavos,
  (SELECT COALESCE(round(sum(i.amount) * 100), 0)::integer FROM order_items i WHERE i.order_id = o.id) AS items_centavos,
  (SELECT count(*)::integer FROM order_items i WHERE i.order_id = o.id) AS items,
  (SELECT COALESCE(json_agg(h.to_state ORDER BY h.id), '[]') FROM order_state_history h WHERE h.order_id = o.id)::text AS history,
  (SELECT COALESCE(json_agg(e.payload -> 'OrderStateHistory' -> -1 ->> 'to_state' ORDER BY e.id), '[]')
     FROM order_events e WHERE e.order_id = o.id AND e.stream = 'order')::text AS order_event_states,
  (SELECT COALESCE(json_agg(e.payload ->> 'status' ORDER BY e.id), '[]') FROM order_events e WHERE e.order_id = o.id AND e.stream = 'payment')::text AS payment_events,
  (SELECT COALESCE(json_agg(p.status ORDER BY p.id), '[]') FROM order_payments p WHERE p.order_id = o.id)::text AS payments
FROM orders o ORDER BY o.id`;

interface OrderRow {
  id: number | string;
  external_id: number | string;
  state: string;
  paid_at: boolean;
  amount_centavos: number | string;
  items_centavos: number | string;
  items: number | string;
  history: string;
  order_event_states: string;
  payment_events: string;
  payments: string;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Every order of the database with its items, history, events and payments (PGlite or PostgreSQL). */
export async function auditOrders(db: Database): Promise<AuditedOrder[]> {
  return rowsOf<OrderRow>(await db.execute(ORDERS)).map((row) => ({
    id: Number(row.id),
    externalId: Number(row.external_id),
    state: row.state,
    paidAt: row.paid_at,
    amountCentavos: Number(row.amount_centavos),
    itemsCentavos: Number(row.items_centavos),
    items: Number(row.items),
    history: JSON.parse(row.history) as string[],
    orderEventStates: JSON.parse(row.order_event_states) as string[],
    paymentEvents: JSON.parse(row.payment_events) as string[],
    payments: JSON.parse(row.payments) as string[],
  }));
}

/** The order each `POST /orders` Idempotency-Key answered with (keys are unique per test run). */
export async function orderIdempotencyKeys(db: Database): Promise<Map<string, number>> {
  const rows = rowsOf<{ key: string; order_id: string }>(await db.execute(sql`SELECT key, response ->> 'order_id' AS order_id FROM idempotency_keys WHERE route = 'POST /orders'`));
  return new Map(rows.map((row) => [row.key, Number(row.order_id)]));
}

/** The ids of one order's stream events, oldest first: what a Last-Event-ID replay must send. */
export async function streamEventIds(db: Database, stream: "order" | "payment", orderId: number): Promise<number[]> {
  const rows = rowsOf<{ id: number | string }>(await db.execute(sql`SELECT id FROM order_events WHERE order_id = ${orderId} AND stream = ${stream} ORDER BY id`));
  return rows.map((row) => Number(row.id));
}

/**
 * What must hold for every order whatever happened to the process that wrote it: its items, an
 * amount equal to the sum of its items, one history row and one `order` event per transition (in
 * the same order), the current state equal to the last transition; PAID at most once, with one
 * approved payment and one `{status: "approved"}` event. Answers the problems found (empty: sound).
 */
export function orderProblems(order: AuditedOrder): string[] {
  const problems: string[] = [];
  const say = (what: string) => problems.push(`order ${order.id} (#${order.externalId}): ${what}`);
  if (order.items === 0) say("has no items");
  if (order.amountCentavos !== order.itemsCentavos) say(`amount ${order.amountCentavos} != sum of items ${order.itemsCentavos}`);
  if (order.history[0] !== "PENDING") say(`history starts with ${order.history[0]}`);
  if (order.history.at(-1) !== order.state) say(`state ${order.state} but last history entry ${order.history.at(-1)}`);
  if (JSON.stringify(order.orderEventStates) !== JSON.stringify(order.history)) say(`order events ${JSON.stringify(order.orderEventStates)} != history ${JSON.stringify(order.history)}`);
  const paidEntries = order.history.filter((state) => state === "PAID").length;
  const approvedPayments = order.payments.filter((status) => status === "approved").length;
  const approvedEvents = order.paymentEvents.filter((status) => status === "approved").length;
  if (paidEntries > 1) say(`PAID ${paidEntries} times`);
  if (order.paidAt !== paidEntries > 0) say(`paid_at ${order.paidAt ? "set" : "unset"} with ${paidEntries} PAID entries`);
  if (approvedPayments !== paidEntries) say(`${approvedPayments} approved payments for ${paidEntries} PAID entries`);
  if (approvedEvents !== paidEntries) say(`${approvedEvents} approved payment events for ${paidEntries} PAID entries`);
  return problems;
}
