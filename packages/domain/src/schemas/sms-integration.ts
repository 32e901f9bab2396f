import { z } from "zod";
import { isoDateTimeSchema } from "./primitives";

/** growth.md section 5: `console` keeps messages in the outbox and sends none; the others send. */
export const SMS_PROVIDER_NAMES = ["console", "twilio", "zenvia"] as const;
export type SmsProviderName = (typeof SMS_PROVIDER_NAMES)[number];

/** How the Integrações screen names each provider. */
export const SMS_PROVIDER_LABELS: Record<SmsProviderName, string> = {
  console: "Console (nenhum SMS é enviado)",
  twilio: "Twilio",
  zenvia: "Zenvia",
};

/**
 * GET /integrations/sms (staff): what the "Integrações" screen shows of the text messages
 * (growth.md section 5). Never a message's text: it may hold a password code.
 */
export const smsIntegrationSchema = z.object({
  provider: z.enum(SMS_PROVIDER_NAMES),
  /** The sender the provider shows (TWILIO_FROM, ZENVIA_FROM); null for console. */
  sender: z.string().nullable(),
  /** Messages delivered since midnight on the store's clock. */
  sent_today: z.number().int().nonnegative(),
  /** Messages waiting for an attempt or between attempts. */
  pending: z.number().int().nonnegative(),
  /** The last message given up on: when, why (the provider's HTTP status and code, or the network error) and the phone's last 4 digits. */
  last_failure: z.object({ at: isoDateTimeSchema, reason: z.string(), phone_end: z.string().regex(/^\d{4}$/) }).nullable(),
});
export type SmsIntegration = z.infer<typeof smsIntegrationSchema>;
