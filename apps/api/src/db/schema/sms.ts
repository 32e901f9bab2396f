import { index, integer, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/** Every SMS the API sends, whatever the provider; the `console` provider only writes here and to the log. */
export const smsOutbox = pgTable(
  "sms_outbox",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    provider: varchar({ length: 20 }).notNull(),
    phone: varchar({ length: 13 }).notNull(),
    body: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sms_outbox_phone_idx").on(t.phone, t.id)],
);
