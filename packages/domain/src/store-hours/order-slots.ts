import { addDays, daysBetween } from "./local-date";
import { isOpenAt, isPausedAt, toMillis, type InstantInput } from "./opening-state";
import { scheduleSpans } from "./schedule-spans";
import type { OpenSpan, StoreHours } from "./store-hours-types";
import { wallClock } from "./zoned-clock";

const MINUTE = 60_000;

/** The `operation.*` settings that shape scheduled orders (contract defaults). */
export interface SchedulingSettings {
  schedule_lead_minutes: number;
  schedule_max_days: number;
  slot_minutes: number;
  slot_capacity: number;
  accept_scheduled_when_closed: boolean;
}

export const DEFAULT_SCHEDULING_SETTINGS: SchedulingSettings = {
  schedule_lead_minutes: 30,
  schedule_max_days: 7,
  slot_minutes: 30,
  slot_capacity: 10,
  accept_scheduled_when_closed: true,
};

/** Orders already counted per slot, keyed by the slot start in epoch milliseconds. */
export type SlotCounts = ReadonlyMap<number, number>;

/** Builds SlotCounts from rows such as `SELECT scheduled_time, count(*)` (ISO strings or Dates). */
export function slotCounts(rows: Iterable<{ start: Date | string; count: number }>): SlotCounts {
  const counts = new Map<number, number>();
  for (const row of rows) {
    const start = toMillis(row.start);
    counts.set(start, (counts.get(start) ?? 0) + row.count);
  }
  return counts;
}

/** One entry of GET /orders/slots. */
export interface OrderSlot {
  start: string;
  end: string;
  available: number;
}

/**
 * Every slot of the schedule that starts on a local date (decision 1603): each opening is cut
 * into `slot_minutes` pieces from its own start, and only pieces that end by its closing count.
 * An opening that runs past midnight gives the slots after midnight to the next date.
 */
export function slotGrid(hours: StoreHours, date: string, slotMinutes: number): OpenSpan[] {
  const length = slotMinutes * MINUTE;
  if (!(length > 0)) return [];
  return scheduleSpans(hours, addDays(date, -1), date).flatMap((span) => {
    const slots: OpenSpan[] = [];
    for (let start = span.start; start + length <= span.end; start += length) {
      if (wallClock(start, hours.timezone).date === date) slots.push({ start, end: start + length });
    }
    return slots;
  });
}

/** Online and not paused at the slot's start (a pause covers everything before its end). */
export function slotIsOpen(hours: StoreHours, slot: OpenSpan): boolean {
  return hours.online && !isPausedAt(hours.pause, slot.start);
}

/** Whether the store takes scheduled orders at all right now. */
export function acceptsScheduling(hours: StoreHours, settings: SchedulingSettings, now: number): boolean {
  return hours.online && (settings.accept_scheduled_when_closed || isOpenAt(hours, now));
}

export interface SlotQuery {
  hours: StoreHours;
  settings: SchedulingSettings;
  /** Local date "YYYY-MM-DD". */
  date: string;
  now: InstantInput;
  taken?: SlotCounts;
}

/** GET /orders/slots: the date's open slots from `now` + lead time on, within the horizon, with what is left. */
export function orderSlots({ hours, settings, date, now, taken = new Map() }: SlotQuery): OrderSlot[] {
  const instant = toMillis(now);
  const ahead = daysBetween(wallClock(instant, hours.timezone).date, date);
  if (ahead < 0 || ahead > settings.schedule_max_days || !acceptsScheduling(hours, settings, instant)) return [];
  // Strictly after now even with no lead time: a slot starting now has already begun ("past").
  const earliest = Math.max(instant + 1, instant + settings.schedule_lead_minutes * MINUTE);
  return slotGrid(hours, date, settings.slot_minutes)
    .filter((slot) => slot.start >= earliest && slotIsOpen(hours, slot))
    .map((slot) => ({
      start: new Date(slot.start).toISOString(),
      end: new Date(slot.end).toISOString(),
      available: Math.max(0, settings.slot_capacity - (taken.get(slot.start) ?? 0)),
    }));
}
