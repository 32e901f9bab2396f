import fc from "fast-check";
import { PROPERTY_TEST_TIMEOUT } from "../../test-support/property-timeout";
import { describe, expect, it } from "vitest";
import { hoursAndNow } from "../../test-support/store-hours";
import { addDays, daysBetween } from "./local-date";
import { isOpenAt } from "./opening-state";
import { orderSlots, type SchedulingSettings } from "./order-slots";
import { scheduleRefusal } from "./scheduled-for-refusal";
import { wallClock } from "./zoned-clock";

const MINUTE = 60_000;

const settingsArb: fc.Arbitrary<SchedulingSettings> = fc.record({
  schedule_lead_minutes: fc.constantFrom(0, 15, 30, 45, 90),
  schedule_max_days: fc.integer({ min: 0, max: 8 }),
  slot_minutes: fc.constantFrom(10, 15, 20, 30, 45, 60),
  slot_capacity: fc.integer({ min: 1, max: 12 }),
  accept_scheduled_when_closed: fc.boolean(),
});

const scenario = fc
  .tuple(hoursAndNow, settingsArb, fc.integer({ min: -1, max: 9 }), fc.array(fc.integer({ min: 0, max: 14 }), { maxLength: 40 }))
  .map(([{ hours, now }, settings, ahead, counts]) => ({ hours, now, settings, date: addDays(wallClock(now, hours.timezone).date, ahead), counts }));

describe("slots (property tests)", PROPERTY_TEST_TIMEOUT, () => {
  it("never offers a closed, past, too-near or too-far time, and each slot is accepted unless it is full", () => {
    fc.assert(
      fc.property(scenario, ({ hours, now, settings, date, counts }) => {
        const first = orderSlots({ hours, settings, date, now });
        const taken = new Map(first.map((slot, index) => [Date.parse(slot.start), counts[index] ?? 0]));
        const slots = orderSlots({ hours, settings, date, now, taken });
        const today = wallClock(now, hours.timezone).date;
        for (const slot of slots) {
          const start = Date.parse(slot.start);
          const end = Date.parse(slot.end);
          expect(end - start).toBe(settings.slot_minutes * MINUTE);
          expect(start).toBeGreaterThanOrEqual(now + settings.schedule_lead_minutes * MINUTE);
          expect(wallClock(start, hours.timezone).date).toBe(date);
          expect(daysBetween(today, date)).toBeLessThanOrEqual(settings.schedule_max_days);
          expect(isOpenAt(hours, start)).toBe(true);
          expect(isOpenAt(hours, start + (end - start) / 2)).toBe(true);
          expect(isOpenAt(hours, end - 1)).toBe(true);
          expect(slot.available).toBe(Math.max(0, settings.slot_capacity - (taken.get(start) ?? 0)));
          const refusal = scheduleRefusal({ hours, settings, scheduledFor: slot.start, now, taken });
          expect(refusal?.reason ?? null).toBe(slot.available > 0 ? null : "full");
        }
      }),
      { numRuns: 200 },
    );
  });

  it("accepts a requested instant only when it is a free slot of its date's list", () => {
    fc.assert(
      fc.property(hoursAndNow, settingsArb, fc.integer({ min: -120, max: 9 * 24 * 4 }), ({ hours, now }, settings, quarter) => {
        const requested = now - (now % (15 * MINUTE)) + quarter * 15 * MINUTE;
        const refusal = scheduleRefusal({ hours, settings, scheduledFor: new Date(requested).toISOString(), now });
        const date = wallClock(requested, hours.timezone).date;
        const offered = orderSlots({ hours, settings, date, now }).some((slot) => Date.parse(slot.start) === requested);
        expect(refusal === null).toBe(offered);
      }),
      { numRuns: 300 },
    );
  });
});
