/** The store's time zone: every date and time the apps show is in it. */
export const STORE_TIME_ZONE = "America/Sao_Paulo";

export type DateInput = Date | string | number;

const ISO_DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A cached formatter of an instant's calendar and clock fields (24-hour, zero-padded) in an IANA
 * zone; throws a RangeError for a zone the runtime does not know.
 */
export function zonedPartsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

export interface ClockParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

/** Calendar and clock fields of an instant as seen in São Paulo, each zero-padded. */
export function storeClockParts(value: DateInput): ClockParts {
  const parts = new Map(zonedPartsFormatter(STORE_TIME_ZONE).formatToParts(toDate(value)).map((part) => [part.type, part.value]));
  // The formatter's options always yield these six parts.
  const field = (type: Intl.DateTimeFormatPartTypes) => parts.get(type) ?? "";
  return { year: field("year"), month: field("month"), day: field("day"), hour: field("hour"), minute: field("minute"), second: field("second") };
}

/**
 * DD/MM/YYYY. A plain ISO date ("1990-05-10", a birthday) is a calendar day and is reformatted as
 * is; an instant is shown as its São Paulo calendar day.
 */
export function formatDate(value: DateInput): string {
  if (typeof value === "string") {
    const match = ISO_DATE_ONLY.exec(value);
    if (match) return `${match[3]}/${match[2]}/${match[1]}`;
  }
  const p = storeClockParts(value);
  return `${p.day}/${p.month}/${p.year}`;
}

/** HH:mm in São Paulo (timeline steps, scheduled delivery time). */
export function formatTime(value: DateInput): string {
  const p = storeClockParts(value);
  return `${p.hour}:${p.minute}`;
}

/**
 * pt-BR date-time with 2-digit day, month, year, hour, minute and second, in São Paulo:
 * "10/05/25, 14:30:00", the shape Intl gives for those options, assembled by hand so it does not
 * depend on the ICU version. See decision 0104.
 */
export function formatDateTime(value: DateInput): string {
  const p = storeClockParts(value);
  return `${p.day}/${p.month}/${p.year.slice(-2)}, ${p.hour}:${p.minute}:${p.second}`;
}
