import { and, asc, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { orderEvents } from "../db/schema";
import type { EventStreamName, StreamEvent } from "./stream-event";

/** The stored JSON as text, as the stream sends it (no parse and re-serialise per stream). */
const payloadText = sql<string>`${orderEvents.payload}::text`;
const eventColumns = { id: orderEvents.id, orderId: orderEvents.orderId, data: payloadText };

const toEvent = (row: { id: number; orderId: number; data: string }): StreamEvent => ({ id: Number(row.id), orderId: row.orderId, data: row.data });

/** The events of one order's stream after `afterId` (a `Last-Event-ID`), oldest first. */
export async function eventsAfter(db: Executor, stream: EventStreamName, orderId: number, afterId: number, limit = 500): Promise<StreamEvent[]> {
  const rows = await db
    .select(eventColumns)
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.stream, stream), gt(orderEvents.id, afterId)))
    .orderBy(asc(orderEvents.id))
    .limit(limit);
  return rows.map(toEvent);
}

/** The latest event of one order's stream (what a new stream starts with), if any. */
export async function latestEvent(db: Executor, stream: EventStreamName, orderId: number): Promise<StreamEvent | undefined> {
  const [row] = await db
    .select(eventColumns)
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.stream, stream)))
    .orderBy(desc(orderEvents.id))
    .limit(1);
  return row === undefined ? undefined : toEvent(row);
}

/** Events by id, oldest first (what the bus reads for a notification, or a replay's page). */
export async function eventsById(db: Executor, ids: readonly number[]): Promise<StreamEvent[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(eventColumns).from(orderEvents).where(inArray(orderEvents.id, [...ids])).orderBy(asc(orderEvents.id));
  return rows.map(toEvent);
}

/**
 * Ids come from one sequence but commit in any order across orders (an order's creation takes its
 * id before it prices the cart), so "after Last-Event-ID" alone could miss an event that committed
 * after the client left with an id below the one it last saw. The replay of the stream of every
 * order also takes what was written in this window (decision 1500).
 */
export const REPLAY_LOOKBACK_SECONDS = 30;
/** A desk that was away longer than this many orders' changes reloads its list anyway. */
export const REPLAY_MAX_ORDERS = 2_000;

/**
 * The replay of the stream of every order: for each order changed after `afterId` (or in the
 * lookback window), the id of its latest event, oldest first. Each event is the whole order, so the
 * latest one per order says everything the missed ones said.
 */
export async function latestEventIdsOfEveryOrder(db: Executor, stream: EventStreamName, afterId: number): Promise<number[]> {
  const result = await db.execute(sql`
    SELECT max(id)::text AS id FROM (
      SELECT order_id, id FROM ${orderEvents} WHERE id > ${afterId} AND stream = ${stream}
      UNION ALL
      SELECT order_id, id FROM ${orderEvents}
       WHERE created_at >= now() - make_interval(secs => ${REPLAY_LOOKBACK_SECONDS}) AND stream = ${stream}
    ) AS changed
    GROUP BY order_id
    ORDER BY max(id) DESC
    LIMIT ${REPLAY_MAX_ORDERS}`);
  return (result as unknown as { rows: Array<{ id: string }> }).rows.map((row) => Number(row.id)).reverse();
}
