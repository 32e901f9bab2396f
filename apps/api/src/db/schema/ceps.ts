import { boolean, char, doublePrecision, index, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { createdAt, money, normalized, trigram, trigramRaw, updatedAt } from "./columns";

/** Delivery areas by postal code (CEP, 8 digits). `amount` is the delivery fee; null means the default fee. */
export const ceps = pgTable(
  "ceps",
  {
    postalCode: varchar("postal_code", { length: 8 }).primaryKey(),
    street: text().notNull(),
    neighborhood: text().notNull(),
    city: text().notNull(),
    state: char({ length: 2 }).notNull(),
    amount: money("amount"),
    active: boolean().notNull().default(true),
    /** Decimal degrees of the area, for OpenDelivery's delivery address (operations.md section 7). */
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("ceps_postal_code_search_idx").using("gin", trigramRaw(t.postalCode)),
    index("ceps_neighborhood_search_idx").using("gin", trigram(t.neighborhood)),
    index("ceps_neighborhood_sort_idx").using("btree", normalized(t.neighborhood)),
    index("ceps_amount_idx").on(t.amount),
    index("ceps_active_idx").on(t.active, t.postalCode),
  ],
);
