import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { IFOOD_MESSAGES } from "@forno/domain/ifood";
import type { Executor } from "../../db/client";
import { ifoodState } from "../../db/schema";
import { IfoodRefused, IfoodUnreachable, type MerchantApi } from "../../ifood";
import { readStoreHoursRow, toStoreHours } from "../store-hours/store-hours.service";
import { recordIfoodProblem } from "./ifood-state";

export interface PauseDeps {
  db: Executor;
  api: MerchantApi;
  log: FastifyBaseLogger;
}

/** iFood wants an interruption's end: a pause "until resumed" is sent for a day, and renewed before it runs out. */
const OPEN_ENDED_MS = 24 * 60 * 60_000;
const RENEW_AFTER_MS = 23 * 60 * 60_000;
/** How long one synchronisation may hold the row (two calls and their timeouts). */
const LEASE_MS = 60_000;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const asDate = (value: string | Date | null) => (value === null ? null : new Date(value));

/**
 * The store's pause mirrored on iFood (growth.md section 4; decision 3405): a pause opens an
 * interruption (`{ description, start, end }` -> `{ id }`), resuming (or a pause's end) closes it
 * (DELETE). Called after the pause changes and on every poll, on one instance at a time (a lease on
 * the connector's row); iFood's silence is kept as a problem and tried again at the next poll.
 * Never inside a transaction; the pause itself never waits for iFood.
 */
export async function syncPause(deps: PauseDeps, now = new Date()): Promise<void> {
  const leased = await deps.db.execute(sql`
    UPDATE ${ifoodState} SET sync_lease_until = now() + ${LEASE_MS}::integer * interval '1 millisecond'
     WHERE id = 1 AND (sync_lease_until IS NULL OR sync_lease_until < now())
    RETURNING interruption_id, interruption_for, interruption_started_at`);
  const [held] = rowsOf<{ interruption_id: string | null; interruption_for: string | Date | null; interruption_started_at: string | Date | null }>(leased);
  if (held === undefined) return;
  let changes: { id: string | null; pausedAt: Date | null; startedAt: Date | null } | null = null;
  try {
    const { row, online } = await readStoreHoursRow(deps.db);
    const pause = toStoreHours(row, online, now).pause;
    const pausedAt = pause === null || row?.paused_at == null ? null : new Date(row.paused_at);
    const mirrored = asDate(held.interruption_for);
    const startedAt = asDate(held.interruption_started_at);
    const stale = pause?.until === null && startedAt !== null && now.getTime() - startedAt.getTime() >= RENEW_AFTER_MS;
    if (held.interruption_id !== null && (pausedAt === null || mirrored?.getTime() !== pausedAt.getTime() || stale)) {
      await deps.api.closeInterruption(held.interruption_id);
      changes = { id: null, pausedAt: null, startedAt: null };
    }
    if (pausedAt !== null && pause !== null && (held.interruption_id === null || changes !== null)) {
      const end = pause.until ?? new Date(now.getTime() + OPEN_ENDED_MS).toISOString();
      const id = await deps.api.openInterruption({ description: pause.reason.trim() || IFOOD_MESSAGES.pauseDescription, start: now.toISOString(), end });
      changes = { id, pausedAt, startedAt: now };
    }
  } catch (error) {
    if (!(error instanceof IfoodUnreachable || error instanceof IfoodRefused)) throw error;
    deps.log.warn({ reason: error.message }, "the store's pause could not be mirrored on iFood");
    await recordIfoodProblem(deps.db, IFOOD_MESSAGES.interruptionFailed);
  } finally {
    await deps.db.execute(sql`
      UPDATE ${ifoodState}
         SET sync_lease_until = NULL,
             interruption_id = CASE WHEN ${changes !== null}::boolean THEN ${changes?.id ?? null}::text ELSE interruption_id END,
             interruption_for = CASE WHEN ${changes !== null}::boolean THEN ${changes?.pausedAt?.toISOString() ?? null}::timestamptz ELSE interruption_for END,
             interruption_started_at = CASE WHEN ${changes !== null}::boolean THEN ${changes?.startedAt?.toISOString() ?? null}::timestamptz ELSE interruption_started_at END
       WHERE id = 1`);
  }
}
