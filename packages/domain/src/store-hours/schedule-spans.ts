import { addDays, clockMinutes, datesFrom, MINUTES_PER_DAY, weekdayOf } from "./local-date";
import type { OpenSpan, StoreHours } from "./store-hours-types";
import { instantAt } from "./zoned-clock";

interface LocalInterval {
  opens: string;
  closes: string;
}

/**
 * The intervals that start on a local date: the date's exceptions when it has any (closed = none),
 * otherwise the week's intervals of its week day (decision 1600).
 */
export function intervalsStartingOn(hours: Pick<StoreHours, "week" | "exceptions">, date: string): LocalInterval[] {
  const exceptions = hours.exceptions.filter((exception) => exception.date === date);
  if (exceptions.length > 0) return exceptions.flatMap((exception) => ("closed" in exception ? [] : [exception]));
  const day = weekdayOf(date);
  return hours.week.filter((interval) => interval.day === day);
}

/**
 * Closing at or before the opening time runs into the next day (schema.org): Saturday 18:00-01:00
 * ends on Sunday at 01:00, and 00:00-00:00 (any equal pair) is 24 hours.
 */
function toSpan(date: string, interval: LocalInterval, zone: string): OpenSpan | null {
  const opens = clockMinutes(interval.opens);
  const closes = clockMinutes(interval.closes);
  if (opens === null || closes === null) return null;
  const end = closes > opens ? closes : closes + MINUTES_PER_DAY;
  const span = { start: instantAt(date, opens, zone), end: instantAt(addDays(date, Math.floor(end / MINUTES_PER_DAY)), end % MINUTES_PER_DAY, zone) };
  return span.end > span.start ? span : null;
}

/** Sorts spans and joins the ones that overlap or touch (back-to-back intervals are one opening). */
export function mergeSpans(spans: readonly OpenSpan[]): OpenSpan[] {
  const merged: OpenSpan[] = [];
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

/** The schedule's open spans of the intervals starting from `first` to `last` (local dates), merged. */
export function scheduleSpans(hours: Pick<StoreHours, "week" | "exceptions" | "timezone">, first: string, last: string): OpenSpan[] {
  const spans = datesFrom(first, last).flatMap((date) =>
    intervalsStartingOn(hours, date).flatMap((interval) => toSpan(date, interval, hours.timezone) ?? []),
  );
  return mergeSpans(spans);
}
