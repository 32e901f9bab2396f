import type { WeekIntervalWire } from "@forno/domain/schemas";

/** One interval being edited, with a stable key for React (times as the time inputs give them). */
export interface DraftInterval {
  key: number;
  opens: string;
  closes: string;
}

/** The week being edited: index 0 = domingo ... 6 = sábado (the contract's `day`). */
export type WeekDraft = DraftInterval[][];

let nextKey = 1;
const keyed = (opens: string, closes: string): DraftInterval => ({ key: nextKey++, opens, closes });

/** The answer's flat `week` as seven day lists, each sorted by opening time. */
export function weekDraftOf(week: readonly WeekIntervalWire[]): WeekDraft {
  const days: WeekDraft = Array.from({ length: 7 }, () => []);
  for (const interval of [...week].sort((a, b) => a.opens.localeCompare(b.opens))) days[interval.day]?.push(keyed(interval.opens, interval.closes));
  return days;
}

/** The draft as PUT /store/hours' `week` (the server validates; 400 names the day). */
export function weekOfDraft(draft: WeekDraft): WeekIntervalWire[] {
  return draft.flatMap((intervals, day) => intervals.map(({ opens, closes }) => ({ day, opens, closes })));
}

/** A new interval on the day: after the day's last one when there is one, else 18:00 to 23:00. */
export function addInterval(draft: WeekDraft, day: number): WeekDraft {
  return draft.map((intervals, index) => (index === day ? [...intervals, keyed(intervals.at(-1)?.closes ?? "18:00", "23:00")] : intervals));
}

export function removeInterval(draft: WeekDraft, day: number, key: number): WeekDraft {
  return draft.map((intervals, index) => (index === day ? intervals.filter((interval) => interval.key !== key) : intervals));
}

export function changeInterval(draft: WeekDraft, day: number, key: number, change: Partial<Pick<DraftInterval, "opens" | "closes">>): WeekDraft {
  return draft.map((intervals, index) => (index === day ? intervals.map((interval) => (interval.key === key ? { ...interval, ...change } : interval)) : intervals));
}

/** The day's intervals replace those of every target day (copies, so editing one day never edits another). */
export function copyDay(draft: WeekDraft, from: number, targets: readonly number[]): WeekDraft {
  const source = draft[from] ?? [];
  return draft.map((intervals, index) => (index !== from && targets.includes(index) ? source.map(({ opens, closes }) => keyed(opens, closes)) : intervals));
}
