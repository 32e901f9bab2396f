import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { FISCAL_MESSAGES } from "@forno/domain/fiscal";
import type { Database } from "../../db/client";
import { fiscalNotes } from "../../db/schema";
import { type FiscalProvider, FiscalProviderUnreachable, type ProviderNote } from "../../fiscal";
import { type FiscalNoteRow, getOrder } from "../orders/orders.service";
import { buildOrderNote } from "./fiscal-note-input";
import { type NoteChanges, leaseNote, recordNote, releaseNote } from "./fiscal-record";

export interface FiscalDeps {
  db: Database;
  provider: FiscalProvider;
  log: FastifyBaseLogger;
  /** How long one provider call may hold a note (its timeout and a margin). */
  leaseMs: number;
}

/** The provider is tried for a day; then the note is `error` and waits for "Tentar de novo" (growth.md section 3). */
export const RETRY_FOR_MS = 24 * 60 * 60 * 1000;

export type AttemptOutcome = "authorized" | "rejected" | "cancelled" | "unreachable" | "error" | "busy" | "none";

/** "NFe3526..." -> the 44 digits. */
const keyDigits = (chave: string | undefined) => (chave === undefined ? null : chave.replace(/\D/g, "") || null);

/** What a provider's answer makes of a pending note; null while SEFAZ is still processing it. */
export function changesOf(answer: ProviderNote, now: Date): NoteChanges | null {
  switch (answer.status) {
    case "autorizado":
      return {
        status: "authorized",
        number: answer.numero ?? null,
        series: answer.serie ?? null,
        accessKey: keyDigits(answer.chave_nfe),
        qrcodeUrl: answer.qrcode_url ?? null,
        consultUrl: answer.url_consulta_nf ?? null,
        message: answer.contingencia_offline === true ? FISCAL_MESSAGES.contingency : null,
        issuedAt: now,
      };
    case "cancelado":
      return { status: "cancelled", number: answer.numero ?? null, series: answer.serie ?? null, accessKey: keyDigits(answer.chave_nfe), message: answer.mensagem_sefaz ?? null };
    case "processando_autorizacao":
      return null;
    case "erro_autorizacao":
    case "denegado":
      return { status: "rejected", message: answer.mensagem_sefaz ?? answer.status };
    default:
      // A refused request (no note): the provider's own message (CSC not configured, bad field...).
      return { status: "rejected", message: answer.mensagem ?? answer.mensagem_sefaz ?? `Resposta inesperada do emissor de NFC-e: ${answer.status ?? answer.codigo ?? "sem status"}.` };
  }
}

/**
 * One try at an order's pending note, under its lease: a REF already sent is asked for first (its
 * outcome may be unknown after a timeout: it is never sent twice blindly), else the note is built
 * from the order and sent. Authorised, rejected (SEFAZ's message, or what the order lacks) and
 * cancelled are recorded with an order event; an unanswered call leaves the note pending with a
 * message (the follower tries again) until a day has passed, then `error`.
 */
export async function attemptPendingNote(deps: FiscalDeps, orderId: number, now: () => Date = () => new Date()): Promise<AttemptOutcome> {
  const { db, provider } = deps;
  const { note, busy } = await leaseNote(db, orderId, "pending", deps.leaseMs);
  if (note === null) return busy ? "busy" : "none";
  try {
    let answer = note.sentAt === null ? null : await provider.consult(note.ref);
    if (answer === null) {
      const built = await buildOrderNote(db, await getOrder(db, orderId, null), now());
      if (built.problems !== undefined) {
        await recordNote(db, note, { status: "rejected", message: built.problems.join(" ") });
        return "rejected";
      }
      await db.update(fiscalNotes).set({ sentAt: now() }).where(eq(fiscalNotes.id, note.id));
      answer = await provider.issue(note.ref, built.note);
    }
    const changes = changesOf(answer, now());
    if (changes === null) throw new FiscalProviderUnreachable(`the note ${note.ref} is still being processed`);
    await recordNote(db, note, changes);
    return changes.status as AttemptOutcome;
  } catch (error) {
    if (!(error instanceof FiscalProviderUnreachable)) {
      await releaseNote(db, note);
      throw error;
    }
    return unanswered(deps, note, error, now());
  }
}

async function unanswered(deps: FiscalDeps, note: FiscalNoteRow, error: FiscalProviderUnreachable, now: Date): Promise<AttemptOutcome> {
  if (now.getTime() - note.pendingSince.getTime() >= RETRY_FOR_MS) {
    deps.log.warn({ orderId: note.orderId, ref: note.ref, reason: error.message }, "the fiscal provider did not answer for a day: the note is in error");
    await recordNote(deps.db, note, { status: "error", message: FISCAL_MESSAGES.gaveUp });
    return "error";
  }
  deps.log.warn({ orderId: note.orderId, ref: note.ref, reason: error.message }, "the fiscal provider did not answer: the note will be tried again");
  await releaseNote(deps.db, note, { message: FISCAL_MESSAGES.unreachable });
  return "unreachable";
}
