import type { FastifyReply, FastifyRequest } from "fastify";
import type { Executor } from "../db/client";
import { EVERY_ORDER, type EventBus, type EventStreamName, type StreamEvent, type StreamTarget } from "./event-bus";
import { eventsAfter, eventsById, latestEvent, latestEventIdsOfEveryOrder } from "./event-queries";
import type { SseHub, SseStream } from "./sse";

/** What following a stream needs of the app context (its own layer never imports the context). */
export interface StreamServices {
  db: Executor;
  events: EventBus;
  sse: SseHub;
}

/** `Last-Event-ID` as a number; anything else counts as absent. */
function lastEventIdOf(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header.at(-1) : header;
  if (value === undefined || !/^\d{1,15}$/.test(value.trim())) return undefined;
  return Number(value.trim());
}

interface StreamPlan {
  stream: EventStreamName;
  target: StreamTarget;
  /** Writes what the client does not have yet (the catch-up), before the live events. */
  catchUp(sse: SseStream, lastEventId: number | undefined): Promise<void>;
  /** Writes one event, unless the client already has it. */
  send(sse: SseStream, event: StreamEvent): void;
}

/**
 * The common part of every stream: the subscription is taken before the catch-up is read, and
 * what arrives meanwhile waits, so nothing falls between the two; ids already sent are skipped,
 * so nothing arrives twice. Then every new event, as it commits, from any API instance.
 */
async function follow(ctx: StreamServices, request: FastifyRequest, reply: FastifyReply, plan: StreamPlan): Promise<void> {
  const lastEventId = lastEventIdOf(request.headers["last-event-id"]);
  const sse = ctx.sse.open(request, reply);
  // Events that arrive while the catch-up is read wait here; dropped once the stream is live.
  let pending: StreamEvent[] | undefined = [];
  const unsubscribe = ctx.events.subscribe(plan.stream, plan.target, (event) => {
    if (pending === undefined) plan.send(sse, event);
    else pending.push(event);
  });
  sse.onClose(unsubscribe);
  try {
    await plan.catchUp(sse, lastEventId);
  } catch (error) {
    request.log.error({ err: error }, "could not read the events to replay");
    sse.close();
    return;
  }
  for (const event of pending) plan.send(sse, event);
  pending = undefined;
}

/**
 * Streams one order's events to an already authorised caller: with `Last-Event-ID`, every event
 * of that order after it (replay); without, the latest one (the current state); then live.
 */
export function followOrderStream(ctx: StreamServices, request: FastifyRequest, reply: FastifyReply, stream: EventStreamName, orderId: number): Promise<void> {
  return follow(ctx, request, reply, {
    stream,
    target: orderId,
    async catchUp(sse, lastEventId) {
      if (lastEventId !== undefined) sse.resumeAfter(lastEventId);
      const events = lastEventId === undefined ? [await latestEvent(ctx.db, stream, orderId)] : await eventsAfter(ctx.db, stream, orderId, lastEventId);
      for (const event of events) if (event !== undefined) sse.send(event);
    },
    send: (sse, event) => sse.send(event),
  });
}

/** Replay pages: a page of whole orders is written, then the client must read it before the next. */
const REPLAY_PAGE = 100;
/** Orders a stream of every order remembers the last sent id of (a night's orders, many times over). */
const REMEMBERED_ORDERS = 5_000;

/**
 * Per order, the highest id sent: ids of different orders arrive in any order on the stream of
 * every order, but one order's must never go backwards (an older whole order would undo a newer).
 */
function perOrderGate(): (event: StreamEvent) => boolean {
  const sent = new Map<number, number>();
  return (event) => {
    const last = sent.get(event.orderId);
    if (last !== undefined && event.id <= last) return false;
    // Re-inserted so the map's order is by last use; the oldest is forgotten past the bound.
    sent.delete(event.orderId);
    sent.set(event.orderId, event.id);
    if (sent.size > REMEMBERED_ORDERS) sent.delete(sent.keys().next().value!);
    return true;
  };
}

/**
 * The staff's stream of every order (`GET /orders/sse`): live, every committed change of any order,
 * whole. Without `Last-Event-ID` nothing is replayed (the desk reads its list); with it, the latest
 * event of every order changed since (plus the lookback window, decision 1500), oldest first,
 * page by page as the client reads.
 */
export function followEveryOrder(ctx: StreamServices, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const fresh = perOrderGate();
  return follow(ctx, request, reply, {
    stream: "order",
    target: EVERY_ORDER,
    async catchUp(sse, lastEventId) {
      if (lastEventId === undefined) return;
      const ids = await latestEventIdsOfEveryOrder(ctx.db, "order", lastEventId);
      for (let start = 0; start < ids.length && !sse.closed; start += REPLAY_PAGE) {
        for (const event of await eventsById(ctx.db, ids.slice(start, start + REPLAY_PAGE))) if (fresh(event)) sse.push(event);
        await sse.drained();
      }
    },
    send: (sse, event) => {
      if (fresh(event)) sse.push(event);
    },
  });
}
