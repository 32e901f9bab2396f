import { AUTO_PRINT_CHOICES } from "@forno/domain/schemas";
import { TICKET_WIDTHS } from "@forno/domain/tickets";
import { AUTO_PRINT_LABELS, TICKET_WIDTH_LABELS } from "../../lib/ticket-labels";

/** The desk's settings (operations section 1) get real controls instead of a text box (decision 1514). */
export type OperationField =
  | { kind: "switch"; label: string }
  | { kind: "select"; options: readonly { value: string; label: string }[] }
  | { kind: "minutes" };

export const OPERATION_FIELDS: Readonly<Record<string, OperationField>> = {
  "operation.alert_sound": { kind: "switch", label: "Tocar alerta sonoro enquanto houver pedidos novos" },
  "operation.auto_print": { kind: "select", options: AUTO_PRINT_CHOICES.map((value) => ({ value, label: AUTO_PRINT_LABELS[value] })) },
  "operation.ticket_width": { kind: "select", options: TICKET_WIDTHS.map((width) => ({ value: String(width), label: TICKET_WIDTH_LABELS[width] })) },
  "operation.late_after_minutes": { kind: "minutes" },
  "operation.very_late_after_minutes": { kind: "minutes" },
};
