import { AUTO_PRINT_CHOICES, type SettingKey } from "@forno/domain/schemas";
import { TICKET_WIDTHS } from "@forno/domain/tickets";
import { type OperationRule, PRICING_RULES, SCHEDULING_RULES } from "../../lib/operation-rules";
import { AUTO_PRINT_LABELS, TICKET_WIDTH_LABELS } from "../../lib/ticket-labels";
import type { SettingControl, SettingField } from "./setting-field-types";

const minutes = (label: string, help: string, max: number): SettingField => ({ label, help, control: { kind: "integer", min: 1, max } });

/** The desk's settings (operations section 1; decision 1514) and the delivery time. */
const DESK_FIELDS = {
  "operation.default_delivery_time": minutes("Tempo de entrega estimado (minutos)", "A loja online mostra este tempo para o cliente.", 600),
  "operation.alert_sound": { label: "Tocar alerta sonoro enquanto houver pedidos novos", help: "No quadro de pedidos, até alguém aceitar o pedido.", control: { kind: "switch" } },
  "operation.auto_print": {
    label: "Imprimir sozinho ao aceitar um pedido",
    help: "A comanda abre para impressão quando alguém clica em Aceitar no quadro de pedidos.",
    control: { kind: "choice", options: AUTO_PRINT_CHOICES.map((value) => ({ value, label: AUTO_PRINT_LABELS[value] })) },
  },
  "operation.ticket_width": {
    label: "Largura do papel da impressora",
    help: "A maioria das impressoras de balcão usa papel de 80 mm.",
    control: { kind: "choice", options: TICKET_WIDTHS.map((width) => ({ value: String(width), label: TICKET_WIDTH_LABELS[width] })) },
  },
  "operation.late_after_minutes": minutes("Pedido atrasado (âmbar) após (minutos)", "O cartão do pedido fica âmbar depois deste tempo de espera.", 240),
  "operation.very_late_after_minutes": minutes("Pedido muito atrasado (vermelho) após (minutos)", "Precisa ser maior que o tempo do âmbar.", 240),
} satisfies Partial<Record<SettingKey, SettingField>>;

/** The Horários screen's rules, with the same words (decision 1613). */
function fromRule(rule: OperationRule): SettingField {
  const { control } = rule;
  const kind: SettingControl =
    control.kind === "boolean"
      ? { kind: "switch" }
      : control.kind === "integer"
        ? { kind: "integer", min: control.min, max: control.max, ...(control.step === undefined ? {} : { step: control.step }) }
        : control;
  return { label: rule.label, ...(rule.hint === undefined ? {} : { help: rule.hint }), control: kind };
}

export const OPERATION_SETTING_FIELDS = {
  ...DESK_FIELDS,
  ...(Object.fromEntries([...SCHEDULING_RULES, ...PRICING_RULES].map((rule) => [rule.key, fromRule(rule)])) as Record<OperationRule["key"], SettingField>),
};
