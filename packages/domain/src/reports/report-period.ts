import { addDays, daysBetween, isLocalDate } from "../store-hours/local-date";

/** The longest period a report covers, in days (from and to inclusive): a leap year. Decision 1801. */
export const MAX_REPORT_DAYS = 366;

export const REPORT_MESSAGES = {
  date: "Data inválida (use AAAA-MM-DD)",
  order: "A data inicial deve ser anterior ou igual à final",
  tooLong: `O período pode ter no máximo ${MAX_REPORT_DAYS} dias`,
} as const;

export interface ReportPeriod {
  from: string;
  to: string;
}

/** Why a period is refused (the message of the 400), or null when it is valid. */
export function reportPeriodProblem(period: ReportPeriod): string | null {
  if (!isLocalDate(period.from) || !isLocalDate(period.to)) return REPORT_MESSAGES.date;
  const days = daysBetween(period.from, period.to);
  if (days < 0) return REPORT_MESSAGES.order;
  if (days + 1 > MAX_REPORT_DAYS) return REPORT_MESSAGES.tooLong;
  return null;
}

/** The period picker's choices (issue 18): Hoje, 7 dias, 30 dias, Este mês. */
export const REPORT_PRESETS = [
  { key: "today", label: "Hoje" },
  { key: "7d", label: "7 dias" },
  { key: "30d", label: "30 dias" },
  { key: "month", label: "Este mês" },
] as const;

export type ReportPreset = (typeof REPORT_PRESETS)[number]["key"];

/** The period of a preset ending on `today` (the store's local date): "7 dias" is today and the 6 days before. */
export function presetPeriod(preset: ReportPreset, today: string): ReportPeriod {
  switch (preset) {
    case "today":
      return { from: today, to: today };
    case "7d":
      return { from: addDays(today, -6), to: today };
    case "30d":
      return { from: addDays(today, -29), to: today };
    case "month":
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}
