import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/** Where a text message stands (growth.md section 5): waiting or being retried, delivered, given up. */
export const SMS_STATUSES = ["pending", "sent", "failed"] as const;

/**
 * Every SMS the API sends, whatever the provider (growth.md section 5): a request that needs one
 * writes it here and answers; a sender delivers it with up to 3 attempts on one instance at a time
 * (src/sms/sms-sender.ts). The `console` provider only marks it sent (and logs it outside production).
 */
export const smsOutbox = pgTable(
  "sms_outbox",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    provider: varchar({ length: 20 }).notNull(),
    phone: varchar({ length: 13 }).notNull(),
    body: text().notNull(),
    createdAt: createdAt(),
    status: varchar({ length: 10, enum: SMS_STATUSES }).notNull().default("pending"),
    /** Attempts started so far (counted when claimed, so a crash mid-attempt counts too). */
    attempts: integer().notNull().default(0),
    /** The provider's id of the message (Twilio's `sid`, Zenvia's `id`). */
    providerMessageId: varchar("provider_message_id", { length: 100 }),
    /** The last attempt's failure: the provider's HTTP status and error code, or the network error; never the text. */
    lastError: varchar("last_error", { length: 300 }),
    /** No attempt before this (the backoff between attempts). */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** Claimed by an instance until then: no other instance tries it meanwhile. */
    claimedUntil: timestamp("claimed_until", { withTimezone: true, mode: "date" }),
    /** When it became sent or failed. */
    settledAt: timestamp("settled_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    index("sms_outbox_phone_idx").on(t.phone, t.id),
    index("sms_outbox_pending_idx").on(t.nextAttemptAt, t.id).where(sql`${t.status} = 'pending'`),
    index("sms_outbox_settled_idx").on(t.status, t.settledAt),
  ],
);
