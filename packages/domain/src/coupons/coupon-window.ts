import { addDays, clockMinutes, weekdayOf } from "../store-hours/local-date";
import { wallClock } from "../store-hours/zoned-clock";
import type { CouponRules } from "./coupon-rules";

type CouponWindow = Pick<CouponRules, "starts_at" | "ends_at" | "weekdays" | "time_from" | "time_to">;

/** Where `now` falls against a coupon's dates and its weekdays and hours. */
export type CouponWindowState = "valid" | "notYet" | "expired" | "outsideHours";

/**
 * A coupon's window at an instant (growth.md section 1): before `starts_at` it is not valid yet,
 * after `ends_at` it has expired; then its weekdays and hours on the store's clock. A window whose
 * `time_from` comes after `time_to` crosses midnight, and the hours after midnight belong to the
 * weekday it started on, as opening hours do (operations.md section 2): Friday 18:00-02:00 is
 * valid at Saturday 01:00, not at Friday 01:00.
 */
export function couponWindowState(coupon: CouponWindow, now: number, timeZone: string): CouponWindowState {
  if (coupon.starts_at !== null && now < Date.parse(coupon.starts_at)) return "notYet";
  if (coupon.ends_at !== null && now > Date.parse(coupon.ends_at)) return "expired";
  return inWeekdaysAndHours(coupon, now, timeZone) ? "valid" : "outsideHours";
}

function inWeekdaysAndHours(coupon: CouponWindow, now: number, timeZone: string): boolean {
  const clock = wallClock(now, timeZone);
  const onWeekday = (date: string) => coupon.weekdays === null || coupon.weekdays.includes(weekdayOf(date));
  const from = coupon.time_from === null ? null : clockMinutes(coupon.time_from);
  const to = coupon.time_to === null ? null : clockMinutes(coupon.time_to);
  if (from === null || to === null || from === to) return onWeekday(clock.date);
  if (from < to) return onWeekday(clock.date) && clock.minutes >= from && clock.minutes < to;
  // Crossing midnight: the evening of today, or the small hours that yesterday's window owns.
  return (clock.minutes >= from && onWeekday(clock.date)) || (clock.minutes < to && onWeekday(addDays(clock.date, -1)));
}
