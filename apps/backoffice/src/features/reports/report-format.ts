import { type Comparison } from "@forno/domain/reports";
import { formatMoney } from "@forno/domain/format";

export const WEEKDAY_SHORT = ["Dom", "Seg", "Ter", "Qua", "Qui", "Sex", "Sáb"] as const;

/** "18,5 min", or "—" without any order to measure. */
export function minutesText(minutes: number | null): string {
  return minutes === null ? "—" : `${minutes.toLocaleString("pt-BR", { maximumFractionDigits: 1 })} min`;
}

/** 0.125 -> "12,5%". */
export function percentText(fraction: number): string {
  return `${(fraction * 100).toLocaleString("pt-BR", { maximumFractionDigits: 1 })}%`;
}

/** 1.5 -> "1,5" (halves count as half a pizza). */
export function quantityText(quantity: number): string {
  return quantity.toLocaleString("pt-BR", { maximumFractionDigits: 2 });
}

/**
 * The change against last week in words and signs, never by colour alone:
 * "▲ +R$ 20,00 (+25%)", "▼ −3 (−50%)", "= igual", "▲ +2 (sem base)".
 */
export function differenceText(comparison: Comparison, kind: "money" | "count"): string {
  const { difference, change } = comparison;
  if (difference === 0) return "= igual";
  const sign = difference > 0 ? "+" : "−";
  const amount = kind === "money" ? formatMoney(Math.abs(difference)) : String(Math.abs(difference));
  const relative = change === null ? "sem base" : `${sign}${Math.round(Math.abs(change) * 100)}%`;
  return `${difference > 0 ? "▲" : "▼"} ${sign}${amount} (${relative})`;
}
