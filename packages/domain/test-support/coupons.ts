import type { CouponRules } from "../src/coupons/coupon-rules";
import { sampleCoupon } from "./fixtures";

/** A coupon's rules that restrict nothing: 10% off, every day, every order type and channel, no caps. */
export function couponRules(overrides: Partial<CouponRules> = {}): CouponRules {
  const { id: _id, code: _code, name: _name, uses: _uses, created_at: _created, ...rules } = sampleCoupon;
  return { ...rules, max_uses_per_client: 0, ...overrides };
}
