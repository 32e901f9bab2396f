import { type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, numeric, timestamp } from "drizzle-orm/pg-core";

/** Money: numeric(10,2) in the database, a number of reais in TypeScript and on the wire. */
export const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: "number" });

export const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true, mode: "date" })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * `forno_normalize(text)` (migration 0000) lowercases and strips accents; it is IMMUTABLE so it can
 * back trigram GIN indexes, which serve the case- and accent-insensitive "contains" filters.
 */
export const normalized = (column: AnyPgColumn): SQL => sql`forno_normalize(${column})`;
export const trigram = (column: AnyPgColumn): SQL => sql`forno_normalize(${column}) gin_trgm_ops`;
export const trigramRaw = (column: AnyPgColumn): SQL => sql`${column} gin_trgm_ops`;
