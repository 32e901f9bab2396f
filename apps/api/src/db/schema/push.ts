import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { clients, staffUsers } from "./accounts";
import { createdAt, updatedAt } from "./columns";

/**
 * Web Push subscriptions of a browser (operations.md section 6): a customer's (pushes about their
 * orders) or a staff member's (pushes about newly paid orders). An endpoint is one browser's
 * mailbox: subscribing it again updates the row, whoever owns it now.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer("client_id").references(() => clients.id, { onDelete: "cascade" }),
    staffUserId: integer("staff_user_id").references(() => staffUsers.id, { onDelete: "cascade" }),
    endpoint: text().notNull().unique(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("push_subscriptions_client_idx").on(t.clientId),
    index("push_subscriptions_staff_idx").on(t.staffUserId),
    check("push_subscriptions_one_owner", sql`(${t.clientId} IS NULL) <> (${t.staffUserId} IS NULL)`),
  ],
);
