import { z } from "zod";

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** Bytes a base64url text (no padding) decodes to. */
const decodedLength = (text: string) => Math.floor((text.length * 3) / 4);

/**
 * POST /push/subscriptions (operations.md section 6): the browser's PushSubscription as its toJSON()
 * gives it. The endpoint is https; p256dh is an uncompressed P-256 point (65 bytes) and auth a
 * 16-byte secret, both base64url without padding (RFC 8291).
 */
export const pushSubscriptionBodySchema = z.object({
  endpoint: z
    .string()
    .max(1000, "Endereço de notificação longo demais.")
    .refine((value) => URL.canParse(value) && new URL(value).protocol === "https:", "O endereço de notificação precisa ser https."),
  keys: z.object({
    p256dh: z
      .string()
      .regex(BASE64URL, "Chave de notificação inválida.")
      .refine((value) => decodedLength(value) === 65, "Chave de notificação inválida."),
    auth: z
      .string()
      .regex(BASE64URL, "Chave de notificação inválida.")
      .refine((value) => decodedLength(value) === 16, "Chave de notificação inválida."),
  }),
  /** Sent by toJSON() (null on every browser today); not stored. */
  expirationTime: z.number().nullable().optional(),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

/** GET /push/public-key: the VAPID public key, base64url, for pushManager.subscribe. */
export const pushPublicKeySchema = z.object({ public_key: z.string() });
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;
