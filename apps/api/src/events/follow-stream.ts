import type { FastifyReply, FastifyRequest } from "fastify";
import type { Executor } from "../db/client";
import { type EventBus, type EventStreamName, type StreamEvent, eventsAfter, latestEvent } from "./event-bus";
import type { SseHub } from "./sse";

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

/**
 * Streams one order's events to an already authorised caller: with `Last-Event-ID`, every event
 * of that order after it (replay); without, the latest one (the current state). Then every new
 * event, as it commits, from any API instance. The subscription is taken before the catch-up is
 * read, and ids already sent are skipped, so nothing falls between the two nor arrives twice.
 */
export async function followOrderStream(ctx: StreamServices, request: FastifyRequest, reply: FastifyReply, stream: EventStreamName, orderId: number): Promise<void> {
  const lastEventId = lastEventIdOf(request.headers["last-event-id"]);
  const sse = ctx.sse.open(request, reply);
  // Events that arrive while the catch-up is read wait here; dropped once the stream is live.
  let pending: StreamEvent[] | undefined = [];
  const unsubscribe = ctx.events.subscribe(stream, orderId, (event) => {
    if (pending === undefined) sse.send(event);
    else pending.push(event);
  });
  sse.onClose(unsubscribe);
  if (lastEventId !== undefined) sse.resumeAfter(lastEventId);
  try {
    const catchUp = lastEventId === undefined ? [await latestEvent(ctx.db, stream, orderId)] : await eventsAfter(ctx.db, stream, orderId, lastEventId);
    for (const event of catchUp) if (event !== undefined) sse.send(event);
  } catch (error) {
    request.log.error({ err: error }, "could not read the events to replay");
    sse.close();
    return;
  }
  for (const event of pending) sse.send(event);
  pending = undefined;
}
