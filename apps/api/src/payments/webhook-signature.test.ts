import { describe, expect, it } from "vitest";
import { isValidWebhookSignature, signManifest, webhookManifest } from "./webhook-signature";

const SECRET = "webhook-secret-for-tests";

function signed(dataId: string, requestId: string, ts: number, secret = SECRET) {
  return `ts=${ts},v1=${signManifest(secret, webhookManifest({ dataId, requestId, ts: String(ts) }))}`;
}

describe("Mercado Pago webhook signature", () => {
  const now = Date.UTC(2025, 4, 10, 20, 0, 0);
  const ts = Math.floor(now / 1000);

  it("builds the manifest with the trailing semicolon and a lower-cased alphanumeric id", () => {
    expect(webhookManifest({ dataId: "ABC123", requestId: "r-1", ts: "1700" })).toBe("id:abc123;request-id:r-1;ts:1700;");
    expect(webhookManifest({ dataId: "12-AB", requestId: undefined, ts: "1700" })).toBe("id:12-AB;ts:1700;");
  });

  it("accepts the right HMAC and refuses anything else", () => {
    const check = { secret: SECRET, requestId: "r-1", dataId: "123", now };
    expect(isValidWebhookSignature({ ...check, signature: signed("123", "r-1", ts) })).toBe(true);
    expect(isValidWebhookSignature({ ...check, signature: ` ts=${ts} , v1=${signed("123", "r-1", ts).split("v1=")[1]}` })).toBe(true);
    expect(isValidWebhookSignature({ ...check, signature: signed("123", "r-1", ts, "another-secret") })).toBe(false);
    expect(isValidWebhookSignature({ ...check, signature: signed("124", "r-1", ts) })).toBe(false);
    expect(isValidWebhookSignature({ ...check, signature: signed("123", "r-2", ts) })).toBe(false);
    expect(isValidWebhookSignature({ ...check, signature: undefined })).toBe(false);
    expect(isValidWebhookSignature({ ...check, signature: "ts=abc,v1=zz" })).toBe(false);
  });

  it("refuses stale or future timestamps (seconds or milliseconds)", () => {
    const check = { secret: SECRET, requestId: "r-1", dataId: "123", now };
    expect(isValidWebhookSignature({ ...check, signature: signed("123", "r-1", ts - 11 * 60) })).toBe(false);
    expect(isValidWebhookSignature({ ...check, signature: signed("123", "r-1", ts + 11 * 60) })).toBe(false);
    expect(isValidWebhookSignature({ ...check, signature: signed("123", "r-1", now) })).toBe(true);
  });
});
