import { STORE_TIME_ZONE } from "@forno/domain/format";
import { addDays, DAY_NAMES, wallClock, weekdayOf } from "@forno/domain/store-hours";

export interface ScheduleDay {
  date: string;
  /** "Hoje", "Amanhã", or the week day ("quarta"). */
  name: string;
  /** "26/11". */
  label: string;
}

/** The store's local dates a customer may schedule on: today and the next `maxDays` (operation.schedule_max_days). */
export function scheduleDays(now: number, maxDays: number): ScheduleDay[] {
  const today = wallClock(now, STORE_TIME_ZONE).date;
  return Array.from({ length: Math.max(0, maxDays) + 1 }, (_, offset) => {
    const date = addDays(today, offset);
    const name = offset === 0 ? "Hoje" : offset === 1 ? "Amanhã" : (DAY_NAMES[weekdayOf(date)] ?? "");
    return { date, name, label: `${date.slice(8, 10)}/${date.slice(5, 7)}` };
  });
}
