import { clockMinutes, DAY_NAMES } from "./local-date";
import type { WeekInterval } from "./store-hours-types";

/** The week read Monday first, as Brazilian stores write it ("Terça a domingo"). */
const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0] as const;

/** What `store_info.business_hours` says of a week without any opening (decision 3602). */
export const NO_HOURS_TEXT = "Horários ainda não definidos";

const minutesOf = (clock: string) => clockMinutes(clock) ?? 0;

/** "18h", "23h30", "meia-noite" and "1h" (singular, so "à 1h"). */
function hourText(clock: string): { text: string; singular: boolean } {
  const minutes = clockMinutes(clock) ?? 0;
  if (minutes === 0) return { text: "meia-noite", singular: true };
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return { text: rest === 0 ? `${hours}h` : `${hours}h${String(rest).padStart(2, "0")}`, singular: hours === 1 || hours === 0 };
}

/** "das 18h às 23h30", "da meia-noite às 6h", "das 18h à 1h"; 00:00-00:00 is "24 horas". */
function intervalText({ opens, closes }: Pick<WeekInterval, "opens" | "closes">): string {
  if (opens === closes) return "24 horas";
  const from = hourText(opens);
  const to = hourText(closes);
  return `${from.singular ? "da" : "das"} ${from.text} ${to.singular ? "à" : "às"} ${to.text}`;
}

/** "a, b e c". */
function listText(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} e ${items.at(-1)}`;
}

/** Positions in the Monday-first week -> "segunda a quarta e sexta" (three or more days in a row read "a"). */
function daysText(positions: readonly number[]): string {
  const runs: number[][] = [];
  for (const position of positions) {
    const run = runs.at(-1);
    if (run !== undefined && run.at(-1) === position - 1) run.push(position);
    else runs.push([position]);
  }
  const name = (position: number) => DAY_NAMES[MONDAY_FIRST[position]!];
  const items = runs.flatMap((run) => (run.length >= 3 ? [`${name(run[0]!)} a ${name(run.at(-1)!)}`] : run.map(name)));
  return listText(items);
}

/**
 * The week as one line for the storefront and the legal pages, written from the hours so the two
 * never disagree (decision 3602): days with the same openings share a phrase, Monday first, closed
 * days left out. "Terça a domingo, das 18h às 23h30"; "Segunda a sexta, das 11h às 15h e das 18h
 * às 23h; sábado e domingo, das 18h à 1h"; "Todos os dias, 24 horas"; NO_HOURS_TEXT for none.
 */
export function weekHoursText(week: readonly WeekInterval[]): string {
  const byDay = MONDAY_FIRST.map((day) =>
    week
      .filter((interval) => interval.day === day)
      .map(({ opens, closes }) => ({ opens, closes }))
      .sort((a, b) => minutesOf(a.opens) - minutesOf(b.opens) || minutesOf(a.closes) - minutesOf(b.closes)),
  );
  const phrases = new Map<string, number[]>();
  byDay.forEach((intervals, position) => {
    if (intervals.length === 0) return;
    const phrase = listText(intervals.map(intervalText));
    phrases.set(phrase, [...(phrases.get(phrase) ?? []), position]);
  });
  if (phrases.size === 0) return NO_HOURS_TEXT;
  const parts = [...phrases].map(([phrase, positions]) => `${positions.length === 7 ? "todos os dias" : daysText(positions)}, ${phrase}`);
  const text = parts.join("; ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}
