import { eq, sql } from "drizzle-orm";
import type { OrderState } from "@forno/domain/orders";
import type { Executor } from "../../db/client";
import { ifoodOrders, orders } from "../../db/schema";
import { publishEvent } from "../../events/event-bus";
import { markFollowed } from "../../events/order-event-followers";
import { WEB_PUSH_FOLLOWER } from "../../push/order-push";
import { getOrder } from "../orders/orders.service";

/** The follower that tells iFood of the desk's moves (decision 3403), in `order_event_claims`. */
export const IFOOD_FOLLOWER = "ifood-status";

export type IfoodOrderChanges = Partial<Pick<typeof ifoodOrders.$inferInsert, "problem" | "callsFailingSince" | "cancellationRequestedAt" | "cancellationCode" | "confirmedAt">>;

/**
 * Changes an iFood order's own row and publishes the order (the desk, the orders table follow it
 * live). Its state did not move: nobody is pushed, and iFood is told nothing (both followers are
 * marked done with the event).
 */
export async function recordIfoodOrder(db: Executor, orderId: number, changes: IfoodOrderChanges): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(ifoodOrders).set(changes).where(eq(ifoodOrders.orderId, orderId));
    const eventId = await publishEvent(tx, "order", orderId, await getOrder(tx, orderId, null));
    await markFollowed(tx, eventId, WEB_PUSH_FOLLOWER);
    await markFollowed(tx, eventId, IFOOD_FOLLOWER);
  });
}

/** What a lease on an order's calls holds: the order as iFood knows it. */
export interface LeasedCalls {
  ifoodId: string;
  state: OrderState;
  isDelivery: boolean;
  knownCalls: string[];
  problem: string | null;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * One instance at a time makes an order's calls (a desk's move and the follower's retry never call
 * twice): the lease for `leaseMs`. "none": not an iFood order; "busy": another call holds it.
 */
export async function leaseCalls(db: Executor, orderId: number, leaseMs: number): Promise<LeasedCalls | "none" | "busy"> {
  const result = await db.execute(sql`
    UPDATE ${ifoodOrders} AS io
       SET call_lease_until = now() + ${leaseMs}::integer * interval '1 millisecond'
      FROM ${orders} AS o
     WHERE io.order_id = ${orderId} AND o.id = io.order_id AND (io.call_lease_until IS NULL OR io.call_lease_until < now())
    RETURNING o.external_ref, o.current_state, o.is_delivery, io.known_calls, io.problem`);
  const [row] = rowsOf<{ external_ref: string; current_state: OrderState; is_delivery: boolean; known_calls: string[] | string; problem: string | null }>(result);
  if (row === undefined) {
    const [exists] = await db.select({ id: ifoodOrders.orderId }).from(ifoodOrders).where(eq(ifoodOrders.orderId, orderId));
    return exists === undefined ? "none" : "busy";
  }
  // PGlite answers a text[] as an array, node-postgres too; a literal "{a,b}" is read defensively.
  const known = Array.isArray(row.known_calls) ? row.known_calls : row.known_calls.replace(/[{}]/g, "").split(",").filter(Boolean);
  return {
    ifoodId: row.external_ref,
    state: row.current_state,
    isDelivery: row.is_delivery,
    knownCalls: known,
    problem: row.problem,
  };
}

/** Since when iFood has not answered the order's calls (null: it answers). */
export async function callsFailingSince(db: Executor, orderId: number): Promise<Date | null> {
  const [row] = await db.select({ since: ifoodOrders.callsFailingSince }).from(ifoodOrders).where(eq(ifoodOrders.orderId, orderId));
  return row?.since ?? null;
}

/** iFood knows `call` now (a 202, or iFood's own event said so); confirming records when. */
export async function addKnownCalls(db: Executor, orderId: number, calls: readonly string[]): Promise<void> {
  if (calls.length === 0) return;
  await db.execute(sql`
    UPDATE ${ifoodOrders}
       SET known_calls = ARRAY(SELECT DISTINCT unnest(known_calls || ${`{${calls.join(",")}}`}::text[])),
           confirmed_at = CASE WHEN confirmed_at IS NULL AND 'confirm' = ANY(${`{${calls.join(",")}}`}::text[]) THEN now() ELSE confirmed_at END,
           updated_at = now()
     WHERE order_id = ${orderId}`);
}

/** Gives the lease back, with what the calls left behind (no event: the caller publishes when it must). */
export async function releaseCalls(db: Executor, orderId: number, changes: IfoodOrderChanges = {}): Promise<void> {
  await db
    .update(ifoodOrders)
    .set({ ...changes, callLeaseUntil: null })
    .where(eq(ifoodOrders.orderId, orderId));
}
