import { FISCAL_MESSAGES, cancelDeadline } from "@forno/domain/fiscal";
import { HttpError, conflict, unprocessable } from "../../lib/http-errors";
import { FiscalProviderUnreachable } from "../../fiscal";
import type { FiscalDeps } from "./fiscal-attempt";
import { readStoreFiscal } from "./fiscal-note-input";
import { type NoteChanges, leaseNote, recordNote, releaseNote } from "./fiscal-record";

/** Why a cancellation did not happen: the window closed, SEFAZ refused, or nobody answered. */
export type CancelRefusal = { kind: "window" } | { kind: "refused"; message: string } | { kind: "unreachable" } | { kind: "busy" } | { kind: "none" };

/**
 * Cancels an order's authorised note with `reason` (15-255 characters, checked by the caller) while
 * `fiscal.cancel_window_minutes` have not passed since it was authorised (growth.md section 3).
 * Answers null when it is cancelled (recorded with an order event), else why not. `late` is what a
 * refusal writes on the note (an order cancelled too late flags it for the accountant); null
 * leaves the note as it was.
 */
export async function cancelAuthorizedNote(
  deps: FiscalDeps,
  orderId: number,
  reason: string,
  late: ((refusal: CancelRefusal) => NoteChanges) | null = null,
  now: () => Date = () => new Date(),
): Promise<CancelRefusal | null> {
  const { note, busy } = await leaseNote(deps.db, orderId, "authorized", deps.leaseMs);
  if (note === null) return { kind: busy ? "busy" : "none" };
  const refuse = async (refusal: CancelRefusal) => {
    if (late === null) await releaseNote(deps.db, note);
    else await recordNote(deps.db, note, late(refusal));
    return refusal;
  };
  const { settings } = await readStoreFiscal(deps.db);
  if (note.issuedAt === null || now() > cancelDeadline(note.issuedAt, settings.cancelWindowMinutes)) return refuse({ kind: "window" });
  try {
    const answer = await deps.provider.cancel(note.ref, reason);
    if (answer.status !== "cancelado") return refuse({ kind: "refused", message: answer.mensagem_sefaz ?? answer.mensagem ?? answer.status ?? "recusado" });
    await recordNote(deps.db, note, { status: "cancelled", message: `Cancelada: ${reason}` });
    return null;
  } catch (error) {
    if (!(error instanceof FiscalProviderUnreachable)) {
      await releaseNote(deps.db, note);
      throw error;
    }
    deps.log.warn({ orderId, ref: note.ref, reason: error.message }, "the fiscal provider did not answer a cancellation");
    await releaseNote(deps.db, note);
    return { kind: "unreachable" };
  }
}

/** The HTTP answer of DELETE /orders/{id}/fiscal for a refusal. */
export function cancelRefusalError(refusal: CancelRefusal): HttpError {
  switch (refusal.kind) {
    case "window":
      return unprocessable(FISCAL_MESSAGES.cancelWindowClosed);
    case "refused":
      return unprocessable(refusal.message);
    case "unreachable":
      return new HttpError(503, FISCAL_MESSAGES.cancelUnreachable);
    case "busy":
      return conflict(FISCAL_MESSAGES.inProgress);
    case "none":
      return unprocessable(FISCAL_MESSAGES.notAuthorized);
  }
}
