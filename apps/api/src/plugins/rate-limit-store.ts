import { sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { rateLimits } from "../db/schema";

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What @fastify/rate-limit passes to `child` at run time (its typings name other fields). */
interface ChildOptions {
  routeInfo?: { method?: unknown; url?: unknown };
  method?: unknown;
  url?: unknown;
}

/** Rows whose window ended this long ago are deleted (at most once per interval, per instance). */
const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * A @fastify/rate-limit store on the API's database, so that N instances behind a load balancer
 * share one count per route and caller (in memory, each instance would allow the limit again).
 * One atomic upsert per request: the first hit opens a window of `timeWindow` ms, later hits in the
 * window add one, a hit after the window opens a new one. Only the sign-in, login and password-code
 * routes use it: a statement per attempt is nothing next to their password hashing.
 */
export function databaseRateLimitStore(db: Executor) {
  let lastSweep = 0;
  const sweep = () => {
    const now = Date.now();
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    db.execute(sql`DELETE FROM ${rateLimits} WHERE ${rateLimits.resetsAt} < now()`).catch(() => {
      lastSweep = 0;
    });
  };

  return class DatabaseRateLimitStore {
    private readonly prefix: string;

    /** @fastify/rate-limit constructs it with its options; `child` passes the route's key prefix. */
    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === "string" ? prefix : "";
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      const id = `${this.prefix}${key}`.slice(0, 300);
      const window = sql`make_interval(secs => ${timeWindow / 1000})`;
      db.execute(
        sql`INSERT INTO ${rateLimits} (key, hits, resets_at) VALUES (${id}, 1, now() + ${window})
            ON CONFLICT (key) DO UPDATE SET
              hits = CASE WHEN ${rateLimits.resetsAt} <= now() THEN 1 ELSE ${rateLimits.hits} + 1 END,
              resets_at = CASE WHEN ${rateLimits.resetsAt} <= now() THEN now() + ${window} ELSE ${rateLimits.resetsAt} END
            RETURNING hits, ceil(extract(epoch FROM resets_at - now()) * 1000)::integer AS ttl`,
      ).then(
        (result) => {
          const row = (result as unknown as { rows: { hits: number | string; ttl: number | string }[] }).rows[0]!;
          callback(null, { current: Number(row.hits), ttl: Math.max(0, Number(row.ttl)) });
          sweep();
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** One counter per route: the prefix is the route's method and URL pattern. */
    child(routeOptions: object): DatabaseRateLimitStore {
      const { routeInfo, method, url } = routeOptions as ChildOptions;
      return new DatabaseRateLimitStore(`${this.prefix}${String(routeInfo?.method ?? method)}${String(routeInfo?.url ?? url)}-`);
    }
  };
}
