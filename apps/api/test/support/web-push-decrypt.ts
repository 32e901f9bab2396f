import { createDecipheriv, createECDH, hkdfSync, randomBytes } from "node:crypto";

/** What a browser keeps of its push subscription: the P-256 key pair and the auth secret (RFC 8291). */
export interface BrowserPushKeys {
  /** As POST /push/subscriptions takes them (base64url). */
  keys: { p256dh: string; auth: string };
  /** The push message's plain text, as the browser decrypts it. */
  decrypt(body: Buffer): string;
}

const info = (label: string) => Buffer.from(`Content-Encoding: ${label}\0`, "latin1");

/**
 * A browser's side of RFC 8291: a fresh key pair and auth secret, and the aes128gcm (RFC 8188)
 * decryption of what the push service delivers. Written from the RFCs so the test checks the
 * library's encryption instead of trusting it.
 */
export function createBrowserPushKeys(): BrowserPushKeys {
  const ecdh = createECDH("prime256v1");
  const uaPublic = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    keys: { p256dh: uaPublic.toString("base64url"), auth: authSecret.toString("base64url") },
    decrypt(body) {
      // Header: salt (16) | record size (4) | key id length (1) | key id (the sender's public key).
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const asPublic = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      const ecdhSecret = ecdh.computeSecret(asPublic);
      const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0", "latin1"), uaPublic, asPublic]);
      const ikm = Buffer.from(hkdfSync("sha256", ecdhSecret, authSecret, keyInfo, 32));
      const cek = Buffer.from(hkdfSync("sha256", ikm, salt, info("aes128gcm"), 16));
      const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, info("nonce"), 12));
      const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
      // The last record ends with the delimiter 0x02 and then zero padding.
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end -= 1;
      if (padded[end] !== 2) throw new Error("not the last record of an aes128gcm message");
      return padded.subarray(0, end).toString("utf8");
    },
  };
}
