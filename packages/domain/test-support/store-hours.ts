import fc from "fast-check";
import { addDays } from "../src/store-hours/local-date";
import { scheduleSpans } from "../src/store-hours/schedule-spans";
import type { HoursException, StoreHours, WeekInterval } from "../src/store-hours/store-hours-types";
import { wallClock } from "../src/store-hours/zoned-clock";

/** Zones with and without daylight saving; São Paulo's tz data still has its summers up to 2019. */
export const ZONES = ["America/Sao_Paulo", "America/New_York", "Europe/Lisbon", "Australia/Lord_Howe"] as const;

/** A typical week: Tuesday to Friday 18:00-23:30, Saturday 18:00-01:00, Sunday 18:00-23:00, Monday closed. */
export function pizzeriaHours(overrides: Partial<StoreHours> = {}): StoreHours {
  return {
    timezone: "America/Sao_Paulo",
    week: [
      ...[2, 3, 4, 5].map((day) => ({ day, opens: "18:00", closes: "23:30" })),
      { day: 6, opens: "18:00", closes: "01:00" },
      { day: 0, opens: "18:00", closes: "23:00" },
    ],
    exceptions: [],
    pause: null,
    online: true,
    ...overrides,
  };
}

const clock = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45, 59))
  .map(([hour, minute]) => `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`);

const interval: fc.Arbitrary<WeekInterval> = fc.record({ day: fc.integer({ min: 0, max: 6 }), opens: clock, closes: clock });

/** Instants from 2017 to 2027: São Paulo's last summers, and every other zone's yearly changes. */
export const instantArb = fc
  .integer({ min: Date.parse("2017-06-01T00:00:00Z"), max: Date.parse("2027-06-01T00:00:00Z") })
  .map((ms) => ms - (ms % 60_000));

function exceptionNear(now: number): fc.Arbitrary<HoursException> {
  const date = fc.integer({ min: -1, max: 10 }).map((days) => new Date(now + days * 86_400_000).toISOString().slice(0, 10));
  return fc.oneof(
    date.map((day) => ({ date: day, closed: true as const })),
    fc.record({ date, opens: clock, closes: clock }),
  );
}

/** Daylight-saving changes the tz database knows, with their zone: the edges worth sampling around. */
const TRANSITIONS: readonly [string, string][] = [
  ["America/Sao_Paulo", "2018-11-04T03:00:00Z"],
  ["America/Sao_Paulo", "2019-02-17T02:00:00Z"],
  ["America/New_York", "2026-03-08T07:00:00Z"],
  ["America/New_York", "2026-11-01T06:00:00Z"],
  ["Europe/Lisbon", "2026-03-29T01:00:00Z"],
  ["Europe/Lisbon", "2026-10-25T01:00:00Z"],
  ["Australia/Lord_Howe", "2026-04-04T15:00:00Z"],
];

/** A zone and an instant: anywhere in 2017-2027, or within two days of a clock change in that zone. */
const zoneAndInstant: fc.Arbitrary<[string, number]> = fc.oneof(
  fc.tuple(fc.constantFrom<string>(...ZONES), instantArb),
  fc
    .tuple(fc.constantFrom(...TRANSITIONS), fc.integer({ min: -48 * 60, max: 48 * 60 }))
    .map(([[zone, at], minutes]): [string, number] => [zone, Date.parse(at) + minutes * 60_000]),
);

/** Any hours (overlaps included: evaluation must stay consistent whatever was saved) and an instant near them. */
export const hoursAndNow: fc.Arbitrary<{ hours: StoreHours; now: number }> = zoneAndInstant.chain(([zone, now]) =>
  fc.record({
    now: fc.constant(now),
    hours: fc.record({
      timezone: fc.constant(zone),
      week: fc.array(interval, { minLength: 1, maxLength: 10 }),
      exceptions: fc.array(exceptionNear(now), { maxLength: 3 }),
      pause: fc.oneof(
        { weight: 3, arbitrary: fc.constant(null) },
        {
          weight: 1,
          arbitrary: fc.record({
            until: fc.option(fc.integer({ min: -3, max: 72 }).map((hours) => new Date(now + hours * 3_600_000).toISOString()), { freq: 4 }),
            reason: fc.constant("Muitos pedidos"),
          }),
        },
      ),
      online: fc.integer({ min: 0, max: 9 }).map((roll) => roll < 9),
    }),
  }),
);

/** Like hoursAndNow, with `now` moved to a random point of one of the schedule's openings near it (when it has any). */
export const hoursAndOpeningInstant: fc.Arbitrary<{ hours: StoreHours; now: number }> = hoursAndNow.chain(({ hours, now }) => {
  const today = wallClock(now, hours.timezone).date;
  const spans = scheduleSpans(hours, today, addDays(today, 7));
  if (spans.length === 0) return fc.constant({ hours, now });
  return fc
    .tuple(fc.constantFrom(...spans), fc.double({ min: 0, max: 1, noNaN: true }))
    .map(([span, position]) => ({ hours, now: Math.floor(span.start + position * (span.end - span.start - 1)) }));
});
