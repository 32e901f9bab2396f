import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { DatabaseHandle, Executor } from "../db/client";
import { type NotificationListener, listenForNotifications } from "../db/notifications";
import { orderEvents } from "../db/schema";
import { eventsAfter, eventsById, latestEventIdsOfEveryOrder } from "./event-queries";
import type { EventStreamName, StreamEvent } from "./stream-event";

export type { EventStreamName, StreamEvent } from "./stream-event";

/** Subscribes to every order's events of a stream (the staff's stream of all orders) instead of one order's. */
export const EVERY_ORDER = "*";
export type StreamTarget = number | typeof EVERY_ORDER;

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

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

interface Topic {
  listeners: Set<EventListener>;
  /**
   * One order's topic: ids only grow, so a notification at or below the highest id delivered went
   * out already. Every order's topic: ids of different orders commit in any order, so none is
   * dropped for its id; subscribers skip what they sent per order. Either way it is where a
   * catch-up after a lost listener connection starts.
   */
  lastId: number;
  ordered: boolean;
  /** Deliveries of one topic run one after the other. */
  queue: Promise<void>;
}

export interface EventBus {
  /** Starts the process's one LISTEN connection. */
  start(): Promise<void>;
  /**
   * Calls `listener` for every event of that order's stream (or of every order's, `EVERY_ORDER`)
   * committed from now on, by any instance. `internal`: the API's own follower (Web Push), left out
   * of `subscriberCount`.
   */
  subscribe(stream: EventStreamName, target: StreamTarget, listener: EventListener, options?: { internal?: boolean }): () => void;
  /** Open subscriptions of clients' streams, for tests and the benchmark. */
  subscriberCount(): number;
  close(): Promise<void>;
}

/**
 * Fan-out of committed events to the streams this process holds: ONE listening connection per
 * process (not one per stream), multiplexed by `<stream>:<order id>` (and `<stream>:*` for the
 * stream of every order). A notification is read from `order_events` at most once per process,
 * only when someone here follows that order or every order, then written to every subscriber.
 * After a lost listener connection each followed topic catches up from the table.
 */
export function createEventBus(database: DatabaseHandle, log: FastifyBaseLogger): EventBus {
  const topics = new Map<string, Topic>();
  let listener: NotificationListener | undefined;
  let count = 0;
  let closed = false;

  const keyOf = (stream: EventStreamName, target: StreamTarget) => `${stream}:${target}`;

  const deliver = (topic: Topic, events: StreamEvent[]) => {
    for (const event of events) {
      if (topic.ordered && event.id <= topic.lastId) continue;
      topic.lastId = Math.max(topic.lastId, event.id);
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
    const one = topics.get(keyOf(notice.stream, notice.order_id));
    const every = topics.get(keyOf(notice.stream, EVERY_ORDER));
    const wanted = [one !== undefined && notice.id > one.lastId ? one : undefined, every].filter((topic) => topic !== undefined);
    if (wanted.length === 0) return;
    // One read for both topics, started by whichever queue gets there first.
    let read: Promise<StreamEvent[]> | undefined;
    const load = () => (read ??= eventsById(database.db, [notice.id]));
    for (const topic of wanted) enqueue(topic, async () => (topic.ordered && notice.id <= topic.lastId ? [] : load()));
  };

  const onReconnect = () => {
    log.warn("event listener reconnected; streams catch up from order_events");
    for (const [key, topic] of topics) {
      const [stream, target] = key.split(":") as [EventStreamName, string];
      // Subscribers skip ids they already sent, so re-reading from the topic's last id is safe.
      enqueue(topic, async () =>
        target === EVERY_ORDER
          ? // Nothing delivered yet: only the lookback window can hold what was missed.
            eventsById(database.db, await latestEventIdsOfEveryOrder(database.db, stream, topic.lastId || Number.MAX_SAFE_INTEGER))
          : eventsAfter(database.db, stream, Number(target), topic.lastId),
      );
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
    subscribe(stream, target, subscriber, options) {
      const counted = options?.internal !== true;
      const key = keyOf(stream, target);
      let topic = topics.get(key);
      if (topic === undefined) {
        topic = { listeners: new Set(), lastId: 0, ordered: target !== EVERY_ORDER, queue: Promise.resolve() };
        topics.set(key, topic);
      }
      topic.listeners.add(subscriber);
      if (counted) count += 1;
      const current = topic;
      let active = true;
      return () => {
        if (!active) return;
        active = false;
        if (counted) count -= 1;
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
