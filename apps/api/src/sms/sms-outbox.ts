import { and, desc, eq, sql } from "drizzle-orm";
import type { Database, Executor } from "../db/client";
import { smsOutbox, storeHours } from "../db/schema";

/** A message claimed for an attempt; `attempts` already counts this one. */
export interface ClaimedMessage {
  id: number;
  phone: string;
  body: string;
  attempts: number;
}

/** Writes a message to send; the sender picks it up (src/sms/sms-sender.ts). */
export async function enqueueSms(db: Executor, provider: string, phone: string, body: string): Promise<number> {
  const [row] = await db.insert(smsOutbox).values({ provider, phone, body }).returning({ id: smsOutbox.id });
  return row!.id;
}

/**
 * Claims up to `limit` messages due for an attempt, for `leaseSeconds`: the rows are locked while
 * claimed (SKIP LOCKED, so two instances never take the same one) and counted as attempted, so a
 * message is tried by one instance at a time and a crash mid-attempt still uses one of the three.
 */
export async function claimDueMessages(db: Executor, limit: number, leaseSeconds: number): Promise<ClaimedMessage[]> {
  const result = await db.execute(sql`
    UPDATE ${smsOutbox} SET claimed_until = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
     WHERE id IN (
       SELECT id FROM ${smsOutbox}
        WHERE status = 'pending' AND next_attempt_at <= now() AND (claimed_until IS NULL OR claimed_until < now())
        ORDER BY next_attempt_at, id
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
    RETURNING id, phone, body, attempts`);
  return (result as unknown as { rows: ClaimedMessage[] }).rows.map((row) => ({ ...row, id: Number(row.id), attempts: Number(row.attempts) }));
}

/**
 * The text of a settled message is kept only where it is the delivery itself (`console`: developers
 * read it there); a provider's copy is blanked once settled, so the table holds no live password
 * code beyond its delivery (decision 3501).
 */
const settledBody = (provider: string) => (provider === "console" ? sql`body` : sql`''`);

export async function markSent(db: Executor, id: number, provider: string, providerMessageId: string | null): Promise<void> {
  await db.execute(sql`
    UPDATE ${smsOutbox} SET status = 'sent', provider = ${provider}, provider_message_id = ${providerMessageId}, settled_at = now(), claimed_until = NULL,
           body = ${settledBody(provider)}
     WHERE id = ${id}`);
}

/** Leaves the message pending for another attempt in `delayMs`, noting why this one failed. */
export async function scheduleRetry(db: Executor, id: number, delayMs: number, reason: string): Promise<void> {
  await db.execute(sql`
    UPDATE ${smsOutbox} SET next_attempt_at = now() + make_interval(secs => ${delayMs / 1000}), claimed_until = NULL, last_error = ${reason.slice(0, 300)}
     WHERE id = ${id}`);
}

export async function markFailed(db: Executor, id: number, provider: string, reason: string): Promise<void> {
  await db.execute(sql`
    UPDATE ${smsOutbox} SET status = 'failed', provider = ${provider}, last_error = ${reason.slice(0, 300)}, settled_at = now(), claimed_until = NULL,
           body = ${settledBody(provider)}
     WHERE id = ${id}`);
}

export interface OutboxMessage {
  id: number;
  phone: string;
  body: string;
  created_at: string;
}

/** The messages written for a phone, newest first (tests and the development-only /dev/sms-outbox). */
export async function readSmsOutbox(db: Database, phone?: string, limit = 20): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(smsOutbox)
    .where(phone === undefined ? undefined : and(eq(smsOutbox.phone, phone)))
    .orderBy(desc(smsOutbox.id))
    .limit(limit);
  return rows.map((row) => ({ id: row.id, phone: row.phone, body: row.body, created_at: row.createdAt.toISOString() }));
}

export interface SmsFigures {
  sentToday: number;
  pending: number;
  lastFailure: { at: Date; reason: string; phone: string } | null;
}

/**
 * What the Integrações screen shows, in one round trip: messages sent since midnight on the store's
 * clock (its hours' zone, São Paulo until one is saved), those still pending, the last failure.
 */
export async function readSmsFigures(db: Executor, defaultTimezone: string): Promise<SmsFigures> {
  const result = await db.execute(sql`
    WITH zone AS (SELECT coalesce((SELECT timezone FROM ${storeHours} LIMIT 1), ${defaultTimezone}) AS tz),
         today AS (SELECT date_trunc('day', now() AT TIME ZONE zone.tz) AT TIME ZONE zone.tz AS starts FROM zone)
    SELECT (SELECT count(*) FROM ${smsOutbox}, today WHERE status = 'sent' AND settled_at >= today.starts) AS sent_today,
           (SELECT count(*) FROM ${smsOutbox} WHERE status = 'pending') AS pending,
           f.settled_at, f.last_error, f.phone
      FROM (SELECT 1) AS one
      LEFT JOIN LATERAL (SELECT settled_at, last_error, phone FROM ${smsOutbox} WHERE status = 'failed' ORDER BY settled_at DESC, id DESC LIMIT 1) AS f ON true`);
  const [row] = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  return {
    sentToday: Number(row?.sent_today ?? 0),
    pending: Number(row?.pending ?? 0),
    lastFailure:
      row?.settled_at === null || row?.settled_at === undefined
        ? null
        : { at: new Date(row.settled_at as string), reason: String(row.last_error ?? ""), phone: String(row.phone ?? "") },
  };
}
