import { eq, sql } from "drizzle-orm";
import { type OrderState, type TransitionActor, canTransition, scheduledTimeFor, transitionProblem } from "@forno/domain/orders";
import { DRIVER_MESSAGES, type Order, type OrderStateHistory } from "@forno/domain/schemas";
import type { Executor } from "../../db/client";
import { orderStateHistory, orders, settings } from "../../db/schema";
import { publishEvent } from "../../events/event-bus";
import { badRequest, conflict, notFound, unprocessable } from "../../lib/http-errors";
import { activeDriverId } from "../drivers/drivers.service";
import { ORDER_NOT_FOUND, getOrder } from "../orders/orders.service";
import { MOVE_WRITES } from "./move-writes";

/** The PDV feed's INSERT, for the OpenDelivery calls that record an event without a move (CONFIRMED, READY_FOR_PICKUP). */
export { insertOpenDeliveryEvent } from "./opendelivery-feed";
/** Where each instance records its FISCAL_PROVIDER: the move writes a pending NFC-e only when there is one. */
export { FISCAL_PROVIDER_META_KEY } from "./fiscal-note-write";

/** Who moved the order, as recorded in `order_state_history.actor`. */
export interface StateChangeActor {
  by: TransitionActor;
  staffUserId?: number;
}

/** Decided (decision 1721): a driver goes with an order that leaves, never with another move. */
export const DRIVER_ONLY_WHEN_DISPATCHED = DRIVER_MESSAGES.onlyDispatched;
export const NO_DRIVER_FOR_PICKUP = DRIVER_MESSAGES.noneForPickup;

export interface StateChange {
  history: OrderStateHistory;
  order: Order;
}

interface LockedOrder {
  id: number;
  currentState: OrderState;
  paidAt: Date | null;
  isDelivery: boolean;
  /** A scheduled order keeps its chosen slot as scheduled_time when paid. */
  isScheduled: boolean;
  /** The store's `operation.default_delivery_time`, read with the lock (one round trip). */
  deliveryMinutes: string | null;
}

