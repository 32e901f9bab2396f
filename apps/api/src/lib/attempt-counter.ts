import { createHmac } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { rateLimits } from "../db/schema";
import { HttpError } from "./http-errors";

/** A window's count after a hit, and the time left before it closes. */
export interface Hit {
  hits: number;
  ttlMs: number;
}

/**
 * Hit counters in the `rate_limits` table (migration 0003), shared by every API instance on the
 * database: what @fastify/rate-limit counts per address (src/plugins/rate-limit-store.ts) and the
 * limits per account, document and phone that no address can dodge (decision 2901).
 */
export interface AttemptCounter {
  /**
   * Counts one hit on `key`, in one atomic upsert: the first hit opens a window of `windowMs`,
   * later hits in the window add one, a hit after the window opens a new one.
   */
  hit(key: string, windowMs: number): Promise<Hit>;
  /** Takes one hit back from the open window (an attempt counted first that turned out right). */
  release(key: string): Promise<void>;
  /** A key for personal data (a document, a phone): keyed-hashed, so the table never holds it. */
  subject(kind: string, value: string): string;
}

/** Rows whose window ended are deleted at most this often, per instance. */
const SWEEP_EVERY_MS = 10 * 60_000;

export function createAttemptCounter(db: Executor, hashKey: string): AttemptCounter {
  let lastSweep = 0;
  const sweep = () => {
    const now = Date.now();
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    db.execute(sql`DELETE FROM ${rateLimits} WHERE ${rateLimits.resetsAt} < now()`).catch(() => {
      lastSweep = 0;
    });
  };

  return {
    async hit(key, windowMs) {
      const id = key.slice(0, 300);
      const window = sql`make_interval(secs => ${windowMs / 1000})`;
      const result = await db.execute(
        sql`INSERT INTO ${rateLimits} (key, hits, resets_at) VALUES (${id}, 1, now() + ${window})
            ON CONFLICT (key) DO UPDATE SET
              hits = CASE WHEN ${rateLimits.resetsAt} <= now() THEN 1 ELSE ${rateLimits.hits} + 1 END,
              resets_at = CASE WHEN ${rateLimits.resetsAt} <= now() THEN now() + ${window} ELSE ${rateLimits.resetsAt} END
            RETURNING hits, ceil(extract(epoch FROM resets_at - now()) * 1000)::integer AS ttl`,
      );
      const row = (result as unknown as { rows: { hits: number | string; ttl: number | string }[] }).rows[0]!;
      sweep();
      return { hits: Number(row.hits), ttlMs: Math.max(0, Number(row.ttl)) };
    },
    async release(key) {
      await db.execute(sql`UPDATE ${rateLimits} SET hits = hits - 1 WHERE key = ${key.slice(0, 300)} AND hits > 0 AND resets_at > now()`);
    },
    subject(kind, value) {
      return `${kind}:${createHmac("sha256", hashKey).update(`forno:limit:${kind}:${value}`).digest("base64url")}`;
    },
  };
}

/** A limit of the contract or the issue: at most `max` hits per `windowMs` on one key. */
export interface AttemptLimit {
  max: number;
  windowMs: number;
  /** The 429's message (Portuguese), given the seconds until the window closes. */
  message(retryAfterSeconds: number): string;
}

/** The 429 of a limit, with `Retry-After` in seconds. */
export function tooManyAttempts(limit: AttemptLimit, ttlMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  return new HttpError(429, limit.message(seconds), { "retry-after": String(seconds) });
}

/** Counts one attempt on `key`; past the limit, throws its 429 (the attempt is not made). */
export async function spendAttempt(counter: AttemptCounter, limit: AttemptLimit, key: string): Promise<void> {
  const { hits, ttlMs } = await counter.hit(key, limit.windowMs);
  if (hits > limit.max) throw tooManyAttempts(limit, ttlMs);
}
