import { createHash, randomUUID } from "node:crypto";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { idempotencyKeys } from "../../db/schema";
import { conflict, unprocessable } from "../../lib/http-errors";
import { IDEMPOTENCY_IN_PROGRESS, IDEMPOTENCY_KEY_REUSED, IDEMPOTENCY_TTL_MS, purgeExpiredIdempotencyKeys } from "../../lib/idempotency";

/** The route name under which POST /order-payments keeps its Idempotency-Key answers. */
const PAYMENT_ROUTE = "POST /order-payments";
/** A claim never answered (the process died mid-call) can be taken over after this long. */
const ABANDONED_CLAIM_SECONDS = 120;

export type PaymentKeyClaim<T> =
  | { kind: "replay"; statusCode: number; body: T }
  | {
      kind: "claimed";
      /** Writes the answer in the caller's transaction (with the payment row). */
      complete(tx: Executor, statusCode: number, body: T): Promise<void>;
      /** Gives the key back after a refusal, so a retry is evaluated afresh. */
      release(): Promise<void>;
    };

/**
 * POST /order-payments cannot hold a database transaction open while the provider answers (PGlite
 * runs one transaction at a time), so its key works in three steps: the key is claimed first (a
 * row without an answer: a concurrent duplicate finds it and gets 409 "still processing"), the
 * provider is called with an idempotency key derived from ours (a retry after a crash asks the
 * provider for the same payment), then the payment row and the answer are written in one
 * transaction. A refusal releases the claim. A finished key replays its first answer for 24 h; the
 * same key with another body is a 422.
 */
export async function claimPaymentKey<T>(db: Database, clientId: number, key: string, hash: string): Promise<PaymentKeyClaim<T>> {
  purgeExpiredIdempotencyKeys(db);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + IDEMPOTENCY_TTL_MS);
  const where = and(eq(idempotencyKeys.clientId, clientId), eq(idempotencyKeys.route, PAYMENT_ROUTE), eq(idempotencyKeys.key, key));
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ clientId, route: PAYMENT_ROUTE, key, requestHash: hash, statusCode: null, response: null, createdAt: now, expiresAt })
    .onConflictDoUpdate({
      target: [idempotencyKeys.clientId, idempotencyKeys.route, idempotencyKeys.key],
      set: { requestHash: hash, statusCode: null, response: null, createdAt: now, expiresAt },
      setWhere: or(
        lt(idempotencyKeys.expiresAt, sql`now()`),
        and(isNull(idempotencyKeys.statusCode), lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${ABANDONED_CLAIM_SECONDS})`)),
      ),
    })
    .returning({ key: idempotencyKeys.key });

  if (claimed.length === 0) {
    const [stored] = await db.select().from(idempotencyKeys).where(where);
    if (stored === undefined || stored.statusCode === null) throw conflict(IDEMPOTENCY_IN_PROGRESS);
    if (stored.requestHash !== hash) throw unprocessable(IDEMPOTENCY_KEY_REUSED);
    return { kind: "replay", statusCode: stored.statusCode, body: stored.response as T };
  }
  return {
    kind: "claimed",
    async complete(tx, statusCode, body) {
      await tx.update(idempotencyKeys).set({ statusCode, response: body as object }).where(where);
    },
    async release() {
      await db.delete(idempotencyKeys).where(and(where, isNull(idempotencyKeys.statusCode)));
    },
  };
}

/**
 * The provider's idempotency key: derived from the client's key (the same logical attempt, even
 * after a restart, asks for the same payment), or a fresh UUID when the request has none.
 */
export function providerIdempotencyKey(clientId: number, key: string | undefined): string {
  if (key === undefined) return randomUUID();
  const hex = createHash("sha256").update(`forno-payment:${clientId}:${key}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
