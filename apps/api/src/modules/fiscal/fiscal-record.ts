import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { fiscalNotes } from "../../db/schema";
import { publishEvent } from "../../events/event-bus";
import { markFollowed } from "../../events/order-event-followers";
import { WEB_PUSH_FOLLOWER } from "../../push/order-push";
import { type FiscalNoteRow, getOrder } from "../orders/orders.service";

export type NoteChanges = Partial<Pick<typeof fiscalNotes.$inferInsert, "status" | "number" | "series" | "accessKey" | "qrcodeUrl" | "consultUrl" | "message" | "issuedAt" | "pendingSince">>;

/**
 * A note's new state, with the order event that carries it to the desk, the orders table and the
 * customer's page (the lease is given back). The state of the order did not move: nobody is pushed.
 */
export async function recordNote(db: Executor, note: FiscalNoteRow, changes: NoteChanges): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(fiscalNotes)
      .set({ ...changes, leaseUntil: null })
      .where(eq(fiscalNotes.id, note.id));
    const eventId = await publishEvent(tx, "order", note.orderId, await getOrder(tx, note.orderId, null));
    await markFollowed(tx, eventId, WEB_PUSH_FOLLOWER);
  });
}

/** Gives a note's lease back, changing what `changes` say without telling anyone (a failed call). */
export async function releaseNote(db: Executor, note: FiscalNoteRow, changes: NoteChanges = {}): Promise<void> {
  await db
    .update(fiscalNotes)
    .set({ ...changes, leaseUntil: null })
    .where(eq(fiscalNotes.id, note.id));
}

/**
 * Takes the lease of an order's note in `status` for `leaseMs`: one provider call at a time per note,
 * whatever the instances. The note, or null when there is none in that status; `busy` when another
 * call holds it.
 */
export async function leaseNote(db: Executor, orderId: number, status: "pending" | "authorized", leaseMs: number): Promise<{ note: FiscalNoteRow | null; busy: boolean }> {
  const [note] = await db
    .update(fiscalNotes)
    .set({ leaseUntil: sql`now() + ${leaseMs}::integer * interval '1 millisecond'` })
    .where(and(eq(fiscalNotes.orderId, orderId), eq(fiscalNotes.status, status), or(isNull(fiscalNotes.leaseUntil), lt(fiscalNotes.leaseUntil, sql`now()`))))
    .returning();
  if (note !== undefined) return { note, busy: false };
  const [held] = await db.select({ id: fiscalNotes.id }).from(fiscalNotes).where(and(eq(fiscalNotes.orderId, orderId), eq(fiscalNotes.status, status)));
  return { note: null, busy: held !== undefined };
}
