import { type Setting } from "@forno/domain/schemas";

export type AutoPrint = "none" | "kitchen" | "delivery" | "both";
export type TicketWidthSetting = 48 | 32;

/** The five operation.* settings of operations section 1, typed, with the contract's defaults. */
export interface DeskSettings {
  alertSound: boolean;
  autoPrint: AutoPrint;
  ticketWidth: TicketWidthSetting;
  lateAfterMinutes: number;
  veryLateAfterMinutes: number;
}

export const DESK_SETTING_DEFAULTS: DeskSettings = { alertSound: true, autoPrint: "none", ticketWidth: 48, lateAfterMinutes: 10, veryLateAfterMinutes: 20 };

const AUTO_PRINT: readonly AutoPrint[] = ["none", "kitchen", "delivery", "both"];

function minutes(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/** Reads the settings list; a missing or malformed value falls back to its default. */
export function deskSettingsFrom(settings: readonly Setting[]): DeskSettings {
  const value = (key: string) => settings.find((setting) => setting.key === `operation.${key}`)?.value;
  const autoPrint = value("auto_print") as AutoPrint | undefined;
  return {
    alertSound: value("alert_sound") !== "false",
    autoPrint: autoPrint && AUTO_PRINT.includes(autoPrint) ? autoPrint : DESK_SETTING_DEFAULTS.autoPrint,
    ticketWidth: value("ticket_width") === "32" ? 32 : 48,
    lateAfterMinutes: minutes(value("late_after_minutes"), DESK_SETTING_DEFAULTS.lateAfterMinutes),
    veryLateAfterMinutes: minutes(value("very_late_after_minutes"), DESK_SETTING_DEFAULTS.veryLateAfterMinutes),
  };
}
