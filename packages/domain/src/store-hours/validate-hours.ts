import { clockMinutes, dateLabel, DAY_NAMES, isLocalDate, MINUTES_PER_DAY, onDay } from "./local-date";

const WEEK_MINUTES = 7 * MINUTES_PER_DAY;

/** The 400 texts of PUT /store/hours; each names the day or the date at fault (decision 1604). */
export const HOURS_MESSAGES = {
  timezone: "Fuso horário inválido.",
  day: "Dia da semana inválido: use 0 (domingo) a 6 (sábado).",
  weekTime: (day: number) => `Horário inválido ${onDay(day)}: use HH:mm, de 00:00 a 23:59.`,
  weekOverlap: (day: number) => `Horários sobrepostos ${onDay(day)}.`,
  weekOverlapNextDay: (day: number, next: number) =>
    `O horário de ${DAY_NAMES[day]} que passa da meia-noite se sobrepõe ao de ${DAY_NAMES[next]}.`,
  date: "Data inválida nas exceções: use AAAA-MM-DD.",
  exceptionTime: (date: string) => `Horário inválido em ${dateLabel(date)}: use HH:mm, de 00:00 a 23:59.`,
  exceptionOverlap: (date: string) => `Horários sobrepostos em ${dateLabel(date)}.`,
  exceptionClosedAndOpen: (date: string) => `${dateLabel(date)} não pode estar fechado e ter horário ao mesmo tempo.`,
} as const;

export interface HoursProblem {
  /** Index of the entry at fault in its list. */
  index: number;
  message: string;
}

/** How long an interval lasts in minutes: closing at or before opening runs into the next day. */
function lengthOf(opens: number, closes: number): number {
  return closes > opens ? closes - opens : closes + MINUTES_PER_DAY - opens;
}

interface WeekSpan {
  index: number;
  day: number;
  start: number;
  end: number;
}

/**
 * Problems of the week's intervals (days already checked to be 0 to 6): a malformed time, then
 * intervals that overlap, within a day or by an interval running past midnight into the next day
 * (Saturday into Sunday included). Back-to-back intervals are fine.
 */
export function weekProblems(week: readonly { day: number; opens: string; closes: string }[]): HoursProblem[] {
  const spans: WeekSpan[] = [];
  for (const [index, interval] of week.entries()) {
    const opens = clockMinutes(interval.opens);
    const closes = clockMinutes(interval.closes);
    if (opens === null || closes === null) return [{ index, message: HOURS_MESSAGES.weekTime(interval.day) }];
    const start = interval.day * MINUTES_PER_DAY + opens;
    spans.push({ index, day: interval.day, start, end: start + lengthOf(opens, closes) });
  }
  spans.sort((a, b) => a.start - b.start);
  for (const [position, span] of spans.entries()) {
    const wraps = position === spans.length - 1;
    const following = wraps ? spans[0] : spans[position + 1];
    if (!following || (wraps && spans.length === 1)) continue;
    const followingStart = following.start + (wraps ? WEEK_MINUTES : 0);
    if (span.end <= followingStart) continue;
    const message = following.day === span.day ? HOURS_MESSAGES.weekOverlap(span.day) : HOURS_MESSAGES.weekOverlapNextDay(span.day, following.day);
    return [{ index: following.index, message }];
  }
  return [];
}

export interface ExceptionInput {
  date: string;
  closed?: boolean | undefined;
  opens?: string | undefined;
  closes?: string | undefined;
}

/**
 * Problems of the date exceptions: a malformed date or time, a date both closed and with hours,
 * and overlapping hours on one date. A date's hours may run past midnight like the week's.
 */
export function exceptionProblems(exceptions: readonly ExceptionInput[]): HoursProblem[] {
  const byDate = new Map<string, { index: number; closed: boolean; start: number; end: number }[]>();
  for (const [index, exception] of exceptions.entries()) {
    if (!isLocalDate(exception.date)) return [{ index, message: HOURS_MESSAGES.date }];
    const entries = byDate.get(exception.date) ?? [];
    byDate.set(exception.date, entries);
    if (exception.closed === true) {
      if (exception.opens !== undefined || exception.closes !== undefined || entries.some((entry) => !entry.closed)) {
        return [{ index, message: HOURS_MESSAGES.exceptionClosedAndOpen(exception.date) }];
      }
      entries.push({ index, closed: true, start: 0, end: 0 });
      continue;
    }
    const opens = clockMinutes(exception.opens ?? "");
    const closes = clockMinutes(exception.closes ?? "");
    if (opens === null || closes === null) return [{ index, message: HOURS_MESSAGES.exceptionTime(exception.date) }];
    if (entries.some((entry) => entry.closed)) return [{ index, message: HOURS_MESSAGES.exceptionClosedAndOpen(exception.date) }];
    const end = opens + lengthOf(opens, closes);
    if (entries.some((entry) => opens < entry.end && entry.start < end)) return [{ index, message: HOURS_MESSAGES.exceptionOverlap(exception.date) }];
    entries.push({ index, closed: false, start: opens, end });
  }
  return [];
}
