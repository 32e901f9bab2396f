import { sql } from "drizzle-orm";
import { isCancelledOrderState } from "@forno/domain/order-reading";
import type { OrderState } from "@forno/domain/orders";
import type { Executor } from "../../db/client";
import { opendeliveryEvents, orders } from "../../db/schema";
import { publishEvent } from "../../events/event-bus";
import { markFollowed } from "../../events/order-event-followers";
import { WEB_PUSH_FOLLOWER } from "../../push/order-push";
import { HttpError, notFound, unprocessable } from "../../lib/http-errors";
import { type StateChangeActor, changeOrderState, insertOpenDeliveryEvent } from "../order-state-historys/order-state-historys.service";
import { ORDER_NOT_FOUND, getOrder } from "../orders/orders.service";
import type { RequestCancellationBody } from "./wire-schemas";

/** The six status calls a PDV makes (POST /v1/orders/{orderId}/<call>). */
export const STATUS_CALLS = ["confirm", "preparing", "readyForPickup", "dispatch", "delivered", "requestCancellation"] as const;
export type StatusCall = (typeof STATUS_CALLS)[number];

/** Who moves an order for the PDV: the store's own system, not a staff member in Forno (decision 2005). */
const PDV_ACTOR: StateChangeActor = { by: "system" };

/** The way forward of a live order: a call for a step already reached (or passed) changes nothing. */
const PROGRESS: readonly OrderState[] = ["PAID", "PREPARATION", "DISPATCHED", "DELIVERED"];
const MOVES: Partial<Record<StatusCall, OrderState>> = { preparing: "PREPARATION", dispatch: "DISPATCHED", delivered: "DELIVERED" };
/** Already cancelled (a second cancellation changes nothing); a refunded order has ended too (the domain's cancelled states). */
const CANCELLED: readonly OrderState[] = ["CANCELLED_STORE", "CANCELLED_CLIENT"];

export const CANCELLED_ORDER = "O pedido foi cancelado ou reembolsado: não há mais o que informar.";

interface LockedPaidOrder {
  id: number;
  state: OrderState;
  confirmedAt: Date | null;
}

/** The paid order with that OpenDelivery id, locked for the call; a 404 for an unknown or never paid one. */
async function lockPaidOrder(tx: Executor, orderUuid: string): Promise<LockedPaidOrder> {
  const result = await tx.execute(sql`
    SELECT id, current_state, opendelivery_confirmed_at FROM ${orders}
     WHERE opendelivery_id = ${orderUuid}::uuid AND paid_at IS NOT NULL
       FOR UPDATE`);
  const [row] = (result as unknown as { rows: Array<{ id: number; current_state: OrderState; opendelivery_confirmed_at: string | Date | null }> }).rows;
  if (row === undefined) throw notFound(ORDER_NOT_FOUND);
  return { id: Number(row.id), state: row.current_state, confirmedAt: row.opendelivery_confirmed_at === null ? null : new Date(row.opendelivery_confirmed_at) };
}

/** A move through the one state service (history, order, streams, feed); its refusal is the call's 422. */
async function move(tx: Executor, order: LockedPaidOrder, toState: OrderState): Promise<void> {
  try {
    await changeOrderState(tx, order.id, toState, PDV_ACTOR);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 409) throw unprocessable(error.message);
    throw error;
  }
}

/** CONFIRMED: the time on the order (the desk shows "Confirmado no PDV") and the event, no state change. */
async function confirm(tx: Executor, order: LockedPaidOrder, now: Date): Promise<boolean> {
  if (isCancelledOrderState(order.state)) throw unprocessable(CANCELLED_ORDER);
  if (order.confirmedAt !== null) return false;
  await tx.execute(sql`
    WITH feed AS (${insertOpenDeliveryEvent(order.id, { type: "CONFIRMED", metadata: {} }, now)})
    UPDATE ${orders} SET opendelivery_confirmed_at = ${now.toISOString()}::timestamptz, updated_at = ${now.toISOString()}::timestamptz WHERE id = ${order.id}`);
  // The desk's and the customer's streams follow; the state did not change, so nobody is pushed again.
  const eventId = await publishEvent(tx, "order", order.id, await getOrder(tx, order.id, null));
  await markFollowed(tx, eventId, WEB_PUSH_FOLLOWER);
  return true;
}

/** READY_FOR_PICKUP: an event only, once per order. */
async function readyForPickup(tx: Executor, order: LockedPaidOrder, now: Date): Promise<boolean> {
  if (isCancelledOrderState(order.state)) throw unprocessable(CANCELLED_ORDER);
  const result = await tx.execute(sql`
    WITH feed AS (
      ${insertOpenDeliveryEvent(order.id, { type: "READY_FOR_PICKUP", metadata: null }, now)}
        AND NOT EXISTS (SELECT 1 FROM ${opendeliveryEvents} WHERE order_id = ${order.id} AND event_type = 'READY_FOR_PICKUP')
      RETURNING event_id
    )
    SELECT count(*) AS n FROM feed`);
  return Number((result as unknown as { rows: Array<{ n: number | string }> }).rows[0]?.n ?? 0) > 0;
}

/** CANCELLED_STORE, its CANCELLED event carrying the PDV's own reason and code. */
async function cancel(tx: Executor, order: LockedPaidOrder, body: RequestCancellationBody): Promise<boolean> {
  if (CANCELLED.includes(order.state)) return false;
  await move(tx, order, "CANCELLED_STORE");
  await tx.execute(sql`
    UPDATE ${opendeliveryEvents} SET metadata = ${JSON.stringify({ reason: body.reason, code: body.code })}::jsonb
     WHERE order_id = ${order.id} AND event_type = 'CANCELLED'`);
  return true;
}

/**
 * One status call from the PDV, in one transaction under the order's row lock (decision 2005):
 * true when something changed. A call for a step already taken, or passed, is accepted and changes
 * nothing (no second history row, no second event); a move the state machine refuses is a 422.
 */
export async function applyStatusCall(db: Executor, orderUuid: string, call: StatusCall, cancellation?: RequestCancellationBody): Promise<boolean> {
  return db.transaction(async (tx) => {
    const order = await lockPaidOrder(tx, orderUuid);
    const now = new Date();
    if (call === "confirm") return confirm(tx, order, now);
    if (call === "readyForPickup") return readyForPickup(tx, order, now);
    if (call === "requestCancellation") return cancel(tx, order, cancellation!);
    const target = MOVES[call]!;
    const reached = PROGRESS.indexOf(order.state);
    if (reached !== -1 && reached >= PROGRESS.indexOf(target)) return false;
    await move(tx, order, target);
    return true;
  });
}
