import type { SmsIntegration } from "@forno/domain/schemas";
import type { AppContext } from "../../context";
import { STORE_TIMEZONE } from "../../db/seed/hours-data";
import { readSmsFigures } from "../../sms/sms-outbox";

/** The provider, today's sent messages (the store's day), the pending ones and the last failure (only the phone's last four digits). */
export async function readSmsIntegration(ctx: Pick<AppContext, "db" | "sms">): Promise<SmsIntegration> {
  const figures = await readSmsFigures(ctx.db, STORE_TIMEZONE);
  const failure = figures.lastFailure;
  return {
    provider: ctx.sms.name,
    sender: ctx.sms.sender,
    sent_today: figures.sentToday,
    pending: figures.pending,
    last_failure: failure === null ? null : { at: failure.at.toISOString(), reason: failure.reason, phone_end: failure.phone.slice(-4) },
  };
}
