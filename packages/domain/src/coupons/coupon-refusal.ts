import type { OrderChannel } from "../orders/order-channel";
import { reaisToCentavos } from "../pricing/centavos";
import { COUPON_MESSAGES, type CouponRefusalReason, minimumSubtotalMessage } from "./coupon-messages";
import { type CouponRules, couponOrderType } from "./coupon-rules";
import { couponWindowState } from "./coupon-window";

/** The order and the client a coupon is checked against. */
export interface CouponCheck {
  /** Epoch milliseconds. */
  now: number;
  /** The store's IANA zone (weekdays and hours are on its clock). */
  timeZone: string;
  isDelivery: boolean;
  channel: OrderChannel;
  /** The items' subtotal before any discount, in centavos. */
  subtotalCentavos: number;
  /** Uses the coupon holds now: counted (paid) orders plus the unpaid ones of the last 30 minutes. */
  usesTaken: number;
  /**
   * The client, or null when nobody is signed in (a quote): then only a first-order coupon asks
   * to sign in, and the per-client cap waits for POST /orders.
   */
  client: {
    /** This client's uses of the coupon (counted the same way, under their id, CPF or phone). */
    usesTaken: number;
    /** A counted order under their id, CPF or phone (operations.md section 4). */
    hasCountedOrder: boolean;
  } | null;
}

export interface CouponRefusal {
  reason: CouponRefusalReason;
  message: string;
}

const refusal = (reason: Exclude<CouponRefusalReason, "minimum">): CouponRefusal => ({ reason, message: COUPON_MESSAGES[reason] });

/**
 * Why a coupon cannot be used on an order, or null when it can (growth.md section 1), checked in
 * the contract's order: unknown or paused, not valid yet, expired, day or hour, order type (free
 * delivery needs a delivery), channel, the subtotal, the total cap, signed out with a first-order
 * coupon, the client's cap, the first order. The first refusal wins.
 */
export function couponRefusal(coupon: CouponRules | null, check: CouponCheck): CouponRefusal | null {
  if (coupon === null || !coupon.active) return refusal("invalid");
  const window = couponWindowState(coupon, check.now, check.timeZone);
  if (window !== "valid") return refusal(window);
  const type = couponOrderType(check.isDelivery);
  if (!coupon.order_types.includes(type) || (coupon.kind === "free_delivery" && type === "pickup")) {
    return refusal(type === "pickup" ? "deliveryOnly" : "pickupOnly");
  }
  // An iFood order is never among a coupon's channels (growth.md section 4).
  if (!(coupon.channels as readonly OrderChannel[]).includes(check.channel)) return refusal("channel");
  if (check.subtotalCentavos < reaisToCentavos(coupon.min_subtotal)) return { reason: "minimum", message: minimumSubtotalMessage(coupon.min_subtotal) };
  if (coupon.max_uses > 0 && check.usesTaken >= coupon.max_uses) return refusal("exhausted");
  if (check.client === null) return coupon.first_order_only ? refusal("signIn") : null;
  if (coupon.max_uses_per_client > 0 && check.client.usesTaken >= coupon.max_uses_per_client) return refusal("alreadyUsed");
  if (coupon.first_order_only && check.client.hasCountedOrder) return refusal("firstOrder");
  return null;
}
