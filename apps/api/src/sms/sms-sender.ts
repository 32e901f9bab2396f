import type { FastifyBaseLogger } from "fastify";
import type { Executor } from "../db/client";
import type { SmsGateway } from "./sms-gateway";
import { claimDueMessages, markFailed, markSent, scheduleRetry } from "./sms-outbox";
import type { ClaimedMessage } from "./sms-outbox";

/** growth.md section 5: up to 3 attempts, about 1 s and 4 s apart. */
export const SMS_ATTEMPTS = 3;
export const SMS_BACKOFF_MS = [1_000, 4_000] as const;
/** How long a claim lasts: well past an attempt's 10 s timeout, so it never ends mid-attempt. */
const LEASE_SECONDS = 30;
/** Messages claimed per round. */
const BATCH = 10;
/** How often each instance looks for due messages it was not told about (another's retries, a restart). */
const POLL_MS = 5_000;

export interface SmsSender {
  /** Looks for due messages now, beside the request that calls it: never waits for a delivery. */
  kick(): void;
  /** Resolves when the round in progress (if any) is over (tests, shutdown). */
  idle(): Promise<void>;
  /** Stops polling and retry timers, then waits for the round in progress. */
  close(): Promise<void>;
}

const masked = (phone: string) => `***${phone.slice(-4)}`;

/**
 * Delivers the outbox (growth.md section 5): each round claims the due messages (a database lease:
 * one instance at a time per message), tries each once with `gateway`, and settles it: sent; failed
 * on a 4xx or after the third attempt; otherwise pending again 1 s, then 4 s later, with a timer
 * here and the poll of every instance as the fallback. The log names the message, the masked phone
 * and the outcome, never the text (it holds the password code).
 */
export function createSmsSender(deps: { db: Executor; gateway: SmsGateway; log: FastifyBaseLogger; pollMs?: number }): SmsSender {
  const { db, gateway, log } = deps;
  let round: Promise<void> | null = null;
  let again = false;
  let closed = false;
  const timers = new Set<NodeJS.Timeout>();

  const later = (ms: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      kick();
    }, ms);
    timer.unref();
    timers.add(timer);
  };

  const attempt = async (message: ClaimedMessage) => {
    const result = await gateway.deliver(message.phone, message.body);
    const about = { sms: { id: message.id, to: masked(message.phone), provider: gateway.name, attempt: message.attempts } };
    if (result.ok) {
      await markSent(db, message.id, gateway.name, result.providerMessageId);
      log.info(about, gateway.name === "console" ? "SMS kept in the outbox (console provider)" : "SMS sent");
    } else if (result.retry && message.attempts < SMS_ATTEMPTS) {
      const delay: number = SMS_BACKOFF_MS[message.attempts - 1] ?? SMS_BACKOFF_MS[1];
      await scheduleRetry(db, message.id, delay, result.reason);
      log.warn({ ...about, reason: result.reason, retryInMs: delay }, "SMS not delivered; trying again");
      later(delay);
    } else {
      await markFailed(db, message.id, gateway.name, result.reason);
      log.error({ ...about, reason: result.reason }, "SMS not delivered; given up");
    }
  };

  const drain = async () => {
    do {
      again = false;
      const messages = await claimDueMessages(db, BATCH, LEASE_SECONDS);
      await Promise.all(messages.map((message) => attempt(message).catch((error: unknown) => log.error({ err: error, sms: { id: message.id } }, "SMS attempt could not be recorded"))));
      if (messages.length === BATCH) again = true;
    } while (again && !closed);
  };

  function kick(): void {
    if (closed) return;
    if (round !== null) {
      again = true;
      return;
    }
    round = drain()
      .catch((error: unknown) => log.error({ err: error }, "could not read the SMS outbox"))
      .finally(() => {
        round = null;
        if (again) kick();
      });
  }

  const poll = setInterval(kick, deps.pollMs ?? POLL_MS);
  poll.unref();

  return {
    kick,
    async idle() {
      while (round !== null) await round;
    },
    async close() {
      closed = true;
      clearInterval(poll);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      while (round !== null) await round;
    },
  };
}
