import { createHash } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { idempotencyKeys } from "../db/schema";
import { badRequest } from "./http-errors";

/** How long a key's first answer is kept (architecture section 3). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;
const PURGE_EVERY_MS = 60 * 60 * 1000;

/*
 * Keys live in `idempotency_keys` (client, route, key): the request's hash, the answer's status and
 * a reference to the answer. A route claims its key in the same statement or transaction that
 * writes its effects (INSERT ... ON CONFLICT: a concurrent duplicate waits on the first one's row,
 * then finds it), so a key is never answered twice differently; a refused request writes nothing,
 * key included. POST /orders does it in its one write statement (modules/orders/order-create.sql.ts).
 */

export const IDEMPOTENCY_KEY_INVALID = "O cabeçalho Idempotency-Key deve ter de 1 a 255 caracteres visíveis.";
export const IDEMPOTENCY_KEY_REUSED = "Esta chave de idempotência já foi usada em outra requisição. Gere uma nova chave e tente novamente.";
export const IDEMPOTENCY_IN_PROGRESS = "Esta requisição ainda está sendo processada. Aguarde um instante e tente novamente.";

/** The `Idempotency-Key` header, trimmed; undefined when absent; 400 when empty or too long. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const value = (Array.isArray(header) ? header.at(-1) : header)?.trim() ?? "";
  if (value === "" || value.length > MAX_IDEMPOTENCY_KEY_LENGTH || !/^[\x21-\x7e]+$/.test(value)) throw badRequest(IDEMPOTENCY_KEY_INVALID);
  return value;
}

/** A fingerprint of the parsed body: "the same body" is the same request after validation. */
export function requestHash(body: unknown): string {
  return createHash("sha256").update(JSON.stringify(body)).digest("hex");
}

let lastPurge = 0;

/** Drops expired keys now and then (at most hourly per process), outside any request. */
export function purgeExpiredIdempotencyKeys(db: Database): void {
  const now = Date.now();
  if (now - lastPurge < PURGE_EVERY_MS) return;
  lastPurge = now;
  db.delete(idempotencyKeys)
    .where(lt(idempotencyKeys.expiresAt, sql`now()`))
    .catch(() => {});
}