async function lockOrder(tx: Executor, orderId: number): Promise<LockedOrder> {
  const [row] = await tx
    .select({
      id: orders.id,
      currentState: orders.currentState,
      paidAt: orders.paidAt,
      isDelivery: orders.isDelivery,
      isScheduled: orders.isScheduled,
      deliveryMinutes: sql<string | null>`(SELECT ${settings.value} FROM ${settings} WHERE ${settings.key} = 'operation.default_delivery_time')`,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for("update");
  if (row === undefined) throw notFound(ORDER_NOT_FOUND);
  return row;
}

/**
 * One move, already checked, in the caller's transaction: the history row, the order row (entering
 * PAID for the first time records paid_at and, unless the customer scheduled it, scheduled_time =
 * paid time + the store's default_delivery_time), the in-transaction consequences of `MOVE_WRITES`,
 * all in one statement, and the order event whose NOTIFY fires on commit (its followers act then).
 */
async function applyTransition(tx: Executor, current: LockedOrder, toState: OrderState, actor: StateChangeActor, driverId: number | null = null): Promise<StateChange> {
  const now = new Date();
  // Each move to DISPATCHED records its time and its driver (none: null), for the drivers' report.
  const dispatching = toState === "DISPATCHED";
  const paying = toState === "PAID" && current.paidAt === null;
  const scheduled = paying && !current.isScheduled ? scheduledTimeFor(now, Number.parseInt(current.deliveryMinutes ?? "", 10) || 0) : null;
  // What must be atomic with the move, written in the move's own statement (PGlite pays per statement).
  const move = { orderId: current.id, from: current.currentState, to: toState, wasPaid: current.paidAt !== null, firstPayment: paying, at: now };
  const writes = MOVE_WRITES.map((write) => write(move)).filter((write) => write !== null);
  const result = await tx.execute(sql`
    WITH ${sql.join(
      writes.map((write, index) => sql`${sql.raw(`write_${index}`)} AS (${write}), `),
      sql``,
    )}entry AS (
      INSERT INTO ${orderStateHistory} (order_id, from_state, to_state, actor, staff_user_id, created_at)
      VALUES (${current.id}, ${current.currentState}::order_state, ${toState}::order_state, ${actor.by}, ${actor.staffUserId ?? null}::integer, ${now.toISOString()}::timestamptz)
      RETURNING id
    ), moved AS (
      UPDATE ${orders}
         SET current_state = ${toState}::order_state, updated_at = ${now.toISOString()}::timestamptz,
             paid_at = CASE WHEN ${paying}::boolean THEN ${now.toISOString()}::timestamptz ELSE paid_at END,
             scheduled_time = CASE WHEN ${paying && !current.isScheduled}::boolean THEN ${scheduled?.toISOString() ?? null}::timestamptz ELSE scheduled_time END,
             dispatched_at = CASE WHEN ${dispatching}::boolean THEN ${now.toISOString()}::timestamptz ELSE dispatched_at END,
             driver_id = CASE WHEN ${dispatching}::boolean THEN ${driverId}::integer ELSE driver_id END
       WHERE id = ${current.id}
    )
    SELECT id FROM entry`);
  const [entry] = (result as unknown as { rows: Array<{ id: number | string }> }).rows;
  const order = await getOrder(tx, current.id, null);
  await publishEvent(tx, "order", current.id, order);
  return { history: { id: Number(entry!.id), to_state: toState, created_at: now.toISOString() }, order };
}

/**
 * POST /order-state-historys: moves an order along the state machine of architecture section 5
 * (`@forno/domain/orders`), as one transaction. A move the machine refuses is a 409 naming both
 * states; PENDING -> PAID is refused to anyone but the payment flow (see markOrderPaid). A move
 * to DISPATCHED may name the driver (an active one, else 422; a pickup order none: 422); any other
 * move naming one is a 400.
 */
export async function changeOrderState(db: Executor, orderId: number, toState: OrderState, actor: StateChangeActor, driverId?: number): Promise<StateChange> {
  if (driverId !== undefined && toState !== "DISPATCHED") throw badRequest(DRIVER_ONLY_WHEN_DISPATCHED);
  return db.transaction(async (tx) => {
    const current = await lockOrder(tx, orderId);
    const problem = transitionProblem(current.currentState, toState, actor.by);
    if (problem !== null) throw conflict(problem);
    if (driverId !== undefined && !current.isDelivery) throw unprocessable(NO_DRIVER_FOR_PICKUP);
    const driver = driverId === undefined ? null : await activeDriverId(tx, driverId);
    return applyTransition(tx, current, toState, actor, driver);
  });
}

export interface MarkPaidResult {
  /** false when nothing changed: already paid (a repeated confirmation) or in a state PAID cannot follow. */
  changed: boolean;
  /** The state before the call and after it. */
  from: OrderState;
  state: OrderState;
  /** The order after the move (only when it changed). */
  order?: Order;
}

/**
 * For the payment flow (payments issue, sandbox approve): a confirmed payment moves the order to
 * PAID exactly once. A second call (webhook repeated, approve clicked twice, two instances at once)
 * finds the order already paid, under the row lock, and changes nothing. An order that was never
 * paid and whose state cannot become PAID (cancelled, refunded) is left alone too; the caller
 * decides what to do with that payment. Runs in `db`'s transaction when given one (a savepoint).
 */
export async function markOrderPaid(db: Executor, orderId: number): Promise<MarkPaidResult> {
  return db.transaction(async (tx) => {
    const current = await lockOrder(tx, orderId);
    const from = current.currentState;
    if (current.paidAt !== null || from === "PAID" || !canTransition(from, "PAID", "payment")) {
      return { changed: false, from, state: from };
    }
    const { order } = await applyTransition(tx, current, "PAID", { by: "payment" });
    return { changed: true, from, state: "PAID", order };
  });
}
