import type { HoursSettingKey } from "@forno/domain/schemas";

/**
 * How each scheduling and pricing setting (contract part 2, section 2) is edited: on the Horários
 * screen, and with the same labels in Minha loja (decision 3600).
 */
export type RuleControl =
  | { kind: "integer"; min: number; max: number; step?: number; unit?: string }
  | { kind: "boolean" }
  | { kind: "choice"; options: readonly { value: string; label: string }[] }
  | { kind: "money" };

export interface OperationRule {
  key: HoursSettingKey;
  label: string;
  hint?: string;
  control: RuleControl;
}

/** The half-and-half rule's choices, as the store reads them (decision 1613). */
export const FRACTION_PRICING_LABELS = {
  proportional: "Proporcional: cada sabor pela sua fração",
  highest: "Pelo sabor mais caro",
} as const;

export const SCHEDULING_RULES: readonly OperationRule[] = [
  { key: "operation.accept_scheduled_when_closed", label: "Aceitar pedidos agendados com a loja fechada", control: { kind: "boolean" } },
  { key: "operation.schedule_lead_minutes", label: "Antecedência mínima (minutos)", control: { kind: "integer", min: 0, max: 1440, step: 5 } },
  { key: "operation.schedule_max_days", label: "Agendar até quantos dias à frente", control: { kind: "integer", min: 0, max: 60 } },
  { key: "operation.slot_minutes", label: "Duração de cada horário (minutos)", control: { kind: "integer", min: 5, max: 240, step: 5 } },
  { key: "operation.slot_capacity", label: "Pedidos por horário", control: { kind: "integer", min: 0, max: 1000 } },
];

export const PRICING_RULES: readonly OperationRule[] = [
  {
    key: "operation.fraction_pricing",
    label: "Preço da pizza com mais de um sabor",
    control: { kind: "choice", options: Object.entries(FRACTION_PRICING_LABELS).map(([value, label]) => ({ value, label })) },
  },
  { key: "operation.min_order_amount", label: "Pedido mínimo (R$)", hint: "Sem a taxa de entrega. 0 = sem mínimo.", control: { kind: "money" } },
  { key: "operation.fractions_same_subgroup", label: "Sabores de uma pizza só do mesmo tipo (sem misturar salgada e doce)", control: { kind: "boolean" } },
];

/** "30" or "30.5" as stored -> "30,00" / "30,50" for the money input. */
export function moneyInputValue(stored: string): string {
  const number = Number(stored.replace(",", "."));
  return Number.isFinite(number) ? number.toFixed(2).replace(".", ",") : stored;
}
