import type { NfceNote } from "@forno/domain/fiscal";
import { type FiscalProvider, FiscalProviderUnreachable, type ProviderNote } from "./fiscal-provider";

/** SEFAZ requires this first item description on homologation notes (they have no fiscal value). */
export const HOMOLOGATION_DESCRIPTION = "NOTA FISCAL EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL";

export interface FocusNfeOptions {
  baseUrl: string;
  token: string;
  production: boolean;
  timeoutMs: number;
}

/** A homologation note's first item carries SEFAZ's test description. */
export function forEnvironment(note: NfceNote, production: boolean): NfceNote {
  if (production) return note;
  return { ...note, items: note.items.map((item, index) => (index === 0 ? { ...item, descricao: HOMOLOGATION_DESCRIPTION } : item)) };
}

/**
 * FISCAL_PROVIDER=focusnfe: Focus NFe's NFC-e API (`_nfce.md`), HTTP Basic with the token as user and
 * an empty password. The answer is its body whatever the HTTP code; no body to read (network error,
 * timeout, a 5xx page) is FiscalProviderUnreachable. The token is only ever in the header.
 */
export function createFocusNfeProvider(options: FocusNfeOptions): FiscalProvider {
  const authorization = `Basic ${Buffer.from(`${options.token}:`).toString("base64")}`;

  async function call(method: string, path: string, body?: unknown): Promise<{ status: number; note: ProviderNote | null }> {
    let answer: Response;
    try {
      answer = await fetch(`${options.baseUrl}${path}`, {
        method,
        headers: { authorization, accept: "application/json", ...(body === undefined ? {} : { "content-type": "application/json" }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      throw new FiscalProviderUnreachable(`Focus NFe ${method} ${path.split("?")[0]}: ${error instanceof Error ? error.name : "failed"}`);
    }
    let parsed: unknown;
    try {
      parsed = await answer.json();
    } catch {
      parsed = undefined;
    }
    const note = parsed !== null && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as ProviderNote) : null;
    if (note === null || (answer.status >= 500 && note.status === undefined)) throw new FiscalProviderUnreachable(`Focus NFe ${method} ${path.split("?")[0]}: HTTP ${answer.status}`);
    return { status: answer.status, note };
  }

  return {
    name: "focusnfe",
    async issue(ref, note) {
      return (await call("POST", `/v2/nfce?ref=${encodeURIComponent(ref)}`, forEnvironment(note, options.production))).note!;
    },
    async consult(ref) {
      const { status, note } = await call("GET", `/v2/nfce/${encodeURIComponent(ref)}`);
      return status === 404 && note?.status === undefined ? null : note;
    },
    async cancel(ref, reason) {
      return (await call("DELETE", `/v2/nfce/${encodeURIComponent(ref)}`, { justificativa: reason })).note!;
    },
  };
}
