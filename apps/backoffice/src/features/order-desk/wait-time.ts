import { lastEntryFor } from "@forno/domain/orders";
import { type Order } from "@forno/domain/schemas";
import { type DeskSettings } from "./desk-settings";

export type WaitLevel = "on-time" | "late" | "very-late";

export const WAIT_LEVEL_LABELS: Readonly<Record<WaitLevel, string>> = { "on-time": "No prazo", late: "Atrasado", "very-late": "Muito atrasado" };

/** Milliseconds since the order was paid (its PAID entry), or null for an order never paid. */
export function waitingMs(order: Order, now: number): number | null {
  const paid = lastEntryFor(order.OrderStateHistory, "PAID");
  return paid ? Math.max(0, now - Date.parse(String(paid.created_at))) : null;
}

/** Amber past late_after_minutes, red past very_late_after_minutes. */
export function waitLevel(ms: number, settings: Pick<DeskSettings, "late_after_minutes" | "very_late_after_minutes">): WaitLevel {
  const minutes = ms / 60_000;
  if (minutes >= settings.very_late_after_minutes) return "very-late";
  if (minutes >= settings.late_after_minutes) return "late";
  return "on-time";
}

/** "4 min", "1 h 05 min". */
export function waitText(ms: number): string {
  const total = Math.floor(ms / 60_000);
  if (total < 60) return `${total} min`;
  return `${Math.floor(total / 60)} h ${String(total % 60).padStart(2, "0")} min`;
}
