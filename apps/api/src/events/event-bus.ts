import { and, asc, desc, eq, gt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { DatabaseHandle, Executor } from "../db/client";
import { type NotificationListener, listenForNotifications } from "../db/notifications";
import { orderEvents } from "../db/schema";

/** The event streams of an order: `order` (the whole order) and `payment` (`{status}`, payments issue). */
export type EventStreamName = "order" | "payment";

/** One event as a stream sends it: its id (from `order_event_id_seq`) and its JSON text. */
export interface StreamEvent {
  id: number;
  data: string;
}

export type EventListener = (event: StreamEvent) => void;

/** The one NOTIFY channel of the API; the payload names the event, never carries it (8 kB limit). */
export const EVENTS_CHANNEL = "forno_events";

interface Notice {
  id: number;
  order_id: number;
  stream: EventStreamName;
}

/**
 * Records an event and raises its notification, in the caller's transaction: PostgreSQL (and PGlite)
 * deliver a NOTIFY only when that transaction commits, so a stream never shows a change that was
 * rolled back. One statement: the insert and pg_notify.
 */
export async function publishEvent(tx: Executor, stream: EventStreamName, orderId: number, payload: unknown): Promise<number> {
  const result = await tx.execute(sql`
    WITH event AS (
      INSERT INTO ${orderEvents} (order_id, stream, payload)
      VALUES (${orderId}, ${stream}, ${JSON.stringify(payload)}::jsonb)
      RETURNING id
    )
    SELECT id, pg_notify(${EVENTS_CHANNEL}, json_build_object('id', id, 'order_id', ${orderId}::integer, 'stream', ${stream}::text)::text)
    FROM event`);
  const [row] = rowsOf<{ id: number | string }>(result);
  return Number(row!.id);
}

/** The stored JSON as text, as the stream sends it (no parse and re-serialise per stream). */
const payloadText = sql<string>`${orderEvents.payload}::text`;

/** The events of one order's stream after `afterId` (a `Last-Event-ID`), oldest first. */
export async function eventsAfter(db: Executor, stream: EventStreamName, orderId: number, afterId: number, limit = 500): Promise<StreamEvent[]> {
  const rows = await db
    .select({ id: orderEvents.id, payload: payloadText })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.stream, stream), gt(orderEvents.id, afterId)))
    .orderBy(asc(orderEvents.id))
    .limit(limit);
  return rows.map((row) => ({ id: Number(row.id), data: row.payload }));
}

/** The latest event of one order's stream (what a new stream starts with), if any. */
export async function latestEvent(db: Executor, stream: EventStreamName, orderId: number): Promise<StreamEvent | undefined> {
  const [row] = await db
    .select({ id: orderEvents.id, payload: payloadText })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.stream, stream)))
    .orderBy(desc(orderEvents.id))
    .limit(1);
  return row === undefined ? undefined : { id: Number(row.id), data: row.payload };
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

interface Topic {
  listeners: Set<EventListener>;
  /** Highest id delivered: a notification never goes out twice, nor out of order. */
  lastId: number;
  /** Deliveries of one topic run one after the other. */
  queue: Promise<void>;
}

export interface EventBus {
  /** Starts the process's one LISTEN connection. */
  start(): Promise<void>;
  /** Calls `listener` for every event of that order's stream committed from now on, by any instance. */
  subscribe(stream: EventStreamName, orderId: number, listener: EventListener): () => void;
  /** Open subscriptions, for tests and the benchmark. */
  subscriberCount(): number;
  close(): Promise<void>;
}

/**
 * Fan-out of committed events to the streams this process holds: ONE listening connection per
 * process (not one per stream), multiplexed by `<stream>:<order id>`. A notification is read from
 * `order_events` once per process, only when someone here follows that order, then written to
 * every subscriber. After a lost listener connection each followed topic catches up from the table.
 */
export function createEventBus(database: DatabaseHandle, log: FastifyBaseLogger): EventBus {
  const topics = new Map<string, Topic>();
  let listener: NotificationListener | undefined;
  let count = 0;
  let closed = false;

  const keyOf = (stream: EventStreamName, orderId: number) => `${stream}:${orderId}`;

  const deliver = (topic: Topic, events: StreamEvent[]) => {
    for (const event of events) {
      if (event.id <= topic.lastId) continue;
      topic.lastId = event.id;
      for (const subscriber of topic.listeners) {
        try {
          subscriber(event);
        } catch (error) {
          log.error({ err: error }, "event subscriber failed");
        }
      }
    }
  };

  const enqueue = (topic: Topic, load: () => Promise<StreamEvent[]>) => {
    topic.queue = topic.queue
      .then(async () => {
        if (closed || topic.listeners.size === 0) return;
        deliver(topic, await load());
      })
      .catch((error: unknown) => {
        if (!closed) log.error({ err: error }, "could not read an order event");
      });
  };

  const onMessage = (payload: string) => {
    let notice: Notice;
    try {
      notice = JSON.parse(payload) as Notice;
    } catch {
      return;
    }
    const topic = topics.get(keyOf(notice.stream, notice.order_id));
    if (topic === undefined || notice.id <= topic.lastId) return;
    enqueue(topic, async () => {
      if (notice.id <= topic.lastId) return [];
      const [row] = await database.db.select({ payload: payloadText }).from(orderEvents).where(eq(orderEvents.id, notice.id));
      return row === undefined ? [] : [{ id: notice.id, data: row.payload }];
    });
  };

  const onReconnect = () => {
    log.warn("event listener reconnected; streams catch up from order_events");
    for (const [key, topic] of topics) {
      const [stream, orderId] = key.split(":") as [EventStreamName, string];
      // Subscribers skip ids they already sent, so re-reading from the topic's last id is safe.
      enqueue(topic, () => eventsAfter(database.db, stream, Number(orderId), topic.lastId));
    }
  };

  return {
    async start() {
      listener = await listenForNotifications(database, EVENTS_CHANNEL, {
        onMessage,
        onReconnect,
        onError: (error) => log.warn({ err: error }, "event listener connection error"),
      });
    },
    subscribe(stream, orderId, subscriber) {
      const key = keyOf(stream, orderId);
      let topic = topics.get(key);
      if (topic === undefined) {
        topic = { listeners: new Set(), lastId: 0, queue: Promise.resolve() };
        topics.set(key, topic);
      }
      topic.listeners.add(subscriber);
      count += 1;
      const current = topic;
      let active = true;
      return () => {
        if (!active) return;
        active = false;
        count -= 1;
        current.listeners.delete(subscriber);
        if (current.listeners.size === 0 && topics.get(key) === current) topics.delete(key);
      };
    },
    subscriberCount: () => count,
    async close() {
      closed = true;
      topics.clear();
      count = 0;
      await listener?.close();
    },
  };
}
