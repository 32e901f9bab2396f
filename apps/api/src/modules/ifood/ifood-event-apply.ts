import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { IFOOD_EVENT_CODES, IFOOD_MESSAGES, ifoodCallsFor, ifoodEventTarget, ifoodMoves, ifoodOrderSchema } from "@forno/domain/ifood";
import { isCancelledOrderState } from "@forno/domain/order-reading";
import type { Executor } from "../../db/client";
import { ifoodOrders, orders } from "../../db/schema";
import { IfoodRefused, IfoodUnreachable, type MerchantApi } from "../../ifood";
import { changeOrderState } from "../order-state-historys/order-state-historys.service";
import { type StoredIfoodEvent, finishEvent, retryEvent } from "./ifood-events";
import { createIfoodOrder, orderOfIfoodId } from "./ifood-order-create";
import { addKnownCalls, recordIfoodOrder } from "./ifood-order-record";
import { recordIfoodProblem } from "./ifood-state";

export interface IfoodEventDeps {
  db: Executor;
  api: MerchantApi;
  log: FastifyBaseLogger;
}

/** A 404 right after PLACED is retried with backoff for at most 10 minutes (growth.md section 4). */
export const DETAILS_WAIT_MS = 10 * 60_000;
const MAX_BACKOFF_MS = 60_000;

/** 1 s, 2 s, 4 s... up to a minute. */
const backoff = (attempts: number) => Math.min(MAX_BACKOFF_MS, 1_000 * 2 ** attempts);

/** Applied (or given up); `waiting`: tried again later, and the order's later events wait behind it. */
export type EventOutcome = "applied" | "waiting";

/** Done with an event that cannot be applied; `shown`: its problem is also one of the Integrações screen's. */
async function giveUp(deps: IfoodEventDeps, event: StoredIfoodEvent, problem: string, shown = true): Promise<EventOutcome> {
  deps.log.warn({ ifoodEvent: event.id, code: event.code, problem }, "an iFood event was given up");
  await finishEvent(deps.db, event.id, problem);
  if (shown) await recordIfoodProblem(deps.db, problem);
  return "applied";
}

async function wait(deps: IfoodEventDeps, event: StoredIfoodEvent, now: Date, problem: string, shown = true): Promise<EventOutcome> {
  if (now.getTime() - event.createdAt.getTime() >= DETAILS_WAIT_MS) return giveUp(deps, event, problem, shown);
  await retryEvent(deps.db, event.id, backoff(event.attempts));
  return "waiting";
}

/** PLACED: the order's details, then the Forno order (once per iFood id). */
async function placed(deps: IfoodEventDeps, event: StoredIfoodEvent, now: Date): Promise<EventOutcome> {
  if ((await orderOfIfoodId(deps.db, event.ifoodOrderId)) !== null) {
    await finishEvent(deps.db, event.id);
    return "applied";
  }
  let raw: unknown;
  try {
    raw = await deps.api.orderDetails(event.ifoodOrderId);
  } catch (error) {
    if (error instanceof IfoodUnreachable) return wait(deps, event, now, IFOOD_MESSAGES.detailsMissing(event.ifoodOrderId));
    if (error instanceof IfoodRefused) return giveUp(deps, event, IFOOD_MESSAGES.refused(error.message));
    throw error;
  }
  if (raw === null) return wait(deps, event, now, IFOOD_MESSAGES.detailsMissing(event.ifoodOrderId));
  const parsed = ifoodOrderSchema.safeParse(raw);
  if (!parsed.success) return giveUp(deps, event, IFOOD_MESSAGES.unreadableOrder(event.ifoodOrderId));
  await createIfoodOrder(deps.db, parsed.data, raw);
  await finishEvent(deps.db, event.id);
  return "applied";
}

/**
 * iFood's own event on an order Forno holds (growth.md section 4): the moves it asks for, one
 * allowed step at a time, by the marketplace (iFood knows them: nothing is called back); an event
 * for a step already taken changes nothing. CARF withdraws the store's cancellation request.
 */
async function onOrder(deps: IfoodEventDeps, event: StoredIfoodEvent, orderId: number): Promise<void> {
  const [order] = await deps.db
    .select({ state: orders.currentState, isDelivery: orders.isDelivery, requested: ifoodOrders.cancellationRequestedAt })
    .from(orders)
    .innerJoin(ifoodOrders, eq(ifoodOrders.orderId, orders.id))
    .where(eq(orders.id, orderId));
  if (order === undefined) return;
  if (event.code === IFOOD_EVENT_CODES.cancellationRequestFailed && order.requested !== null && !isCancelledOrderState(order.state)) {
    await recordIfoodOrder(deps.db, orderId, { cancellationRequestedAt: null, cancellationCode: null, problem: IFOOD_MESSAGES.cancellationRefused });
    return;
  }
  const target = ifoodEventTarget(event.code, order.isDelivery, order.requested !== null);
  if (target === null) return;
  const moves = ifoodMoves(order.state, target);
  await deps.db.transaction(async (tx) => {
    await addKnownCalls(tx, orderId, ifoodCallsFor(target, order.isDelivery));
    for (const step of moves) await changeOrderState(tx, orderId, step, { by: "ifood" });
  });
}

/** One stored event, applied or put back to wait. */
export async function applyIfoodEvent(deps: IfoodEventDeps, event: StoredIfoodEvent, now = new Date()): Promise<EventOutcome> {
  if (event.code === IFOOD_EVENT_CODES.placed) return placed(deps, event, now);
  const orderId = await orderOfIfoodId(deps.db, event.ifoodOrderId);
  // Out of order: the order's PLACED is not applied yet (its details may still be on their way); its own problem is shown once.
  if (orderId === null) return wait(deps, event, now, IFOOD_MESSAGES.detailsMissing(event.ifoodOrderId), false);
  await onOrder(deps, event, orderId);
  await finishEvent(deps.db, event.id);
  return "applied";
}
