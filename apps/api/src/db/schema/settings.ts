import { index, integer, pgEnum, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { normalized, updatedAt } from "./columns";

/** How a setting's text value is checked on PATCH /settings/{id}. */
export const settingTypeEnum = pgEnum("setting_type", ["text", "boolean", "integer", "url", "phone", "document", "postal_code", "state"]);

export const settings = pgTable(
  "settings",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    key: varchar({ length: 80 }).notNull().unique(),
    group: varchar({ length: 40 }).notNull(),
    description: text().notNull(),
    type: settingTypeEnum().notNull().default("text"),
    value: text().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [index("settings_description_idx").using("btree", normalized(t.description)), index("settings_group_idx").on(t.group)],
);
