import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Executor } from "../db/client";
import { orderEventClaims, orderEvents } from "../db/schema";
import { EVERY_ORDER, type EventBus, type StreamEvent } from "./event-bus";
import { eventsById } from "./event-queries";

/**
 * A consequence of a committed order change that calls the outside world (Web Push, the PDV's
 * webhook, the fiscal API; iFood's status calls in growth.md). It never runs inside the move's
 * transaction: it follows the committed `order` events, claims each one it handles on one API
 * instance (a row of `order_event_claims`), and is tried again after a failure (decision 2803).
 */
export interface OrderEventFollower {
  /** Its name in `order_event_claims` (at most 30 characters). */
  name: string;
  /** Whether the event concerns it, from the event alone: an event it does not want is not claimed. */
  wants(event: StreamEvent): boolean;
  /** Does the follower's work; a throw is a failed attempt. */
  handle(event: StreamEvent): Promise<void>;
  /** Attempts in all (1: never retried); attempt n + 1 waits `retryAfterMs * 2^(n - 1)`. */
  attempts: number;
  retryAfterMs: number;
  /** The longest wait between two attempts (unset: the doubling has no ceiling). */
  maxRetryAfterMs?: number;
  /** An event older than this (a PostgreSQL interval, "10 minutes") when first seen is old news: left alone. */
  freshFor: string;
}

export interface FollowerDeps {
  db: Executor;
  events: EventBus;
  log: FastifyBaseLogger;
  /** How often this instance looks for failed attempts that are due (default 15 s). */
  sweepEveryMs?: number;
}

/** Records that `follower` is done with an event without doing anything (its move was its own news), in the caller's transaction. */
export async function markFollowed(tx: Executor, eventId: number, follower: string): Promise<void> {
  await tx.insert(orderEventClaims).values({ eventId, follower, doneAt: new Date() }).onConflictDoNothing();
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The first claim: inserted by exactly one instance, and only for a fresh event. A follower with one
 * attempt is done once claimed (one statement less on the hot path); a failure takes it back.
 */
async function claim(db: Executor, event: StreamEvent, follower: OrderEventFollower): Promise<boolean> {
  const once = follower.attempts <= 1;
  const result = await db.execute(sql`
    INSERT INTO ${orderEventClaims} (event_id, follower, done_at)
    SELECT id, ${follower.name}, CASE WHEN ${once}::boolean THEN now() END FROM ${orderEvents} WHERE id = ${event.id} AND created_at > now() - ${follower.freshFor}::interval
    ON CONFLICT DO NOTHING
    RETURNING event_id`);
  return rowsOf(result).length > 0;
}

/** Failed attempts that are due, re-claimed by this instance alone (the UPDATE takes each row once). */
async function claimDue(db: Executor, follower: OrderEventFollower): Promise<number[]> {
  const result = await db.execute(sql`
    UPDATE ${orderEventClaims} SET attempts = attempts + 1, retry_at = NULL, claimed_at = now()
     WHERE follower = ${follower.name} AND done_at IS NULL AND retry_at <= now()
    RETURNING event_id`);
  return rowsOf<{ event_id: number | string }>(result).map((row) => Number(row.event_id));
}

async function attempt(deps: FollowerDeps, follower: OrderEventFollower, event: StreamEvent): Promise<void> {
  const { db, log } = deps;
  try {
    await follower.handle(event);
    if (follower.attempts > 1) await db.execute(sql`UPDATE ${orderEventClaims} SET done_at = now() WHERE event_id = ${event.id} AND follower = ${follower.name}`);
  } catch (error) {
    // Another attempt when some are left (doubling waits), else the claim stays, given up (done_at and retry_at null).
    const result = await db.execute(sql`
      UPDATE ${orderEventClaims}
         SET done_at = NULL,
             retry_at = CASE WHEN attempts < ${follower.attempts}::integer
                             THEN now() + LEAST(${follower.retryAfterMs}::integer * power(2, attempts - 1), ${follower.maxRetryAfterMs ?? null}::double precision) * interval '1 millisecond' END
       WHERE event_id = ${event.id} AND follower = ${follower.name}
      RETURNING retry_at`);
    const retryAt = rowsOf<{ retry_at: unknown }>(result)[0]?.retry_at ?? null;
    log.warn({ err: error, follower: follower.name, eventId: event.id, retryAt }, retryAt === null ? "an order event's follower gave up" : "an order event's follower failed; it will try again");
  }
}

/**
 * Starts `follower` on this instance: every committed `order` event it wants is claimed (once across
 * the instances) and handled, beside the requests; failed attempts come back when due. Returns the
 * function that stops it.
 */
export function followOrderEvents(deps: FollowerDeps, follower: OrderEventFollower): () => void {
  const { db, events, log } = deps;
  let stopped = false;
  const first = async (event: StreamEvent) => {
    if (!follower.wants(event) || !(await claim(db, event, follower))) return;
    await attempt(deps, follower, event);
  };
  const unsubscribe = events.subscribe("order", EVERY_ORDER, (event) => void first(event).catch((error: unknown) => log.error({ err: error, follower: follower.name }, "could not claim an order event")), {
    internal: true,
  });
  let sweeping = false;
  const sweep = async () => {
    if (sweeping || stopped) return;
    sweeping = true;
    try {
      const due = await claimDue(db, follower);
      for (const event of await eventsById(db, due)) await attempt(deps, follower, event);
    } catch (error) {
      if (!stopped) log.error({ err: error, follower: follower.name }, "could not retry an order event's follower");
    } finally {
      sweeping = false;
    }
  };
  const timer = follower.attempts > 1 ? setInterval(() => void sweep(), deps.sweepEveryMs ?? 15_000) : undefined;
  timer?.unref();
  return () => {
    stopped = true;
    if (timer !== undefined) clearInterval(timer);
    unsubscribe();
  };
}
