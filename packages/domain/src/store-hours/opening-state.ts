import { addDays } from "./local-date";
import { scheduleSpans } from "./schedule-spans";
import type { OpenSpan, StoreHours, StorePause } from "./store-hours-types";
import { instantAt, wallClock } from "./zoned-clock";

/** How far ahead closesAt and nextOpenAt look, in local dates after today (decision 1600). */
export const LOOKAHEAD_DAYS = 14;

export type InstantInput = Date | number | string;

export function toMillis(value: InstantInput): number {
  return value instanceof Date ? value.getTime() : typeof value === "number" ? value : Date.parse(value);
}

/** A pause covers every instant before its end (all of them when it runs until resumed). */
export function isPausedAt(pause: StorePause | null, instant: number): boolean {
  return pause !== null && (pause.until === null || instant < Date.parse(pause.until));
}

function spanAt(spans: readonly OpenSpan[], instant: number): OpenSpan | undefined {
  return spans.find((span) => span.start <= instant && instant < span.end);
}

/** The merged schedule spans of the intervals starting from yesterday to `days` dates after today. */
function spansAround(hours: StoreHours, instant: number, days: number): OpenSpan[] {
  const today = wallClock(instant, hours.timezone).date;
  return scheduleSpans(hours, addDays(today, -1), addDays(today, days));
}

/** Whether the schedule alone (no pause, no online flag) has the store open at the instant. */
export function isScheduledOpenAt(hours: StoreHours, instant: number): boolean {
  return spanAt(spansAround(hours, instant, 1), instant) !== undefined;
}

/** Open = online, not paused, and inside an opening interval; intervals are [opens, closes). */
export function isOpenAt(hours: StoreHours, now: InstantInput): boolean {
  const instant = toMillis(now);
  return hours.online && !isPausedAt(hours.pause, instant) && isScheduledOpenAt(hours, instant);
}

/**
 * When the current opening ends (back-to-back intervals count as one), as epoch milliseconds;
 * null when closed, or when the store stays open past the lookahead.
 */
export function closingInstant(hours: StoreHours, now: InstantInput): number | null {
  const instant = toMillis(now);
  if (!isOpenAt(hours, instant)) return null;
  const span = spanAt(spansAround(hours, instant, LOOKAHEAD_DAYS), instant);
  const horizon = instantAt(addDays(wallClock(instant, hours.timezone).date, LOOKAHEAD_DAYS + 1), 0, hours.timezone);
  return span && span.end < horizon ? span.end : null;
}

/**
 * When the store opens next, as epoch milliseconds: null when open now, offline, paused until
 * resumed, or with no opening within the lookahead. A pause moves it to the later of the pause's
 * end and the next opening.
 */
export function nextOpeningInstant(hours: StoreHours, now: InstantInput): number | null {
  const instant = toMillis(now);
  if (!hours.online || isOpenAt(hours, instant)) return null;
  let from = instant;
  if (isPausedAt(hours.pause, instant)) {
    if (hours.pause?.until == null) return null;
    from = Math.max(instant, Date.parse(hours.pause.until));
  }
  const span = spansAround(hours, instant, LOOKAHEAD_DAYS).find((candidate) => candidate.end > from);
  return span ? Math.max(span.start, from) : null;
}

/** The computed fields of GET /store/hours and GET /settings/store's `operation`. */
export interface OpeningState {
  is_open: boolean;
  next_open_at: string | null;
  closes_at: string | null;
}

const isoOrNull = (instant: number | null): string | null => (instant === null ? null : new Date(instant).toISOString());

/** closingInstant as an ISO instant (the wire's `closes_at`). */
export function closesAt(hours: StoreHours, now: InstantInput): string | null {
  return isoOrNull(closingInstant(hours, now));
}

/** nextOpeningInstant as an ISO instant (the wire's `next_open_at`). */
export function nextOpenAt(hours: StoreHours, now: InstantInput): string | null {
  return isoOrNull(nextOpeningInstant(hours, now));
}

export function openingState(hours: StoreHours, now: InstantInput): OpeningState {
  return { is_open: isOpenAt(hours, now), next_open_at: nextOpenAt(hours, now), closes_at: closesAt(hours, now) };
}
