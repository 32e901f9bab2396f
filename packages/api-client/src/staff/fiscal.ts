import { type FiscalNoteRow, type Order } from "@forno/domain/schemas";
import { queryOptions } from "@tanstack/react-query";
import { type Http, send } from "../http";

export const fiscalKeys = {
  notes: ["fiscal", "notes"] as const,
};

/** Staff: the order's NFC-e (growth.md section 3): issue or try again, cancel with a reason, the notes that need attention. */
export function fiscalApi({ ky }: Http) {
  const notes = () => send(() => ky.get("fiscal/notes").json<FiscalNoteRow[]>());
  return {
    /** "Emitir NFC-e" / "Tentar de novo": answers the order with its note. */
    issue: (orderId: number) => send(() => ky.post(`orders/${orderId}/fiscal`).json<Order>()),
    /** "Cancelar NFC-e": the reason has 15 to 255 characters. */
    cancel: (orderId: number, reason: string) => send(() => ky.delete(`orders/${orderId}/fiscal`, { json: { reason } }).json<Order>()),
    notes,
    notesQuery: () => queryOptions({ queryKey: fiscalKeys.notes, queryFn: notes }),
  };
}
