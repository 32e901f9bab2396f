import type { NfceNote } from "@forno/domain/fiscal";

/**
 * A note as the provider answers it (Focus NFe's fields: `_nfce.md`). The answer is read from the
 * body's `status` whatever the HTTP code (growth.md section 3).
 */
export interface ProviderNote {
  /** autorizado, erro_autorizacao, denegado, cancelado, processando_autorizacao; absent on a refused request. */
  status?: string;
  status_sefaz?: string;
  mensagem_sefaz?: string;
  chave_nfe?: string;
  numero?: string;
  serie?: string;
  qrcode_url?: string;
  url_consulta_nf?: string;
  caminho_danfe?: string;
  contingencia_offline?: boolean;
  /** A refused request (no `status`): its code and message (`requisicao_invalida`, `empresa_nao_configurada`...). */
  codigo?: string;
  mensagem?: string;
}

/** The provider did not answer (network, timeout, a 5xx without a note): the note is tried again later. */
export class FiscalProviderUnreachable extends Error {
  override name = "FiscalProviderUnreachable";
}

/**
 * A fiscal API behind one interface, like payments (growth.md section 3): `sandbox` in process,
 * `focusnfe` over HTTP. Every call has a timeout and is never made inside a database transaction.
 * Each throws FiscalProviderUnreachable when there is no answer to read.
 */
export interface FiscalProvider {
  name: "sandbox" | "focusnfe";
  /** POST /v2/nfce?ref=REF: the note, answered synchronously. */
  issue(ref: string, note: NfceNote): Promise<ProviderNote>;
  /** GET /v2/nfce/REF: the note as the provider holds it; null when it has none by that REF. */
  consult(ref: string): Promise<ProviderNote | null>;
  /** DELETE /v2/nfce/REF with the justification: "cancelado", or the refusal. */
  cancel(ref: string, reason: string): Promise<ProviderNote>;
}
