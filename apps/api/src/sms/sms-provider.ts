import { and, desc, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client";
import { smsOutbox } from "../db/schema";

/** Sends one text message. Providers: `console` now; an HTTP gateway when the store needs real SMS. */
export interface SmsProvider {
  readonly name: string;
  send(phone: string, body: string): Promise<void>;
}

/**
 * Keeps the message in the outbox table instead of sending it to a phone. Outside production it
 * also writes the message to the log (developers read codes there); in production the log says
 * only that a message went out, never its text: it carries password codes (decision 1401).
 */
export function createConsoleSmsProvider(db: Database, log: FastifyBaseLogger, { production }: { production: boolean }): SmsProvider {
  if (production) log.warn("SMS_PROVIDER=console: no SMS is sent; messages are kept in the sms_outbox table only");
  else log.info("SMS_PROVIDER=console (development): messages are written to this log and the sms_outbox table, not sent");
  return {
    name: "console",
    async send(phone, body) {
      await db.insert(smsOutbox).values({ provider: "console", phone, body });
      if (production) log.info({ sms: { to: `***${phone.slice(-4)}` } }, "SMS kept in the outbox (console provider)");
      else log.info({ sms: { to: phone, body } }, "SMS (console provider)");
    },
  };
}

export interface OutboxMessage {
  id: number;
  phone: string;
  body: string;
  created_at: string;
}

/** The messages sent to a phone, newest first (tests and the development-only /dev/sms-outbox). */
export async function readSmsOutbox(db: Database, phone?: string, limit = 20): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(smsOutbox)
    .where(phone === undefined ? undefined : and(eq(smsOutbox.phone, phone)))
    .orderBy(desc(smsOutbox.id))
    .limit(limit);
  return rows.map((row) => ({ id: row.id, phone: row.phone, body: row.body, created_at: row.createdAt.toISOString() }));
}
