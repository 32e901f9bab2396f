import type { AttemptCounter } from "../lib/attempt-counter";

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What @fastify/rate-limit passes to `child` at run time (its typings name other fields). */
interface ChildOptions {
  routeInfo?: { method?: unknown; url?: unknown };
  method?: unknown;
  url?: unknown;
}

/**
 * A @fastify/rate-limit store on the API's database, so that N instances behind a load balancer
 * share one count per route and caller (in memory, each instance would allow the limit again): one
 * atomic upsert per request in the `rate_limits` table (src/lib/attempt-counter.ts). Only the
 * routes that opt in use it (sign-in, login, sign-up, the password reset, the OpenDelivery token):
 * a statement per attempt is nothing next to their password hashing.
 */
export function databaseRateLimitStore(counter: AttemptCounter) {
  return class DatabaseRateLimitStore {
    private readonly prefix: string;

    /** @fastify/rate-limit constructs it with its options; `child` passes the route's key prefix. */
    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === "string" ? prefix : "";
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      counter.hit(`${this.prefix}${key}`, timeWindow).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
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
