import type { Env } from "../env";
import { ifoodBaseUrl } from "../env-ifood";
import { type MerchantApi, createMerchantApi } from "./merchant-api";

export { IfoodRefused, IfoodUnreachable } from "./merchant-api";
export type { IfoodInterruption, MerchantApi } from "./merchant-api";

/** What the connector needs once the three credentials are set (growth.md section 4). */
export interface IfoodConfig {
  merchantId: string;
  api: MerchantApi;
  pollIntervalMs: number;
  retryAfterMs: number;
  timeoutMs: number;
}

/** The connector, or null while IFOOD_CLIENT_ID, IFOOD_CLIENT_SECRET and IFOOD_MERCHANT_ID are not all set. */
export function ifoodConfig(env: Env): IfoodConfig | null {
  const { IFOOD_CLIENT_ID: clientId, IFOOD_CLIENT_SECRET: clientSecret, IFOOD_MERCHANT_ID: merchantId } = env;
  if (clientId === undefined || clientSecret === undefined || merchantId === undefined) return null;
  return {
    merchantId,
    api: createMerchantApi({ baseUrl: ifoodBaseUrl(env), clientId, clientSecret, merchantId, timeoutMs: env.IFOOD_TIMEOUT_MS }),
    pollIntervalMs: env.IFOOD_POLL_INTERVAL_MS,
    retryAfterMs: env.IFOOD_RETRY_AFTER_MS,
    timeoutMs: env.IFOOD_TIMEOUT_MS,
  };
}
