import { index, integer, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";

/**
 * Hit counters of the rate-limited routes (sign-in, login, password codes), one row per route and
 * caller, shared by every API instance on the database (src/plugins/rate-limit-store.ts).
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: varchar({ length: 300 }).primaryKey(),
    hits: integer().notNull(),
    resetsAt: timestamp("resets_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("rate_limits_resets_at_idx").on(t.resetsAt)],
);
