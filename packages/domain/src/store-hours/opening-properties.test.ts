import fc from "fast-check";
import { PROPERTY_TEST_TIMEOUT } from "../../test-support/property-timeout";
import { describe, expect, it } from "vitest";
import { hoursAndNow, hoursAndOpeningInstant, pizzeriaHours } from "../../test-support/store-hours";
import { closingInstant, isOpenAt, LOOKAHEAD_DAYS, nextOpeningChange, nextOpeningInstant, openingState } from "./opening-state";
import { openingStatusText } from "./opening-text";

const DAY = 86_400_000;

describe("isOpenAt agrees with closesAt and nextOpenAt (property tests)", PROPERTY_TEST_TIMEOUT, () => {
  it("open: closes later, open just before the closing instant, closed at it, no next opening", () => {
    fc.assert(
      fc.property(hoursAndOpeningInstant, ({ hours, now }) => {
        fc.pre(isOpenAt(hours, now));
        expect(nextOpeningInstant(hours, now)).toBeNull();
        const closes = closingInstant(hours, now);
        if (closes === null) return;
        expect(closes).toBeGreaterThan(now);
        expect(isOpenAt(hours, closes - 1)).toBe(true);
        expect(isOpenAt(hours, closes)).toBe(false);
        expect(openingStatusText(hours, now).startsWith("Aberto")).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("closed: the next opening is open, every instant before it is closed, and there is no closing time", () => {
    fc.assert(
      fc.property(
        hoursAndNow.chain((sample) => fc.tuple(fc.constant(sample), fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 8, maxLength: 8 }))),
        ([{ hours, now }, positions]) => {
          fc.pre(!isOpenAt(hours, now));
          expect(closingInstant(hours, now)).toBeNull();
          const opens = nextOpeningInstant(hours, now);
          const until = opens ?? now + LOOKAHEAD_DAYS * DAY;
          if (opens !== null) {
            expect(opens).toBeGreaterThan(now);
            expect(isOpenAt(hours, opens)).toBe(true);
            expect(isOpenAt(hours, opens - 1)).toBe(false);
            expect(openingStatusText(hours, now).startsWith("Fechado · abre ")).toBe(true);
          }
          for (const position of positions) expect(isOpenAt(hours, Math.floor(now + position * (until - now - 1)))).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("an instant inside an opening stays open until its closing instant", () => {
    fc.assert(
      fc.property(hoursAndOpeningInstant, fc.double({ min: 0, max: 1, noNaN: true }), ({ hours, now }, position) => {
        const closes = closingInstant(hours, now);
        fc.pre(closes !== null);
        expect(isOpenAt(hours, Math.floor(now + position * (closes - now - 1)))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

describe("daylight saving edges", () => {
  it("São Paulo 2018-11-04: clocks jump from 00:00 to 01:00 during Saturday's 18:00-01:00", () => {
    const hours = pizzeriaHours();
    // Saturday 18:00 is 21:00Z (UTC-3); Sunday 01:00 is the jump itself, 03:00Z (UTC-2).
    expect(isOpenAt(hours, Date.parse("2018-11-03T21:00:00Z"))).toBe(true);
    expect(closingInstant(hours, Date.parse("2018-11-03T23:00:00Z"))).toBe(Date.parse("2018-11-04T03:00:00Z"));
    expect(isOpenAt(hours, Date.parse("2018-11-04T02:59:59Z"))).toBe(true);
    expect(isOpenAt(hours, Date.parse("2018-11-04T03:00:00Z"))).toBe(false);
    expect(openingStatusText(hours, Date.parse("2018-11-04T02:00:00Z"))).toBe("Aberto até 01:00");
    // Sunday 18:00 in summer time is 20:00Z.
    expect(nextOpeningInstant(hours, Date.parse("2018-11-04T03:00:00Z"))).toBe(Date.parse("2018-11-04T20:00:00Z"));
  });

  it("São Paulo 2019-02-17: the hour 23:00-00:00 of Saturday happens twice, the night lasts an hour more", () => {
    const hours = pizzeriaHours();
    // Saturday 18:00 is 20:00Z (UTC-2); Sunday 01:00 is 04:00Z (UTC-3).
    expect(isOpenAt(hours, Date.parse("2019-02-16T20:00:00Z"))).toBe(true);
    expect(closingInstant(hours, Date.parse("2019-02-16T20:00:00Z"))).toBe(Date.parse("2019-02-17T04:00:00Z"));
    expect(isOpenAt(hours, Date.parse("2019-02-17T02:30:00Z"))).toBe(true);
  });

  it("a closing time inside the repeated hour is its first occurrence", () => {
    const hours = pizzeriaHours({ week: [{ day: 6, opens: "18:00", closes: "23:30" }] });
    expect(closingInstant(hours, Date.parse("2019-02-16T21:00:00Z"))).toBe(Date.parse("2019-02-17T01:30:00Z"));
    expect(isOpenAt(hours, Date.parse("2019-02-17T02:30:00Z"))).toBe(false);
  });

  it("New York 2026-03-08: a closing time the clocks skip closes when they jump", () => {
    const hours = pizzeriaHours({ timezone: "America/New_York", week: [{ day: 6, opens: "18:00", closes: "02:30" }] });
    expect(closingInstant(hours, Date.parse("2026-03-07T23:30:00Z"))).toBe(Date.parse("2026-03-08T07:00:00Z"));
    expect(openingStatusText(hours, Date.parse("2026-03-07T23:30:00Z"))).toBe("Aberto até 03:00");
  });

  it("Lisbon 2026-10-25: a 24-hour Saturday lasts 25 hours when the clocks go back on Sunday", () => {
    const hours = pizzeriaHours({ timezone: "Europe/Lisbon", week: [{ day: 6, opens: "12:00", closes: "12:00" }] });
    const opens = Date.parse("2026-10-24T11:00:00Z");
    expect(isOpenAt(hours, opens)).toBe(true);
    expect(closingInstant(hours, opens)).toBe(Date.parse("2026-10-25T12:00:00Z"));
  });
});

describe("nextOpeningChange: the opening state holds until then (property tests)", PROPERTY_TEST_TIMEOUT, () => {
  it("every instant before it gives the same answer; at it the store opens or closes", () => {
    fc.assert(
      fc.property(
        hoursAndNow.chain((sample) => fc.tuple(fc.constant(sample), fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 6, maxLength: 6 }))),
        ([{ hours, now }, positions]) => {
          const change = nextOpeningChange(hours, now);
          fc.pre(change !== null);
          expect(change).toBeGreaterThan(now);
          const state = openingState(hours, now);
          for (const position of positions) expect(openingState(hours, Math.floor(now + position * (change - now - 1)))).toEqual(state);
          expect(openingState(hours, change).is_open).toBe(!state.is_open);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("is the closing instant when open and the next opening when closed", () => {
    fc.assert(
      fc.property(hoursAndNow, ({ hours, now }) => {
        expect(nextOpeningChange(hours, now)).toBe(isOpenAt(hours, now) ? closingInstant(hours, now) : nextOpeningInstant(hours, now));
      }),
      { numRuns: 200 },
    );
  });
});
