import { freePortSync } from "./free-port";

/**
 * The local fake of Twilio the e2e API texts through (apps/api/test/support/fake-sms-providers.ts,
 * started by servers.ts): the whole password reset runs as in production, with SMS_PROVIDER=twilio.
 * The port is chosen once, by the runner, and reaches the workers through the environment.
 */
process.env.E2E_SMS_PORT ??= freePortSync();

export const FAKE_SMS_URL = `http://127.0.0.1:${process.env.E2E_SMS_PORT}`;

/** The credentials the fake accepts (FAKE_TWILIO in the fake's module). */
export const E2E_TWILIO = { accountSid: `AC${"0123456789abcdef".repeat(2)}`, authToken: "fake-twilio-auth-token-0123456789", from: "+5511940028922" };

/** The API's variables: Twilio, at the fake. */
export const E2E_SMS_ENV = {
  SMS_PROVIDER: "twilio",
  TWILIO_ACCOUNT_SID: E2E_TWILIO.accountSid,
  TWILIO_AUTH_TOKEN: E2E_TWILIO.authToken,
  TWILIO_FROM: E2E_TWILIO.from,
  TWILIO_BASE_URL: FAKE_SMS_URL,
};

/** A text message a "phone" received from the fake: `to` as Twilio got it (+55...), `phone` as the API stores it. */
export interface ReceivedSms {
  provider: "twilio" | "zenvia";
  to: string;
  phone: string;
  from: string;
  text: string;
}
