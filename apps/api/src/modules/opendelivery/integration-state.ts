import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { opendeliveryEvents, opendeliveryState } from "../../db/schema";
import type { OpenDeliveryConfig } from "./opendelivery-config";

/**
 * Creates the integration's row if missing and records whether OpenDelivery is configured: the
 * statement that records events reads it (decision 2002). Run at every start.
 */
export async function recordOpenDeliveryEnabled(db: Executor, enabled: boolean): Promise<void> {
  await db.execute(sql`INSERT INTO ${opendeliveryState} (id, enabled) VALUES (1, ${enabled}) ON CONFLICT (id) DO UPDATE SET enabled = EXCLUDED.enabled`);
}

/** The secret in use: the one staff last rotated for this client id, else OPENDELIVERY_CLIENT_SECRET. */
export async function currentClientSecret(db: Executor, config: OpenDeliveryConfig): Promise<string> {
  const result = await db.execute(sql`SELECT client_secret, secret_client_id FROM ${opendeliveryState} WHERE id = 1`);
  const [row] = (result as unknown as { rows: Array<{ client_secret: string | null; secret_client_id: string | null }> }).rows;
  return row?.client_secret !== null && row?.client_secret !== undefined && row.secret_client_id === config.clientId ? row.client_secret : config.envSecret;
}

type Moment = "last_token_at" | "last_polled_at";

/** Notes when a PDV last took a token or polled (the Integrações screen shows it). */
export async function touchOpenDelivery(db: Executor, moment: Moment): Promise<void> {
  await db.execute(sql`UPDATE ${opendeliveryState} SET ${sql.raw(moment)} = now() WHERE id = 1`);
}

/** The last webhook push: when, and the PDV's HTTP status (null: no answer). */
export async function recordWebhookAnswer(db: Executor, status: number | null): Promise<void> {
  await db.execute(sql`UPDATE ${opendeliveryState} SET last_webhook_at = now(), last_webhook_status = ${status}::integer WHERE id = 1`);
}

/** A new random secret (256 bits, base64url: 43 characters) replacing the current one at once. */
export async function rotateClientSecret(db: Executor, config: OpenDeliveryConfig): Promise<string> {
  const secret = randomBytes(32).toString("base64url");
  await db.execute(sql`
    INSERT INTO ${opendeliveryState} (id, enabled, client_secret, secret_client_id, secret_rotated_at) VALUES (1, true, ${secret}, ${config.clientId}, now())
    ON CONFLICT (id) DO UPDATE SET client_secret = EXCLUDED.client_secret, secret_client_id = EXCLUDED.secret_client_id, secret_rotated_at = EXCLUDED.secret_rotated_at`);
  return secret;
}

export interface IntegrationFigures {
  lastTokenAt: Date | null;
  lastPolledAt: Date | null;
  lastWebhookAt: Date | null;
  lastWebhookStatus: number | null;
  /** null when the rotated secret belongs to another client id (the variable's secret is in use). */
  secretRotatedAt: Date | null;
  pendingEvents: number;
}

const asDate = (value: unknown): Date | null => (value === null || value === undefined ? null : new Date(value as string));

/** What GET /integrations/opendelivery shows, in one round trip. */
export async function readIntegrationFigures(db: Executor, config: OpenDeliveryConfig): Promise<IntegrationFigures> {
  const result = await db.execute(sql`
    SELECT s.last_token_at, s.last_polled_at, s.last_webhook_at, s.last_webhook_status,
           CASE WHEN s.secret_client_id = ${config.clientId} THEN s.secret_rotated_at END AS secret_rotated_at,
           (SELECT count(*) FROM ${opendeliveryEvents} WHERE acknowledged_at IS NULL) AS pending
      FROM (SELECT 1) AS one LEFT JOIN ${opendeliveryState} s ON s.id = 1`);
  const [row] = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  return {
    lastTokenAt: asDate(row?.last_token_at),
    lastPolledAt: asDate(row?.last_polled_at),
    lastWebhookAt: asDate(row?.last_webhook_at),
    lastWebhookStatus: row?.last_webhook_status === null || row?.last_webhook_status === undefined ? null : Number(row.last_webhook_status),
    secretRotatedAt: asDate(row?.secret_rotated_at),
    pendingEvents: Number(row?.pending ?? 0),
  };
}
