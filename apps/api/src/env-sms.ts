import { SMS_PROVIDER_NAMES, type SmsProviderName } from "@forno/domain/schemas";
import { z } from "zod";

export type { SmsProviderName };

/** The variables each provider needs: a missing one stops the start, named (growth.md section 5). */
export const SMS_PROVIDER_VARIABLES = {
  console: [],
  twilio: ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM"],
  zenvia: ["ZENVIA_API_TOKEN", "ZENVIA_FROM"],
} as const satisfies Record<SmsProviderName, readonly string[]>;

const text = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

/** The SMS variables of src/env.ts. Credentials are never echoed in a start-up error (their names say TOKEN). */
export const smsEnvFields = {
  /** Unset: `console` outside production; production must name it. */
  SMS_PROVIDER: z.enum(SMS_PROVIDER_NAMES).optional(),
  TWILIO_ACCOUNT_SID: text.pipe(z.string().regex(/^AC[0-9a-f]{32}$/i, "must be the Account SID: AC and 32 hexadecimal characters").optional()),
  TWILIO_AUTH_TOKEN: text,
  /** A Twilio number in E.164 ("+5511...") or an alphanumeric sender id where the country allows one. */
  TWILIO_FROM: text.pipe(z.string().regex(/^(\+[1-9]\d{7,14}|[A-Za-z0-9 ]{1,11})$/, "must be a number in E.164 (+5511987654321) or a sender id of up to 11 letters and digits").optional()),
  /** The provider's API base; tests point it at a local fake. */
  TWILIO_BASE_URL: z.url().default("https://api.twilio.com"),
  ZENVIA_API_TOKEN: text,
  /** The sender id registered in the Zenvia account (its SMS channel's "from"). */
  ZENVIA_FROM: text.pipe(z.string().max(100).optional()),
  ZENVIA_BASE_URL: z.url().default("https://api.zenvia.com"),
};

type SmsEnv = { NODE_ENV: string; SMS_PROVIDER?: SmsProviderName | undefined } & Partial<Record<(typeof SMS_PROVIDER_VARIABLES)[SmsProviderName][number], string>>;

/** The start-up problems of the SMS settings, by variable. */
export function smsEnvProblems(env: SmsEnv): Array<{ variable: string; message: string }> {
  if (env.SMS_PROVIDER === undefined) {
    return env.NODE_ENV === "production"
      ? [
          {
            variable: "SMS_PROVIDER",
            message:
              "is required in production: twilio or zenvia send the password codes (docs/deployment.md); console keeps them in the sms_outbox table only (never in the log) and sends no real SMS",
          },
        ]
      : [];
  }
  const provider = env.SMS_PROVIDER;
  return SMS_PROVIDER_VARIABLES[provider].filter((variable) => env[variable] === undefined).map((variable) => ({ variable, message: `is required when SMS_PROVIDER=${provider}` }));
}
