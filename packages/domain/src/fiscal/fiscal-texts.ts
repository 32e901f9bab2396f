export { FISCAL_STATUSES, FISCAL_STATUS_LABELS, staffFiscalState } from "./fiscal-state";
export type { FiscalStatus, FiscalTone, StaffFiscalSource } from "./fiscal-state";

/** The customer's link on /order to the note on SEFAZ's site (growth.md section 3). */
export const CUSTOMER_NOTE_LINK = "Nota fiscal";

/** The messages of POST and DELETE /orders/{id}/fiscal and of the notes the API records. */
export const FISCAL_MESSAGES = {
  /** 422 of DELETE after `fiscal.cancel_window_minutes` (growth.md section 3, letter for letter). */
  cancelWindowClosed: "Prazo de cancelamento da NFC-e encerrado.",
  reason: "Motivo do cancelamento (reason): escreva de 15 a 255 caracteres.",
  alreadyAuthorized: "A NFC-e deste pedido já foi autorizada.",
  inProgress: "A NFC-e deste pedido está sendo emitida. Aguarde um instante.",
  notAuthorized: "Este pedido não tem NFC-e autorizada para cancelar.",
  disabled: "A emissão de NFC-e está desligada: ligue em Minha loja > Fiscal.",
  noProvider: "A emissão de NFC-e não está configurada no servidor (FISCAL_PROVIDER): veja docs/nfce.md.",
  unpaid: "O pedido ainda não foi pago: a NFC-e é emitida depois do pagamento.",
  cancelledOrder: "O pedido foi cancelado: não há venda para emitir NFC-e.",
  /** Recorded on a note while the provider does not answer (it is tried again by itself). */
  unreachable: "O emissor de NFC-e não respondeu. Uma nova tentativa é feita sozinha em instantes.",
  /** Recorded when the retries of a day ran out (status `error`). */
  gaveUp: "O emissor de NFC-e não respondeu por 24 horas. Use Tentar de novo.",
  /** The order was cancelled after the window: the note stays authorised, for the accountant. */
  lateOrderCancel: "Pedido cancelado depois do prazo de cancelamento da NFC-e: a nota continua autorizada; avise o contador.",
  /** The provider refused to cancel the note of a cancelled order (SEFAZ's message follows). */
  orderCancelRefused: (message: string) => `A NFC-e não foi cancelada com o pedido (${message}): avise o contador.`,
  /** Authorised in offline contingency: SEFAZ confirms it later (growth.md section 3). */
  contingency: "Emitida em contingência: a SEFAZ confirma a nota em até 24 horas.",
  /** 503 when the provider does not answer a cancellation. */
  cancelUnreachable: "O emissor de NFC-e não respondeu. Tente cancelar de novo em instantes.",
  /** The justification Forno sends when the order's cancellation cancels its note (15-255 characters). */
  orderCancelledReason: "Pedido cancelado pela loja no Forno.",
} as const;

/** The reason of a cancellation: 15 to 255 characters (Focus NFe's `justificativa`). */
export function isCancelReason(reason: string): boolean {
  const length = reason.trim().length;
  return length >= 15 && length <= 255;
}

/** A note's access key ("NFe4119...", 44 digits) in groups of 4, as the ticket prints it. */
export function accessKeyGroups(accessKey: string): string[] {
  const digits = accessKey.replace(/\D/g, "");
  return digits.match(/.{1,4}/g) ?? [];
}

/** When the window to cancel a note authorised at `issuedAt` ends. */
export function cancelDeadline(issuedAt: string | Date, windowMinutes: number): Date {
  return new Date(new Date(issuedAt).getTime() + windowMinutes * 60_000);
}
