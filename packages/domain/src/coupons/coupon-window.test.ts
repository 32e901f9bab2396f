import { describe, expect, it } from "vitest";
import { couponRules } from "../../test-support/coupons";
import { couponWindowState } from "./coupon-window";

const ZONE = "America/Sao_Paulo";
/** A São Paulo wall-clock time (UTC-3 since 2019) as an instant. */
const at = (local: string) => Date.parse(`${local}:00-03:00`);

describe("a coupon's dates, weekdays and hours (growth.md section 1)", () => {
  it("is not valid before starts_at and has expired after ends_at", () => {
    const coupon = couponRules({ starts_at: "2026-11-01T03:00:00.000Z", ends_at: "2026-12-01T02:59:59.000Z" });
    expect(couponWindowState(coupon, at("2026-10-31T23:59"), ZONE)).toBe("notYet");
    expect(couponWindowState(coupon, at("2026-11-01T00:00"), ZONE)).toBe("valid");
    expect(couponWindowState(coupon, at("2026-11-30T23:59"), ZONE)).toBe("valid");
    expect(couponWindowState(coupon, at("2026-12-01T00:00"), ZONE)).toBe("expired");
  });

  it("holds its weekdays on the store's calendar (0 = Sunday)", () => {
    const weekend = couponRules({ weekdays: [0, 6] });
    expect(couponWindowState(weekend, at("2026-11-28T12:00"), ZONE)).toBe("valid"); // Saturday
    expect(couponWindowState(weekend, at("2026-11-29T23:59"), ZONE)).toBe("valid"); // Sunday
    expect(couponWindowState(weekend, at("2026-11-30T00:00"), ZONE)).toBe("outsideHours"); // Monday
    // 01:00 UTC on Monday is still Sunday 22:00 in São Paulo.
    expect(couponWindowState(weekend, Date.parse("2026-11-30T01:00:00Z"), ZONE)).toBe("valid");
  });

  it("holds its hours, start included and end excluded", () => {
    const lunch = couponRules({ time_from: "11:00", time_to: "15:00" });
    expect(couponWindowState(lunch, at("2026-11-27T10:59"), ZONE)).toBe("outsideHours");
    expect(couponWindowState(lunch, at("2026-11-27T11:00"), ZONE)).toBe("valid");
    expect(couponWindowState(lunch, at("2026-11-27T14:59"), ZONE)).toBe("valid");
    expect(couponWindowState(lunch, at("2026-11-27T15:00"), ZONE)).toBe("outsideHours");
  });

  it("a window crossing midnight: the hours after midnight belong to the weekday it started on", () => {
    const fridayNight = couponRules({ weekdays: [5], time_from: "18:00", time_to: "02:00" });
    expect(couponWindowState(fridayNight, at("2026-11-27T17:59"), ZONE)).toBe("outsideHours"); // Friday
    expect(couponWindowState(fridayNight, at("2026-11-27T18:00"), ZONE)).toBe("valid");
    expect(couponWindowState(fridayNight, at("2026-11-28T01:59"), ZONE)).toBe("valid"); // Saturday, Friday's night
    expect(couponWindowState(fridayNight, at("2026-11-28T02:00"), ZONE)).toBe("outsideHours");
    expect(couponWindowState(fridayNight, at("2026-11-27T01:00"), ZONE)).toBe("outsideHours"); // Friday's small hours are Thursday's
    expect(couponWindowState(fridayNight, at("2026-11-28T18:00"), ZONE)).toBe("outsideHours"); // Saturday evening
  });

  it("the dates are checked before the hours", () => {
    const coupon = couponRules({ ends_at: "2026-01-01T00:00:00Z", weekdays: [1] });
    expect(couponWindowState(coupon, at("2026-11-28T12:00"), ZONE)).toBe("expired");
  });
});
