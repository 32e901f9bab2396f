import { eq } from "drizzle-orm";
import { IFOOD_MESSAGES, type IfoodReason } from "@forno/domain/ifood";
import { isCancelledOrderState } from "@forno/domain/order-reading";
import { type OrderState, transitionProblem } from "@forno/domain/orders";
import type { IfoodCancellationReason, Order } from "@forno/domain/schemas";
import type { Executor } from "../../db/client";
import { ifoodOrders, orders } from "../../db/schema";
import { type IfoodConfig, IfoodRefused, IfoodUnreachable } from "../../ifood";
import { HttpError, badRequest, conflict, notFound, unprocessable } from "../../lib/http-errors";
import { DRIVER_ONLY_WHEN_DISPATCHED, type StateChange, changeOrderState } from "../order-state-historys/order-state-historys.service";
import { getOrder } from "../orders/orders.service";
import { type CallOutcome, type IfoodCallDeps, tellIfood } from "./ifood-calls";
import { recordIfoodOrder, releaseCalls } from "./ifood-order-record";

export interface IfoodMoveDeps extends Omit<IfoodCallDeps, "api"> {
  config: IfoodConfig | null;
}

/**
 * How long a desk move waits for the order's calls when the follower holds them (its round for the
 * previous move: milliseconds when iFood already knows it, a few calls at most otherwise).
 */
const BUSY_WAIT_MS = 2_000;
const BUSY_RETRY_MS = 50;

/**
 * The desk's own attempt to tell iFood, waiting a little for a round already under way: the move
 * that gives up at once leaves iFood to the follower, and a refusal then reaches the card instead
 * of the staff member who made the move.
 */
async function tellIfoodFirst(deps: IfoodCallDeps, orderId: number, toState: OrderState): Promise<CallOutcome> {
  const deadline = Date.now() + BUSY_WAIT_MS;
  for (;;) {
    const outcome = await tellIfood(deps, orderId, toState);
    if (outcome.kind !== "busy" || Date.now() >= deadline) return outcome;
    await new Promise((resolve) => setTimeout(resolve, BUSY_RETRY_MS));
  }
}

/** What a desk move of an iFood order did: moved it, or asked iFood to cancel it (the order is answered). */
export type IfoodMove = { kind: "moved"; change: StateChange } | { kind: "requested"; order: Order };

export interface IfoodMoveRequest {
  orderId: number;
  toState: OrderState;
  staffUserId: number;
  driverId?: number;
  cancellationCode?: string;
}

const unavailable = () => new HttpError(503, IFOOD_MESSAGES.unreachable);

/** The iFood order's state and iFood id; 404 for any other order. */
async function ifoodOrder(db: Executor, orderId: number): Promise<{ state: OrderState; ifoodId: string; requested: Date | null }> {
  const [row] = await db
    .select({ state: orders.currentState, ifoodId: orders.externalRef, requested: ifoodOrders.cancellationRequestedAt })
    .from(orders)
    .innerJoin(ifoodOrders, eq(ifoodOrders.orderId, orders.id))
    .where(eq(orders.id, orderId));
  if (row === undefined || row.ifoodId === null) throw notFound(IFOOD_MESSAGES.notAnIfoodOrder);
  return { state: row.state, ifoodId: row.ifoodId, requested: row.requested };
}

/** iFood's answer as the API's: its refusal 422 with iFood's message, its silence 503. */
async function askIfood<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof IfoodRefused) throw unprocessable(IFOOD_MESSAGES.refused(error.message));
    if (error instanceof IfoodUnreachable) throw unavailable();
    throw error;
  }
}

/** GET /orders/{id}/cancellation-reasons: iFood's reasons for this order, as iFood lists them. */
export async function cancellationReasons(deps: IfoodMoveDeps, orderId: number): Promise<IfoodCancellationReason[]> {
  const { ifoodId } = await ifoodOrder(deps.db, orderId);
  const config = deps.config;
  if (config === null) throw conflict(IFOOD_MESSAGES.off);
  const reasons = await askIfood(() => config.api.cancellationReasons(ifoodId));
  return reasons.map((reason) => ({ code: reason.cancelCodeId, description: reason.description }));
}

/**
 * Cancelar on an iFood order (growth.md section 4): one of iFood's reasons, then requestCancellation;
 * the order stays where it is, marked "Cancelamento solicitado", until iFood's CAN event cancels it.
 * A refusal is iFood's message (422) and changes nothing.
 */
async function requestCancellation(deps: IfoodMoveDeps, request: IfoodMoveRequest): Promise<IfoodMove> {
  if (request.toState === "REFUNDED") throw unprocessable(IFOOD_MESSAGES.refundThroughIfood);
  if (request.cancellationCode === undefined) throw unprocessable(IFOOD_MESSAGES.reasonRequired);
  const order = await ifoodOrder(deps.db, request.orderId);
  const problem = transitionProblem(order.state, "CANCELLED_STORE");
  if (problem !== null) throw conflict(problem);
  const config = deps.config;
  if (config === null) throw conflict(IFOOD_MESSAGES.off);
  const reasons = await askIfood(() => config.api.cancellationReasons(order.ifoodId));
  const reason: IfoodReason | undefined = reasons.find((entry) => entry.cancelCodeId === request.cancellationCode);
  if (reason === undefined) throw unprocessable(IFOOD_MESSAGES.unknownReason);
  await askIfood(() => config.api.requestCancellation(order.ifoodId, reason));
  await recordIfoodOrder(deps.db, request.orderId, { cancellationRequestedAt: new Date(), cancellationCode: reason.cancelCodeId, problem: null });
  return { kind: "requested", order: await getOrder(deps.db, request.orderId, null) };
}

/**
 * A desk move of an iFood order (growth.md section 4; decision 3403): the machine's check first, then
 * iFood is told (Aceitar: confirm then startPreparation; leaving: dispatch or readyToPickup), outside
 * any transaction, before the move. iFood's refusal is answered (422, iFood's message) and the order
 * stays where it was; iFood's silence does not hold the desk: the move is made and the follower tells
 * iFood later. A cancellation is a request to iFood (see requestCancellation).
 */
export async function moveIfoodOrder(deps: IfoodMoveDeps, request: IfoodMoveRequest): Promise<IfoodMove> {
  if (isCancelledOrderState(request.toState)) return requestCancellation(deps, request);
  if (request.cancellationCode !== undefined) throw badRequest(IFOOD_MESSAGES.reasonOnlyForIfoodCancel);
  if (request.driverId !== undefined && request.toState !== "DISPATCHED") throw badRequest(DRIVER_ONLY_WHEN_DISPATCHED);
  const order = await ifoodOrder(deps.db, request.orderId);
  const problem = transitionProblem(order.state, request.toState);
  if (problem !== null) throw conflict(problem);
  if (deps.config !== null) {
    const outcome = await tellIfoodFirst({ ...deps, api: deps.config.api }, request.orderId, request.toState);
    if (outcome.kind === "refused") throw unprocessable(IFOOD_MESSAGES.refused(outcome.message));
    // The move's own event carries the news to the desk; the follower tries again.
    if (outcome.kind === "unreachable") await releaseCalls(deps.db, request.orderId, { problem: IFOOD_MESSAGES.retrying, callsFailingSince: new Date() });
  }
  const change = await changeOrderState(deps.db, request.orderId, request.toState, { by: "staff", staffUserId: request.staffUserId }, request.driverId);
  return { kind: "moved", change };
}
