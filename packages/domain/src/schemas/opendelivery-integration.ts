import { z } from "zod";
import { isoDateTimeSchema } from "./primitives";

/**
 * GET /integrations/opendelivery (staff): what the "Integrações" screen shows. `enabled` is false
 * when OPENDELIVERY_CLIENT_ID or OPENDELIVERY_CLIENT_SECRET is unset (every other field is then
 * null or 0). The secret itself is never read back: only a rotation shows the new one, once.
 */
export const openDeliveryIntegrationSchema = z.object({
  enabled: z.boolean(),
  client_id: z.string().nullable(),
  merchant_id: z.string().nullable(),
  /** The base URL a PDV is configured with: `${PUBLIC_URL}/opendelivery`. */
  base_url: z.string().nullable(),
  /** The last token issued and the last events:polling call (any answer), by any PDV. */
  last_token_at: isoDateTimeSchema.nullable(),
  last_polled_at: isoDateTimeSchema.nullable(),
  /** Events not yet acknowledged. */
  pending_events: z.number().int().nonnegative(),
  webhook_url: z.string().nullable(),
  /** The last signed push to `${webhook_url}/v1/newEvent`: when, and its HTTP status (null: no answer). */
  last_webhook_at: isoDateTimeSchema.nullable(),
  last_webhook_status: z.number().int().nullable(),
  /** When staff last rotated the secret (null: the one from OPENDELIVERY_CLIENT_SECRET is in use). */
  secret_rotated_at: isoDateTimeSchema.nullable(),
});
export type OpenDeliveryIntegration = z.infer<typeof openDeliveryIntegrationSchema>;

/** The 409 of POST /integrations/opendelivery/secret while the variables are unset. */
export const OPENDELIVERY_NOT_CONFIGURED = "A integração OpenDelivery não está configurada: defina OPENDELIVERY_CLIENT_ID e OPENDELIVERY_CLIENT_SECRET no servidor.";

/** What GET /integrations/opendelivery answers while the variables are unset. */
export const OPENDELIVERY_INTEGRATION_OFF: OpenDeliveryIntegration = {
  enabled: false,
  client_id: null,
  merchant_id: null,
  base_url: null,
  last_token_at: null,
  last_polled_at: null,
  pending_events: 0,
  webhook_url: null,
  last_webhook_at: null,
  last_webhook_status: null,
  secret_rotated_at: null,
};

/**
 * POST /integrations/opendelivery/secret (staff, no body): a new client secret replaces the current
 * one at once (tokens issued with the old one stop working); shown this one time only.
 */
export const openDeliverySecretSchema = z.object({ client_secret: z.string().min(32) });
export type OpenDeliverySecret = z.infer<typeof openDeliverySecretSchema>;
