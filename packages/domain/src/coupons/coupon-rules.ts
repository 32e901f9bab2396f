import type { CouponChannel } from "../orders/order-channel";

/** What a coupon takes off (growth.md section 1). */
export const COUPON_KINDS = ["percent", "fixed", "free_delivery"] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** The order types a coupon may be limited to: delivery or counter pickup. */
export const COUPON_ORDER_TYPES = ["delivery", "pickup"] as const;
export type CouponOrderType = (typeof COUPON_ORDER_TYPES)[number];

/**
 * A coupon's rules as the wire carries them (a `Coupon` fits): money in reais, instants as ISO
 * strings, `weekdays` 0 = Sunday, `time_from`/`time_to` "HH:MM" on the store's clock.
 */
export interface CouponRules {
  kind: CouponKind;
  /** Percent 1-100, or reais for `fixed`; ignored for `free_delivery`. */
  value: number;
  /** Reais; only for `percent`; null = no maximum. */
  max_discount: number | null;
  /** Reais: the items' subtotal before the discount. */
  min_subtotal: number;
  /** Empty = every product; else product groups. */
  applies_to_groups: readonly string[];
  first_order_only: boolean;
  /** 0 = unlimited. */
  max_uses: number;
  /** 0 = unlimited. */
  max_uses_per_client: number;
  starts_at: string | null;
  ends_at: string | null;
  weekdays: readonly number[] | null;
  time_from: string | null;
  time_to: string | null;
  order_types: readonly CouponOrderType[];
  channels: readonly CouponChannel[];
  active: boolean;
}

/**
 * How long an unpaid order holds a use (growth.md section 1): the caps count paid orders plus the
 * orders waiting for payment created in the last 30 minutes.
 */
export const COUPON_PENDING_MINUTES = 30;

/** The order type of an order. */
export function couponOrderType(isDelivery: boolean): CouponOrderType {
  return isDelivery ? "delivery" : "pickup";
}
