import { createHash } from "node:crypto";
import type { Env } from "../../env";

/** What the OpenDelivery routes need from the environment once it is configured. */
export interface OpenDeliveryConfig {
  clientId: string;
  /** OPENDELIVERY_CLIENT_SECRET: in use until staff rotate it (then the stored one wins). */
  envSecret: string;
  merchantId: string;
  /** Forno's AppId (X-App-Id of the webhooks, `sourceAppId`): a UUID derived from the client id. */
  appId: string;
  /** `${PUBLIC_URL}/opendelivery`: where a PDV is pointed. */
  baseUrl: string;
  webhookUrl: string | null;
}

/** A UUID-shaped (version 5 layout) id derived from a name: stable across restarts and instances. */
function derivedUuid(name: string): string {
  const hex = createHash("sha256").update(name).digest("hex");
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The configuration, or null when OPENDELIVERY_CLIENT_ID / OPENDELIVERY_CLIENT_SECRET are unset.
 * Without OPENDELIVERY_MERCHANT_ID the merchant id is a UUID derived from the client id (decision 2001).
 */
export function openDeliveryConfig(env: Env): OpenDeliveryConfig | null {
  const clientId = env.OPENDELIVERY_CLIENT_ID;
  const envSecret = env.OPENDELIVERY_CLIENT_SECRET;
  if (clientId === undefined || envSecret === undefined) return null;
  return {
    clientId,
    envSecret,
    merchantId: env.OPENDELIVERY_MERCHANT_ID ?? derivedUuid(`forno:opendelivery:merchant:${clientId}`),
    appId: derivedUuid(`forno:opendelivery:app:${env.PUBLIC_URL}`),
    baseUrl: `${env.PUBLIC_URL}/opendelivery`,
    webhookUrl: env.OPENDELIVERY_WEBHOOK_URL?.replace(/\/+$/, "") ?? null,
  };
}
