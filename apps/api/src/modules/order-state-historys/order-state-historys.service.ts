import { eq } from "drizzle-orm";
import { type OrderState, type TransitionActor, canTransition, scheduledTimeFor, transitionProblem } from "@forno/domain/orders";
import type { Order, OrderStateHistory } from "@forno/domain/schemas";
import type { Executor } from "../../db/client";
import { orderStateHistory, orders, settings } from "../../db/schema";
import { publishEvent } from "../../events/event-bus";
import { conflict, notFound } from "../../lib/http-errors";
import { ORDER_NOT_FOUND, getOrder } from "../orders/orders.service";

/** Who moved the order, as recorded in `order_state_history.actor`. */
export interface StateChangeActor {
  by: TransitionActor;
  staffUserId?: number;
}

export interface StateChange {
  history: OrderStateHistory;
  order: Order;
}

interface LockedOrder {
  id: number;
  currentState: OrderState;
  paidAt: Date | null;
}

async function lockOrder(tx: Executor, orderId: number): Promise<LockedOrder> {
  const [row] = await tx
    .select({ id: orders.id, currentState: orders.currentState, paidAt: orders.paidAt })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for("update");
  if (row === undefined) throw notFound(ORDER_NOT_FOUND);
  return row;
}

async function defaultDeliveryMinutes(tx: Executor): Promise<number> {
  const [row] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, "operation.default_delivery_time"));
  return Number.parseInt(row?.value ?? "", 10) || 0;
}

/**
 * One move, already checked, in the caller's transaction: the history row, the order row (entering
 * PAID for the first time records paid_at and scheduled_time = paid time + the store's
 * default_delivery_time), and the order event whose NOTIFY fires on commit.
 */
async function applyTransition(tx: Executor, current: LockedOrder, toState: OrderState, actor: StateChangeActor): Promise<StateChange> {
  const [entry] = await tx
    .insert(orderStateHistory)
    .values({ orderId: current.id, fromState: current.currentState, toState, actor: actor.by, staffUserId: actor.staffUserId ?? null })
    .returning();
  const changes: Partial<typeof orders.$inferInsert> = { currentState: toState };
  if (toState === "PAID" && current.paidAt === null) {
    changes.paidAt = entry!.createdAt;
    changes.scheduledTime = scheduledTimeFor(entry!.createdAt, await defaultDeliveryMinutes(tx));
  }
  await tx.update(orders).set(changes).where(eq(orders.id, current.id));
  const order = await getOrder(tx, current.id, null);
  await publishEvent(tx, "order", current.id, order);
  return { history: { id: entry!.id, to_state: entry!.toState, created_at: entry!.createdAt.toISOString() }, order };
}

/**
 * POST /order-state-historys: moves an order along the state machine of architecture section 5
 * (`@forno/domain/orders`), as one transaction. A move the machine refuses is a 409 naming both
 * states; PENDING -> PAID is refused to anyone but the payment flow (see markOrderPaid).
 */
export async function changeOrderState(db: Executor, orderId: number, toState: OrderState, actor: StateChangeActor): Promise<StateChange> {
  return db.transaction(async (tx) => {
    const current = await lockOrder(tx, orderId);
    const problem = transitionProblem(current.currentState, toState, actor.by);
    if (problem !== null) throw conflict(problem);
    return applyTransition(tx, current, toState, actor);
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
