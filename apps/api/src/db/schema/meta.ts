import { pgTable, text, varchar } from "drizzle-orm/pg-core";
import { updatedAt } from "./columns";

/** Facts about the database itself, such as which version of the demo store was seeded. */
export const appMeta = pgTable("app_meta", {
  key: varchar({ length: 80 }).primaryKey(),
  value: text().notNull(),
  updatedAt: updatedAt(),
});
