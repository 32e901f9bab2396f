import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { instantAt, isTimeZone, wallClock } from "./zoned-clock";

const SP = "America/Sao_Paulo";
const iso = (instant: number) => new Date(instant).toISOString();

describe("wall clock <-> instant", () => {
  it.each([
    ["São Paulo today (UTC-3)", SP, "2026-11-24", 18 * 60, "2026-11-24T21:00:00.000Z"],
    ["São Paulo summer time 2018 (UTC-2)", SP, "2018-12-01", 18 * 60, "2018-12-01T20:00:00.000Z"],
    ["New York winter", "America/New_York", "2026-01-10", 9 * 60, "2026-01-10T14:00:00.000Z"],
    ["New York summer", "America/New_York", "2026-07-10", 9 * 60, "2026-07-10T13:00:00.000Z"],
    ["Lisbon summer", "Europe/Lisbon", "2026-07-10", 20 * 60, "2026-07-10T19:00:00.000Z"],
  ])("%s", (_name, zone, date, minutes, expected) => {
    expect(iso(instantAt(date, minutes, zone))).toBe(expected);
    expect(wallClock(Date.parse(expected), zone)).toEqual({ date, minutes });
  });

  it("maps a time the clocks skip to the instant they jump (São Paulo 2018-11-04 00:00 -> 01:00)", () => {
    expect(iso(instantAt("2018-11-04", 0, SP))).toBe("2018-11-04T03:00:00.000Z");
    expect(iso(instantAt("2018-11-04", 30, SP))).toBe("2018-11-04T03:00:00.000Z");
    expect(iso(instantAt("2018-11-04", 60, SP))).toBe("2018-11-04T03:00:00.000Z");
    expect(iso(instantAt("2026-03-08", 2 * 60 + 30, "America/New_York"))).toBe("2026-03-08T07:00:00.000Z");
  });

  it("maps a time that happens twice to its first occurrence (São Paulo 2019-02-16 23:30)", () => {
    expect(iso(instantAt("2019-02-16", 23 * 60 + 30, SP))).toBe("2019-02-17T01:30:00.000Z");
    expect(iso(instantAt("2019-02-17", 0, SP))).toBe("2019-02-17T03:00:00.000Z");
    expect(iso(instantAt("2026-10-25", 60 + 30, "Europe/Lisbon"))).toBe("2026-10-25T00:30:00.000Z");
  });

  it("round-trips every minute that exists, in zones with and without daylight saving", () => {
    const zone = fc.constantFrom(SP, "America/New_York", "Europe/Lisbon", "Australia/Lord_Howe");
    const instant = fc.integer({ min: Date.parse("2015-01-01"), max: Date.parse("2030-01-01") }).map((ms) => ms - (ms % 60_000));
    fc.assert(
      fc.property(zone, instant, (tz, at) => {
        const clock = wallClock(at, tz);
        const back = instantAt(clock.date, clock.minutes, tz);
        // Equal, or the first of two instants that read the same (a repeated hour).
        expect(back).toBeLessThanOrEqual(at);
        expect(wallClock(back, tz)).toEqual(clock);
      }),
    );
  });

  it("knows real zones only", () => {
    expect(isTimeZone(SP)).toBe(true);
    expect(isTimeZone("America/Atlantis")).toBe(false);
    expect(isTimeZone("")).toBe(false);
  });
});
