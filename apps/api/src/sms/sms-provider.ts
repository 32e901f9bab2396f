import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client";
import type { Env } from "../env";
import { createConsoleGateway } from "./console-gateway";
import type { SmsGateway } from "./sms-gateway";
import { enqueueSms } from "./sms-outbox";
import { type SmsSender, createSmsSender } from "./sms-sender";
import { createTwilioGateway } from "./twilio-gateway";
import { createZenviaGateway } from "./zenvia-gateway";

/** Sends text messages through the outbox (growth.md section 5). */
export interface SmsProvider {
  readonly name: SmsGateway["name"];
  /** The sender id the provider shows, null for `console`. */
  readonly sender: string | null;
  /** Writes the message to the outbox and returns: the sender delivers it beside the request. */
  send(phone: string, body: string): Promise<void>;
  readonly delivery: SmsSender;
}

/** The gateway SMS_PROVIDER names, with its variables (checked by parseEnv). */
function gatewayFor(env: Env): SmsGateway {
  switch (env.SMS_PROVIDER) {
    case "twilio":
      return createTwilioGateway({ accountSid: env.TWILIO_ACCOUNT_SID!, authToken: env.TWILIO_AUTH_TOKEN!, from: env.TWILIO_FROM!, baseUrl: env.TWILIO_BASE_URL });
    case "zenvia":
      return createZenviaGateway({ apiToken: env.ZENVIA_API_TOKEN!, from: env.ZENVIA_FROM!, baseUrl: env.ZENVIA_BASE_URL });
    default:
      return createConsoleGateway();
  }
}

export function createSmsProvider(env: Env, db: Database, log: FastifyBaseLogger, options: { pollMs?: number } = {}): SmsProvider {
  const gateway = gatewayFor(env);
  if (gateway.name === "console") {
    if (env.NODE_ENV === "production") log.warn("SMS_PROVIDER=console: no SMS is sent; messages are kept in the sms_outbox table only");
    else log.info("SMS_PROVIDER=console (development): messages are kept in the sms_outbox table (GET /dev/sms-outbox?phone=...), not sent");
  } else {
    log.info({ sms: { provider: gateway.name } }, "SMS provider ready");
  }
  const delivery = createSmsSender({ db, gateway, log, ...(options.pollMs === undefined ? {} : { pollMs: options.pollMs }) });
  return {
    name: gateway.name,
    sender: gateway.sender,
    delivery,
    async send(phone, body) {
      await enqueueSms(db, gateway.name, phone, body);
      delivery.kick();
    },
  };
}
