import { zonedPartsFormatter } from "../format/dates";
import { MINUTES_PER_DAY } from "./local-date";

/**
 * Wall-clock time in an IANA zone with Intl only. Both directions go through the "naive" clock: the
 * wall-clock reading written as if it were UTC milliseconds, which makes calendar arithmetic exact.
 */

const MINUTE = 60_000;
const DAY = MINUTES_PER_DAY * MINUTE;
/** True when the runtime's tz database knows the zone ("America/Sao_Paulo"). */
export function isTimeZone(zone: string): boolean {
  try {
    zonedPartsFormatter(zone);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock reading of an instant, as naive milliseconds. */
function naiveOf(instant: number, zone: string): number {
  const parts: Record<string, number> = {};
  for (const part of zonedPartsFormatter(zone).formatToParts(instant)) parts[part.type] = Number(part.value);
  const millis = ((instant % 1000) + 1000) % 1000;
  return Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0) + millis;
}

export interface WallClock {
  /** Local date "YYYY-MM-DD". */
  date: string;
  /** Minutes after local midnight (0 to 1439). */
  minutes: number;
}

/** Local date and minute of day of an instant in the zone. */
export function wallClock(instant: number, zone: string): WallClock {
  const naive = naiveOf(instant, zone);
  return { date: new Date(naive).toISOString().slice(0, 10), minutes: Math.floor((naive % DAY) / MINUTE) };
}

// The tz rules of a running process do not change, so instantAt is memoised: every request of
// a day asks for the same few local times. Bounded by clearing when full.
const INSTANT_CACHE_SIZE = 10_000;
const instants = new Map<string, number>();

/**
 * The instant of a local date and minute of day in the zone: the first instant at which the
 * store's clock reads that time or later (decision 1601). So a time that occurs twice (clocks
 * set back) is its first occurrence, and a time that never occurs (clocks set forward, e.g.
 * São Paulo 2018-11-04 00:00 -> 01:00) is the instant the clock jumps over it.
 */
export function instantAt(date: string, minutes: number, zone: string): number {
  const key = `${zone} ${date} ${minutes}`;
  let instant = instants.get(key);
  if (instant === undefined) {
    if (instants.size >= INSTANT_CACHE_SIZE) instants.clear();
    instant = computeInstantAt(date, minutes, zone);
    instants.set(key, instant);
  }
  return instant;
}

function computeInstantAt(date: string, minutes: number, zone: string): number {
  const naive = Date.parse(`${date}T00:00:00Z`) + minutes * MINUTE;
  // A zone changes offset at most once within a day in the tz database, so the offsets a day
  // before and a day after are the only candidates.
  const candidates = [naive - (naiveOf(naive - DAY, zone) - (naive - DAY)), naive - (naiveOf(naive + DAY, zone) - (naive + DAY))];
  const exact = candidates.filter((instant) => naiveOf(instant, zone) === naive);
  if (exact.length > 0) return Math.min(...exact);
  // In a gap: the earlier candidate reads before the time, the later one after; find the jump.
  let low = Math.min(...candidates);
  let high = Math.max(...candidates);
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (naiveOf(middle, zone) >= naive) high = middle;
    else low = middle;
  }
  return high;
}
