import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { FISCAL_MESSAGES } from "@forno/domain/fiscal";
import { isCancelledOrderState, orderSums } from "@forno/domain/order-reading";
import { currentState } from "@forno/domain/orders";
import type { FiscalNoteRow as FiscalNoteListRow, Order } from "@forno/domain/schemas";
import type { Database } from "../../db/client";
import { appMeta, clients, fiscalNotes, orders } from "../../db/schema";
import type { EventBus } from "../../events/event-bus";
import { followOrderEvents } from "../../events/order-event-followers";
import type { FiscalProvider } from "../../fiscal";
import { conflict, unprocessable } from "../../lib/http-errors";
import { FISCAL_PROVIDER_META_KEY } from "../order-state-historys/order-state-historys.service";
import { getOrder, latestFiscalNotes, toOrderFiscal } from "../orders/orders.service";
import { type FiscalDeps, attemptPendingNote } from "./fiscal-attempt";
import { cancelAuthorizedNote, cancelRefusalError } from "./fiscal-cancel";
import { fiscalFollower } from "./fiscal-follower";
import { readStoreFiscal } from "./fiscal-note-input";
import { recordNote } from "./fiscal-record";

export { FISCAL_FOLLOWER } from "./fiscal-follower";

/** What the fiscal routes and the follower need: the provider (null: FISCAL_PROVIDER=none). */
export interface FiscalContext {
  db: Database;
  provider: FiscalProvider | null;
  log: FastifyBaseLogger;
  leaseMs: number;
}

function depsOf(ctx: FiscalContext): FiscalDeps {
  if (ctx.provider === null) throw unprocessable(FISCAL_MESSAGES.noProvider);
  return { db: ctx.db, provider: ctx.provider, log: ctx.log, leaseMs: ctx.leaseMs };
}

/**
 * At start: records this instance's provider (the move's pending note is written only when there is
 * one: order-state-historys/fiscal-note-write.ts) and, with a provider, follows the order events.
 * Returns the function that stops following.
 */
export async function startFiscal(ctx: FiscalContext & { events: EventBus; providerName: string; retryAfterMs: number }): Promise<() => void> {
  await ctx.db
    .insert(appMeta)
    .values({ key: FISCAL_PROVIDER_META_KEY, value: ctx.providerName })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: ctx.providerName } });
  if (ctx.provider === null) return () => {};
  const deps = { ...depsOf(ctx), retryAfterMs: ctx.retryAfterMs };
  return followOrderEvents({ db: ctx.db, events: ctx.events, log: ctx.log, sweepEveryMs: Math.min(15_000, ctx.retryAfterMs) }, fiscalFollower(deps));
}

/**
 * POST /orders/{id}/fiscal ("Emitir NFC-e", "Tentar de novo"): the order's note is made pending (a
 * new REF after a rejection or a cancellation, the same REF after `error`, whose outcome is asked
 * first) and tried at once; 409 when it is authorised. A try the provider does not answer is left
 * to the follower (the order event carries the pending note). Answers the order.
 */
export async function requestNote(ctx: FiscalContext, orderId: number): Promise<Order> {
  const deps = depsOf(ctx);
  const { settings } = await readStoreFiscal(ctx.db);
  if (!settings.enabled) throw unprocessable(FISCAL_MESSAGES.disabled);
  const order = await getOrder(ctx.db, orderId, null);
  const state = currentState(order.OrderStateHistory);
  if (isCancelledOrderState(state)) throw unprocessable(FISCAL_MESSAGES.cancelledOrder);
  const [paid] = await ctx.db.select({ paidAt: orders.paidAt }).from(orders).where(eq(orders.id, orderId));
  if (paid?.paidAt == null) throw unprocessable(FISCAL_MESSAGES.unpaid);
  const latest = (await latestFiscalNotes(ctx.db, [orderId])).get(orderId);
  if (latest?.status === "authorized") throw conflict(FISCAL_MESSAGES.alreadyAuthorized);
  if (latest?.status === "error") {
    await ctx.db.update(fiscalNotes).set({ status: "pending", message: null, pendingSince: new Date() }).where(and(eq(fiscalNotes.id, latest.id), eq(fiscalNotes.status, "error")));
  } else if (latest?.status !== "pending") {
    const attempt = (latest?.attempt ?? 0) + 1;
    await ctx.db.insert(fiscalNotes).values({ orderId, attempt, ref: `forno-${orderId}-${attempt}`, status: "pending" }).onConflictDoNothing();
  }
  const outcome = await attemptPendingNote(deps, orderId);
  if (outcome === "unreachable") {
    // Still pending: the order event hands the retries to the follower.
    const [note] = await ctx.db.select().from(fiscalNotes).where(and(eq(fiscalNotes.orderId, orderId), eq(fiscalNotes.status, "pending")));
    if (note !== undefined) await recordNote(ctx.db, note, {});
  }
  return getOrder(ctx.db, orderId, null);
}

/** DELETE /orders/{id}/fiscal: cancels the authorised note within the window (422 after it), with the reason. Answers the order. */
export async function cancelNote(ctx: FiscalContext, orderId: number, reason: string): Promise<Order> {
  const deps = depsOf(ctx);
  await getOrder(ctx.db, orderId, null);
  const refusal = await cancelAuthorizedNote(deps, orderId, reason);
  if (refusal !== null) throw cancelRefusalError(refusal);
  return getOrder(ctx.db, orderId, null);
}

/** A pending note older than this (no answer for a while, or an instance that stopped mid-call) is listed too. */
const STALE_PENDING = "10 minutes";

/**
 * GET /fiscal/notes (the Fiscal screen): every order whose latest note needs the staff, newest
 * first: rejected or in error (with SEFAZ's message), pending for a while, or authorised on an order
 * cancelled too late (flagged for the accountant). Nothing without a provider.
 */
export async function listProblemNotes(ctx: FiscalContext): Promise<FiscalNoteListRow[]> {
  if (ctx.provider === null) return [];
  const result = await ctx.db.execute(sql`
    WITH latest AS (
      SELECT DISTINCT ON (order_id) id FROM ${fiscalNotes} ORDER BY order_id, attempt DESC
    )
    SELECT n.id FROM ${fiscalNotes} n JOIN latest USING (id)
     WHERE n.status IN ('rejected', 'error')
        OR (n.status = 'pending' AND n.pending_since < now() - ${STALE_PENDING}::interval)
        OR (n.status = 'authorized' AND n.message IS NOT NULL)
     ORDER BY n.updated_at DESC
     LIMIT 200`);
  const ids = (result as unknown as { rows: Array<{ id: number | string }> }).rows.map((row) => Number(row.id));
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .select({ note: fiscalNotes, externalId: orders.externalId, amount: orders.amount, deliveryFee: orders.deliveryFee, discount: orders.discount, clientName: clients.name })
    .from(fiscalNotes)
    .innerJoin(orders, eq(orders.id, fiscalNotes.orderId))
    .leftJoin(clients, eq(clients.id, orders.clientId))
    .where(inArray(fiscalNotes.id, ids))
    .orderBy(desc(fiscalNotes.updatedAt));
  return rows.map(({ note, externalId, amount, deliveryFee, discount, clientName }) => ({
    order_id: note.orderId,
    order_external_id: externalId,
    client_name: clientName,
    // What the customer paid and the note's total: the coupon's discount netted (growth.md section 6).
    total: orderSums({ amount, delivery_fee: deliveryFee, discount }).total / 100,
    ref: note.ref,
    fiscal: toOrderFiscal(note),
    updated_at: note.updatedAt.toISOString(),
  }));
}


