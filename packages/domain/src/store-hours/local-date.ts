/** A local calendar date "YYYY-MM-DD" and a wall-clock time "HH:mm", as the store keeps them. */

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DAY_MILLIS = 86_400_000;

export const MINUTES_PER_DAY = 1440;

/** Week day names as the storefront says them (0 = Sunday), short forms: "abre terça às 18:00". */
export const DAY_NAMES = ["domingo", "segunda", "terça", "quarta", "quinta", "sexta", "sábado"] as const;

/** "no domingo", "na segunda": the names are masculine for the weekend days, feminine otherwise. */
export function onDay(day: number): string {
  const name = DAY_NAMES[day] ?? "";
  return day === 0 || day === 6 ? `no ${name}` : `na ${name}`;
}

/** Minutes after midnight of "HH:mm" (00:00 to 23:59), or null when malformed. */
export function clockMinutes(clock: string): number | null {
  const match = CLOCK_PATTERN.exec(clock);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** True for a real calendar date written "YYYY-MM-DD" (2026-02-30 is refused). */
export function isLocalDate(date: string): boolean {
  const match = DATE_PATTERN.exec(date);
  if (!match) return false;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(time).toISOString().slice(0, 10) === date;
}

/** The date as a UTC midnight, only to do calendar arithmetic (never an instant of the store). */
function utcMidnight(date: string): number {
  const [year, month, day] = date.split("-").map(Number);
  return Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1);
}

export function addDays(date: string, days: number): string {
  return new Date(utcMidnight(date) + days * DAY_MILLIS).toISOString().slice(0, 10);
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekdayOf(date: string): number {
  return new Date(utcMidnight(date)).getUTCDay();
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MILLIS);
}

/** "2026-12-25" -> "25/12/2026". */
export function dateLabel(date: string): string {
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
}

/** Inclusive list of dates from `first` to `last`. */
export function datesFrom(first: string, last: string): string[] {
  const count = daysBetween(first, last);
  return Array.from({ length: Math.max(0, count + 1) }, (_, index) => addDays(first, index));
}
