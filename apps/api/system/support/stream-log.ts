import { orderSchema } from "@forno/domain/schemas";
import { type TestStream, openStreamAt } from "../../test/support/event-stream";

/** One event an order stream delivered: its id and the state the order reached. */
export interface SeenEvent {
  id: number;
  state: string;
}

function seenEvent(message: { id?: string; data: string }): SeenEvent {
  if (message.id === undefined) throw new Error(`an order event without id: ${message.data}`);
  const order = orderSchema.parse(JSON.parse(message.data));
  return { id: Number(message.id), state: order.OrderStateHistory.at(-1)?.to_state ?? "?" };
}

/** Opens GET /orders/sse/{id}, optionally resuming after `lastEventId`; fails unless it is a 200 stream. */
export async function openOrderStream(baseUrl: string, orderId: number, token: string, lastEventId?: number): Promise<TestStream> {
  const stream = await openStreamAt(`${baseUrl}/orders/sse/${orderId}`, { token, ...(lastEventId === undefined ? {} : { lastEventId }) });
  if (stream.status !== 200) throw new Error(`stream of order ${orderId}: ${stream.status} ${JSON.stringify(stream.error)}`);
  return stream;
}

/** The next `count` events of a stream. */
export async function nextEvents(stream: TestStream, count: number, timeoutMs = 5_000): Promise<SeenEvent[]> {
  const events: SeenEvent[] = [];
  for (let i = 0; i < count; i += 1) events.push(seenEvent(await stream.next(timeoutMs)));
  return events;
}

/** Everything a stream received before it ended (it must end within `timeoutMs`). */
export async function eventsUntilEnd(stream: TestStream, timeoutMs = 5_000): Promise<SeenEvent[]> {
  const events: SeenEvent[] = [];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let message;
    try {
      message = await stream.next(Math.max(1, deadline - Date.now()));
    } catch (error) {
      if (stream.ended) return events;
      throw error;
    }
    events.push(seenEvent(message));
  }
}

/** The events of a stream up to and including the first one announcing `state`. */
export async function eventsThrough(stream: TestStream, state: string, timeoutMs = 5_000): Promise<SeenEvent[]> {
  const events: SeenEvent[] = [];
  while (events.at(-1)?.state !== state) events.push(...(await nextEvents(stream, 1, timeoutMs)));
  return events;
}
