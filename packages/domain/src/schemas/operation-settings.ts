import { TICKET_WIDTHS } from "../tickets/order-ticket";

/** When the desk prints by itself: when an order is accepted (moved to PREPARATION). */
export const AUTO_PRINT_CHOICES = ["none", "kitchen", "delivery", "both"] as const;
export type AutoPrint = (typeof AUTO_PRINT_CHOICES)[number];

/** The live desk's settings (operations.md section 1): keys and the value a store starts with. */
export const DESK_SETTING_DEFAULTS = {
  "operation.alert_sound": "true",
  "operation.auto_print": "none",
  "operation.ticket_width": "48",
  "operation.late_after_minutes": "10",
  "operation.very_late_after_minutes": "20",
} as const;
export type DeskSettingKey = keyof typeof DESK_SETTING_DEFAULTS;

/** A timer threshold longer than a whole evening's service is surely a typo. */
export const MAX_LATE_MINUTES = 240;

export const DESK_SETTING_MESSAGES = {
  autoPrint: "Valor inválido: use none (não imprimir), kitchen (cozinha), delivery (entrega) ou both (as duas).",
  ticketWidth: "Valor inválido: use 48 (papel de 80 mm) ou 32 (papel de 58 mm).",
  minutes: `Valor inválido: use um número de minutos entre 1 e ${MAX_LATE_MINUTES}.`,
  lateBeforeVeryLate: (veryLate: number) => `Valor inválido: o alerta âmbar deve vir antes do vermelho (menos de ${veryLate} minutos).`,
  veryLateAfterLate: (late: number) => `Valor inválido: o alerta vermelho deve vir depois do âmbar (mais de ${late} minutos).`,
} as const;

const minutesOf = (value: string | undefined, key: DeskSettingKey) => Number.parseInt(value ?? DESK_SETTING_DEFAULTS[key], 10);

/**
 * The rule of a desk setting's new value, beyond its type (boolean, integer...): the choices of
 * auto_print and ticket_width, minutes within 1..240, and amber strictly before red. `current` holds
 * the stored values of the other settings. Returns the message of the 400, or null when it is valid.
 */
export function deskSettingProblem(key: string, value: string, current: ReadonlyMap<string, string>): string | null {
  switch (key) {
    case "operation.auto_print":
      return (AUTO_PRINT_CHOICES as readonly string[]).includes(value) ? null : DESK_SETTING_MESSAGES.autoPrint;
    case "operation.ticket_width":
      return TICKET_WIDTHS.map(String).includes(value) ? null : DESK_SETTING_MESSAGES.ticketWidth;
    case "operation.late_after_minutes":
    case "operation.very_late_after_minutes": {
      const minutes = Number(value);
      if (!Number.isInteger(minutes) || minutes < 1 || minutes > MAX_LATE_MINUTES) return DESK_SETTING_MESSAGES.minutes;
      if (key === "operation.late_after_minutes") {
        const veryLate = minutesOf(current.get("operation.very_late_after_minutes"), "operation.very_late_after_minutes");
        return minutes < veryLate ? null : DESK_SETTING_MESSAGES.lateBeforeVeryLate(veryLate);
      }
      const late = minutesOf(current.get("operation.late_after_minutes"), "operation.late_after_minutes");
      return minutes > late ? null : DESK_SETTING_MESSAGES.veryLateAfterLate(late);
    }
    default:
      return null;
  }
}
