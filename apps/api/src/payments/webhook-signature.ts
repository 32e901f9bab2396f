import { createHmac, timingSafeEqual } from "node:crypto";

/** How old (or how far ahead) a notification's `ts` may be. */
const WEBHOOK_TOLERANCE_MS = 10 * 60 * 1000;

/** `data.id` as the manifest takes it: lower-cased when alphanumeric (payments.md). */
function manifestDataId(dataId: string): string {
  return /^[a-z0-9]+$/i.test(dataId) ? dataId.toLowerCase() : dataId;
}

/**
 * The signed template of Mercado Pago's notifications: `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`
 * (each part only when its value exists, the trailing semicolon kept).
 */
export function webhookManifest(parts: { dataId?: string | undefined; requestId?: string | undefined; ts: string }): string {
  let manifest = "";
  if (parts.dataId) manifest += `id:${manifestDataId(parts.dataId)};`;
  if (parts.requestId) manifest += `request-id:${parts.requestId};`;
  return `${manifest}ts:${parts.ts};`;
}

/** `ts=...,v1=...` into its parts. */
function parseSignatureHeader(header: string | undefined): { ts?: string; v1?: string } {
  const parts: Record<string, string> = {};
  for (const piece of (header ?? "").split(",")) {
    const at = piece.indexOf("=");
    if (at > 0) parts[piece.slice(0, at).trim()] = piece.slice(at + 1).trim();
  }
  return { ...(parts.ts ? { ts: parts.ts } : {}), ...(parts.v1 ? { v1: parts.v1 } : {}) };
}

export function signManifest(secret: string, manifest: string): string {
  return createHmac("sha256", secret).update(manifest).digest("hex");
}

export interface SignatureCheck {
  secret: string;
  /** The `x-signature` header. */
  signature: string | undefined;
  /** The `x-request-id` header. */
  requestId: string | undefined;
  /** `data.id` from the query string. */
  dataId: string | undefined;
  now?: number;
}

/**
 * Verifies a notification: HMAC-SHA256 of the manifest with the webhook secret, compared with `v1`
 * in constant time, and a timestamp within WEBHOOK_TOLERANCE_MS (seconds or milliseconds accepted).
 */
export function isValidWebhookSignature(check: SignatureCheck): boolean {
  const { ts, v1 } = parseSignatureHeader(check.signature);
  if (ts === undefined || v1 === undefined || !/^\d{1,16}$/.test(ts) || !/^[0-9a-f]{64}$/i.test(v1)) return false;
  const stamp = Number(ts);
  const stampMs = stamp > 1e12 ? stamp : stamp * 1000;
  if (Math.abs((check.now ?? Date.now()) - stampMs) > WEBHOOK_TOLERANCE_MS) return false;
  const expected = Buffer.from(signManifest(check.secret, webhookManifest({ dataId: check.dataId, requestId: check.requestId, ts })), "hex");
  const given = Buffer.from(v1, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
