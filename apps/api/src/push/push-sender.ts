import type { Agent } from "node:https";
import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import webPush, { WebPushError } from "web-push";
import type { Executor } from "../db/client";
import { pushSubscriptions } from "../db/schema";
import type { VapidKeys } from "./vapid-keys";

/** What the service worker shows (operations.md section 6): `{ title, body, url }`. */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
}

/** A stored subscription, as the push service needs it. */
export interface PushTarget {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushSender {
  /** Queues the message for every target and returns at once: a push never slows or fails a request. */
  send(targets: PushTarget[], message: PushMessage): void;
  /** Resolves when everything queued so far was tried (tests, shutdown). */
  idle(): Promise<void>;
}

export interface PushSenderOptions {
  db: Executor;
  log: FastifyBaseLogger;
  vapid: VapidKeys & { subject: string };
  /** TLS settings for the push services (tests trust their local fake service with it). */
  agent?: Agent;
}

/** An order's news is worthless after an hour: the push service drops it rather than deliver it late. */
export const PUSH_TTL_SECONDS = 3600;
const PUSH_TIMEOUT_MS = 10_000;
/** The push service's answer for a subscription that no longer exists (RFC 8030 section 7.3). */
const GONE = new Set([404, 410]);

/**
 * Sends Web Push messages with the `web-push` library (VAPID, aes128gcm), one batch after another.
 * A subscription the push service answers 404 or 410 is deleted; any other failure is logged (status
 * and host only: the endpoint's path is the subscription's capability) and dropped.
 */
export function createPushSender(options: PushSenderOptions): PushSender {
  const { db, log, vapid } = options;
  let queue: Promise<void> = Promise.resolve();

  const deliver = async (target: PushTarget, payload: string) => {
    try {
      await webPush.sendNotification({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
        vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
        TTL: PUSH_TTL_SECONDS,
        urgency: "high",
        timeout: PUSH_TIMEOUT_MS,
        ...(options.agent === undefined ? {} : { agent: options.agent }),
      });
    } catch (error) {
      const status = error instanceof WebPushError ? error.statusCode : undefined;
      const host = URL.canParse(target.endpoint) ? new URL(target.endpoint).host : "?";
      if (status !== undefined && GONE.has(status)) {
        await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.id, target.id), eq(pushSubscriptions.endpoint, target.endpoint)));
        log.info({ subscription: target.id, status, host }, "push subscription expired; deleted");
        return;
      }
      log.warn({ subscription: target.id, status, host, reason: status === undefined && error instanceof Error ? error.message : undefined }, "push not delivered");
    }
  };

  return {
    send(targets, message) {
      if (targets.length === 0) return;
      const payload = JSON.stringify(message);
      queue = queue
        .then(() => Promise.all(targets.map((target) => deliver(target, payload))))
        .then(() => undefined)
        .catch((error: unknown) => log.error({ err: error }, "push batch failed"));
    },
    idle: () => queue,
  };
}
