import { createHmac } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Executor } from "../../db/client";
import { opendeliveryEvents, orders } from "../../db/schema";
import type { OrderEventFollower } from "../../events/order-event-followers";
import { EVENT_COLUMNS, toWireEvent } from "./event-feed";
import { currentClientSecret, recordWebhookAnswer } from "./integration-state";
import type { OpenDeliveryConfig } from "./opendelivery-config";

/** An event older than this when a push would go out is left to polling (a restart catching up). */
const FRESH_FOR = "10 minutes";
const TIMEOUT_MS = 5000;

/** X-App-Signature: lowercase hex HMAC-SHA256 of the raw body, keyed with the client secret. */
export function webhookSignature(body: string, secret: string): string {
  return createHmac("sha256", secret).update(body).digest("hex");
}

export interface OpenDeliveryWebhook {
  /** Pushes every event not pushed yet; never throws (failures are logged, polling stays). */
  flush(): Promise<void>;
}

/**
 * The optional push to the PDV's `${OPENDELIVERY_WEBHOOK_URL}/v1/newEvent`, one signed POST per
 * event (the body is the standard's Event). Each API instance claims the events it sends
 * (`webhook_at`), so an event goes out once whatever the instances; one that fails is not sent
 * again: the PDV still polls it (decision 2006).
 */
export function createOpenDeliveryWebhook(deps: { db: Executor; log: FastifyBaseLogger; config: OpenDeliveryConfig & { webhookUrl: string } }): OpenDeliveryWebhook {
  const { db, log, config } = deps;
  const target = `${config.webhookUrl}/v1/newEvent`;

  async function send(body: string, secret: string, eventId: string): Promise<void> {
    let status: number | null = null;
    try {
      const answer = await fetch(target, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-app-id": config.appId,
          "x-app-merchantid": config.merchantId,
          "x-app-signature": webhookSignature(body, secret),
        },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      status = answer.status;
      await answer.body?.cancel();
      if (!answer.ok) log.warn({ eventId, status }, "the PDV's OpenDelivery webhook refused an event (it stays on polling)");
    } catch (error) {
      log.warn({ eventId, reason: error instanceof Error ? error.message : String(error) }, "could not reach the PDV's OpenDelivery webhook (the event stays on polling)");
    }
    await recordWebhookAnswer(db, status);
  }

  return {
    async flush() {
      try {
        const result = await db.execute(sql`
          WITH claimed AS (
            UPDATE ${opendeliveryEvents} SET webhook_at = now()
             WHERE webhook_at IS NULL AND created_at > now() - ${FRESH_FOR}::interval
            RETURNING *
          )
          SELECT ${EVENT_COLUMNS} FROM claimed e JOIN ${orders} o ON o.id = e.order_id ORDER BY e.created_at, e.event_id`);
        const rows = (result as unknown as { rows: Parameters<typeof toWireEvent>[0][] }).rows;
        if (rows.length === 0) return;
        const secret = await currentClientSecret(db, config);
        for (const row of rows) await send(JSON.stringify(toWireEvent(row, config.baseUrl)), secret, row.event_id);
      } catch (error) {
        log.error({ err: error }, "could not push OpenDelivery events");
      }
    },
  };
}

/**
 * The webhook as a follower of the order's events (decision 2803): after every committed change,
 * beside the requests, one instance flushes the feed (each feed row is claimed again by
 * `webhook_at`). One attempt: the PDV's polling is the retry (decision 2006).
 */
export function openDeliveryWebhookFollower(webhook: OpenDeliveryWebhook): OrderEventFollower {
  return { name: "opendelivery-webhook", attempts: 1, retryAfterMs: 0, freshFor: FRESH_FOR, wants: () => true, handle: () => webhook.flush() };
}
