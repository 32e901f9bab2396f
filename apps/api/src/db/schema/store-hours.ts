import { sql } from "drizzle-orm";
import { check, jsonb, pgTable, smallint, text, timestamp, varchar } from "drizzle-orm/pg-core";
import type { HoursException, WeekInterval } from "@forno/domain/store-hours";
import { updatedAt } from "./columns";

/**
 * The store's opening hours (contract section 2, decision 1605): ONE row (id 1), created at start
 * when missing. The week and the exceptions are JSON in the wire's shape (always read and written
 * whole, checked by the domain's schema); the pause is two columns, `paused_at` null = not paused,
 * `pause_until` null while paused = until resumed.
 */
export const storeHours = pgTable(
  "store_hours",
  {
    id: smallint().primaryKey().default(1),
    timezone: varchar({ length: 64 }).notNull().default("America/Sao_Paulo"),
    week: jsonb().$type<WeekInterval[]>().notNull().default(sql`'[]'::jsonb`),
    exceptions: jsonb().$type<HoursException[]>().notNull().default(sql`'[]'::jsonb`),
    pausedAt: timestamp("paused_at", { withTimezone: true, mode: "date" }),
    pauseUntil: timestamp("pause_until", { withTimezone: true, mode: "date" }),
    pauseReason: text("pause_reason").notNull().default(""),
    updatedAt: updatedAt(),
  },
  (t) => [check("store_hours_single_row", sql`${t.id} = 1`)],
);
