import { boolean, index, integer, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { createdAt, normalized, trigram, trigramRaw, updatedAt } from "./columns";

/** The store's own delivery people ("entregadores"); an order records the one it went out with. */
export const drivers = pgTable(
  "drivers",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    /** Digits only (DDD + number). */
    phone: varchar({ length: 11 }).notNull(),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("drivers_name_search_idx").using("gin", trigram(t.name)),
    index("drivers_name_sort_idx").using("btree", normalized(t.name)),
    index("drivers_phone_search_idx").using("gin", trigramRaw(t.phone)),
  ],
);
