import type { CouponRules } from "../src/coupons/coupon-rules";

/** A coupon that restricts nothing: 10% off, every day, every order type and channel, no caps. */
export function couponRules(overrides: Partial<CouponRules> = {}): CouponRules {
  return {
    kind: "percent",
    value: 10,
    max_discount: null,
    min_subtotal: 0,
    applies_to_groups: [],
    first_order_only: false,
    max_uses: 0,
    max_uses_per_client: 0,
    starts_at: null,
    ends_at: null,
    weekdays: null,
    time_from: null,
    time_to: null,
    order_types: ["delivery", "pickup"],
    channels: ["online", "phone", "counter"],
    active: true,
    ...overrides,
  };
}
