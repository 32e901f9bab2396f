import { and, asc, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { IfoodEvent } from "@forno/domain/ifood";
import type { Executor } from "../../db/client";
import { ifoodEvents } from "../../db/schema";

export type StoredIfoodEvent = typeof ifoodEvents.$inferSelect;

/** Events processed per round (a busy night's poll brings a few dozen). */
const BATCH = 100;

/**
 * Stores the events of a poll before they are acknowledged (growth.md section 4): iFood's id is the
 * key, so an event iFood sends again is stored once. Events of another merchant are left out.
 */
export async function storeEvents(db: Executor, events: readonly IfoodEvent[], merchantId: string): Promise<void> {
  const mine = events.filter((event) => event.merchantId === undefined || event.merchantId === merchantId);
  if (mine.length === 0) return;
  await db
    .insert(ifoodEvents)
    .values(mine.map((event) => ({ id: event.id, ifoodOrderId: event.orderId, code: event.code, fullCode: event.fullCode ?? null, createdAt: new Date(event.createdAt) })))
    .onConflictDoNothing();
}

/** The events waiting to be applied and due, oldest by iFood's `createdAt` first (iFood may deliver them out of order). */
export async function dueEvents(db: Executor, now: Date): Promise<StoredIfoodEvent[]> {
  return db
    .select()
    .from(ifoodEvents)
    .where(and(isNull(ifoodEvents.processedAt), or(isNull(ifoodEvents.retryAt), lte(ifoodEvents.retryAt, now))))
    .orderBy(asc(ifoodEvents.createdAt), asc(ifoodEvents.id))
    .limit(BATCH);
}

/** Done with an event: applied, or given up with the reason shown on Integrações. */
export async function finishEvent(db: Executor, id: string, problem: string | null = null): Promise<void> {
  await db.update(ifoodEvents).set({ processedAt: new Date(), retryAt: null, problem }).where(eq(ifoodEvents.id, id));
}

/** Tried again after `waitMs` (its attempts counted). */
export async function retryEvent(db: Executor, id: string, waitMs: number): Promise<void> {
  await db
    .update(ifoodEvents)
    .set({ attempts: sql`${ifoodEvents.attempts} + 1`, retryAt: sql`now() + ${waitMs}::integer * interval '1 millisecond'` })
    .where(eq(ifoodEvents.id, id));
}

/** Whether events are still waiting (the poller keeps polling for them even with the store closed). */
export async function hasWaitingEvents(db: Executor): Promise<boolean> {
  const [row] = await db.select({ id: ifoodEvents.id }).from(ifoodEvents).where(isNull(ifoodEvents.processedAt)).limit(1);
  return row !== undefined;
}
