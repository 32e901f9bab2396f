import { createHash } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Database, Executor } from "../db/client";
import { idempotencyKeys } from "../db/schema";
import { badRequest, conflict, unprocessable } from "./http-errors";

/** How long a key's first answer is kept (architecture section 3). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const MAX_KEY_LENGTH = 255;
const PURGE_EVERY_MS = 60 * 60 * 1000;

export const IDEMPOTENCY_KEY_INVALID = "O cabeçalho Idempotency-Key deve ter de 1 a 255 caracteres visíveis.";
export const IDEMPOTENCY_KEY_REUSED = "Esta chave de idempotência já foi usada em outra requisição. Gere uma nova chave e tente novamente.";
const IDEMPOTENCY_IN_PROGRESS = "Esta requisição ainda está sendo processada. Aguarde um instante e tente novamente.";

/** The `Idempotency-Key` header, trimmed; undefined when absent; 400 when empty or too long. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const value = (Array.isArray(header) ? header.at(-1) : header)?.trim() ?? "";
  if (value === "" || value.length > MAX_KEY_LENGTH || !/^[\x21-\x7e]+$/.test(value)) throw badRequest(IDEMPOTENCY_KEY_INVALID);
  return value;
}

/** A fingerprint of the parsed body: "the same body" is the same request after validation. */
export function requestHash(body: unknown): string {
  return createHash("sha256").update(JSON.stringify(body)).digest("hex");
}

export interface IdempotentAnswer<T> {
  statusCode: number;
  body: T;
  /** true when this is the stored first answer of the key. */
  replayed: boolean;
}

export interface IdempotencyScope {
  clientId: number;
  /** e.g. "POST /orders". */
  route: string;
  key: string | undefined;
  body: unknown;
}

let lastPurge = 0;

/**
 * Runs `work` in one transaction, at most once per (client, route, key) within 24 h. The key row is
 * inserted in that same transaction: a concurrent duplicate blocks on the row until the first one
 * commits (PostgreSQL's unique check; PGlite runs transactions one at a time), then reads its
 * answer. A refused request rolls back, key included, so retrying it is evaluated afresh. The same
 * key with another body is a 422. Without a key, `work` simply runs in a transaction.
 */
export async function runIdempotent<T>(
  db: Database,
  scope: IdempotencyScope,
  work: (tx: Executor) => Promise<{ statusCode: number; body: T }>,
): Promise<IdempotentAnswer<T>> {
  if (scope.key === undefined) {
    return { ...(await db.transaction((tx) => work(tx))), replayed: false };
  }
  const key = scope.key;
  const hash = requestHash(scope.body);
  purgeExpired(db);
  return db.transaction(async (tx) => {
    const now = new Date();
    const where = and(eq(idempotencyKeys.clientId, scope.clientId), eq(idempotencyKeys.route, scope.route), eq(idempotencyKeys.key, key));
    // Insert the key, or take over an expired one; a live key is left alone (nothing returned).
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ clientId: scope.clientId, route: scope.route, key, requestHash: hash, createdAt: now, expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS) })
      .onConflictDoUpdate({
        target: [idempotencyKeys.clientId, idempotencyKeys.route, idempotencyKeys.key],
        set: { requestHash: hash, statusCode: null, response: null, createdAt: now, expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS) },
        setWhere: lt(idempotencyKeys.expiresAt, sql`now()`),
      })
      .returning({ key: idempotencyKeys.key });

    if (claimed.length === 0) {
      const [stored] = await tx.select().from(idempotencyKeys).where(where);
      if (stored === undefined || stored.statusCode === null) throw conflict(IDEMPOTENCY_IN_PROGRESS);
      if (stored.requestHash !== hash) throw unprocessable(IDEMPOTENCY_KEY_REUSED);
      return { statusCode: stored.statusCode, body: stored.response as T, replayed: true };
    }

    const answer = await work(tx);
    await tx.update(idempotencyKeys).set({ statusCode: answer.statusCode, response: answer.body }).where(where);
    return { ...answer, replayed: false };
  });
}

/** Drops expired keys now and then (at most hourly per process), outside any request's transaction. */
function purgeExpired(db: Database): void {
  const now = Date.now();
  if (now - lastPurge < PURGE_EVERY_MS) return;
  lastPurge = now;
  db.delete(idempotencyKeys)
    .where(lt(idempotencyKeys.expiresAt, sql`now()`))
    .catch(() => {});
}
