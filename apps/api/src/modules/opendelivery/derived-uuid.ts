import { createHash } from "node:crypto";

/** Forno's own namespace for name-based OpenDelivery ids (drawn once at random; never change it). */
const FORNO_NAMESPACE = "5b0e9f4c-2d7a-4c1e-9a63-0f8d2e6b7c41";

/**
 * A name-based UUID (RFC 9562 version 5: SHA-1 of Forno's namespace and `name`): the same name always
 * gives the same id, so an order answers with the same item, option and customer ids on every read
 * without storing them (decision 2024).
 */
export function derivedUuid(name: string): string {
  const namespace = Buffer.from(FORNO_NAMESPACE.replaceAll("-", ""), "hex");
  const bytes = createHash("sha1").update(namespace).update(name, "utf8").digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
