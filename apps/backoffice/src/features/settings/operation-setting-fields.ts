/** The desk's settings (operations section 1) get real controls instead of a text box (decision 1514). */
export type OperationField =
  | { kind: "switch"; label: string }
  | { kind: "select"; options: readonly { value: string; label: string }[] }
  | { kind: "minutes" };

export const OPERATION_FIELDS: Readonly<Record<string, OperationField>> = {
  "operation.alert_sound": { kind: "switch", label: "Tocar alerta sonoro enquanto houver pedidos novos" },
  "operation.auto_print": {
    kind: "select",
    options: [
      { value: "none", label: "Não imprimir" },
      { value: "kitchen", label: "Comanda da cozinha" },
      { value: "delivery", label: "Comanda de entrega" },
      { value: "both", label: "Cozinha e entrega" },
    ],
  },
  "operation.ticket_width": {
    kind: "select",
    options: [
      { value: "48", label: "80 mm (48 colunas)" },
      { value: "32", label: "58 mm (32 colunas)" },
    ],
  },
  "operation.late_after_minutes": { kind: "minutes" },
  "operation.very_late_after_minutes": { kind: "minutes" },
};
