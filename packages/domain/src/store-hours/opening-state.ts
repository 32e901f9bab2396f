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

/** Open now, when the current opening ends and when the next one starts, in epoch milliseconds. */
export interface OpeningEvaluation {
  open: boolean;
  /** The end of the current (merged) opening; null when closed or open past the lookahead. */
  closes: number | null;
  /** The next opening; null when open, offline, paused until resumed, or nothing in the lookahead. */
  next: number | null;
}

/**
 * The three answers from one pass over the schedule. A pause moves the next opening to the
 * later of the pause's end and the next opening.
 */
export function evaluateOpening(hours: StoreHours, now: InstantInput): OpeningEvaluation {
  const instant = toMillis(now);
  const today = wallClock(instant, hours.timezone).date;
  const spans = scheduleSpans(hours, addDays(today, -1), addDays(today, LOOKAHEAD_DAYS));
  const paused = isPausedAt(hours.pause, instant);
  const current = spanAt(spans, instant);
  if (hours.online && !paused && current) {
    const horizon = instantAt(addDays(today, LOOKAHEAD_DAYS + 1), 0, hours.timezone);
    return { open: true, closes: current.end < horizon ? current.end : null, next: null };
  }
  if (!hours.online || (paused && hours.pause?.until == null)) return { open: false, closes: null, next: null };
  const from = paused && hours.pause?.until ? Math.max(instant, Date.parse(hours.pause.until)) : instant;
  const following = spans.find((span) => span.end > from);
  return { open: false, closes: null, next: following ? Math.max(following.start, from) : null };
}

/** When the current opening ends (back-to-back intervals count as one), as epoch milliseconds, or null. */
export function closingInstant(hours: StoreHours, now: InstantInput): number | null {
  return evaluateOpening(hours, now).closes;
}

/** When the store opens next, as epoch milliseconds, or null (see OpeningEvaluation). */
export function nextOpeningInstant(hours: StoreHours, now: InstantInput): number | null {
  return evaluateOpening(hours, now).next;
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

/**
 * The next instant the opening state changes on its own (the current opening's end, or the next
 * opening), in epoch milliseconds; null when none is in the lookahead. Until then `openingState`
 * gives the same answer: a cache of it holds until this instant or a write to the hours.
 */
export function nextOpeningChange(hours: StoreHours, now: InstantInput): number | null {
  const { open, closes, next } = evaluateOpening(hours, now);
  return open ? closes : next;
}

export function openingState(hours: StoreHours, now: InstantInput): OpeningState {
  const { open, closes, next } = evaluateOpening(hours, now);
  return { is_open: open, next_open_at: isoOrNull(next), closes_at: isoOrNull(closes) };
}
