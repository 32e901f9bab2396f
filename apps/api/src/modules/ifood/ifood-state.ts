import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { ifoodState } from "../../db/schema";

/** How many problems the Integrações screen keeps (newest first). */
const KEPT_PROBLEMS = 10;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Creates the connector's row if missing (every start). */
export async function ensureIfoodState(db: Executor): Promise<void> {
  await db.insert(ifoodState).values({ id: 1 }).onConflictDoNothing();
}

/**
 * The deployment's one poller (decision 3400): this instance takes the lease when it holds it, or
 * when nobody does, or when the holder's ran out (a stopped instance), for `leaseMs`; and whether a
 * poll is due (`intervalMs` since the last one started, whichever instance started it). One UPDATE
 * on the single row: two instances asking at once are serialised by its row lock, so one of them
 * only ever polls. Null: another instance holds the lease.
 */
export async function claimPoller(db: Executor, instanceId: string, leaseMs: number, intervalMs: number): Promise<{ pollNow: boolean } | null> {
  const result = await db.execute(sql`
    UPDATE ${ifoodState}
       SET poller_id = ${instanceId},
           poller_until = now() + ${leaseMs}::integer * interval '1 millisecond',
           poll_started_at = CASE WHEN poll_started_at IS NULL OR poll_started_at <= now() - ${intervalMs}::integer * interval '1 millisecond'
                                  THEN now() ELSE poll_started_at END
     WHERE id = 1 AND (poller_id = ${instanceId} OR poller_id IS NULL OR poller_until IS NULL OR poller_until < now())
    RETURNING poll_started_at = now() AS poll_now`);
  const [row] = rowsOf<{ poll_now: boolean }>(result);
  return row === undefined ? null : { pollNow: row.poll_now === true };
}

/** Gives the lease back at shutdown, so another instance polls at once. */
export async function releasePoller(db: Executor, instanceId: string): Promise<void> {
  await db.execute(sql`UPDATE ${ifoodState} SET poller_until = now() WHERE id = 1 AND poller_id = ${instanceId}`);
}

/** A poll iFood answered (200 or 204). */
export async function recordPollAnswered(db: Executor): Promise<void> {
  await db.execute(sql`UPDATE ${ifoodState} SET last_poll_at = now(), last_poll_ok = 1 WHERE id = 1`);
}

/** A problem for the Integrações screen (the newest first, at most ten); a failed poll also marks the connection down. */
export async function recordIfoodProblem(db: Executor, message: string, options: { pollFailed?: boolean } = {}): Promise<void> {
  const entry = JSON.stringify([{ at: new Date().toISOString(), message }]);
  await db.execute(sql`
    UPDATE ${ifoodState}
       SET errors = (SELECT coalesce(jsonb_agg(e ORDER BY n), '[]'::jsonb) FROM jsonb_array_elements(${entry}::jsonb || errors) WITH ORDINALITY AS x(e, n) WHERE n <= ${KEPT_PROBLEMS}),
           last_poll_ok = CASE WHEN ${options.pollFailed === true}::boolean THEN 0 ELSE last_poll_ok END
     WHERE id = 1`);
}

export type IfoodStateRow = typeof ifoodState.$inferSelect;

export async function readIfoodState(db: Executor): Promise<IfoodStateRow | undefined> {
  const [row] = await db.select().from(ifoodState);
  return row;
}
