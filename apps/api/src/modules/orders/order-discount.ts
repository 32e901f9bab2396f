import { type DiscountBase, DISCOUNT_MESSAGES } from "@forno/domain/discounts";
import type { LoyaltyReward } from "@forno/domain/loyalty";
import type { OrderChannel } from "@forno/domain/orders";
import { centavosToReais } from "@forno/domain/pricing";
import type { OrderCreateBody } from "@forno/domain/schemas";
import type { RawQuery } from "../../db/raw";
import { unprocessable } from "../../lib/http-errors";
import { type CouponVerdict, couponVerdict, readCouponUse } from "../coupons/coupon-use.service";

/** What an order stores of its discount: a coupon's (growth.md section 1) or the loyalty card's reward (section 2). */
export interface OrderDiscount {
  /** Reais. */
  discount: number;
  couponId: number | null;
  couponCode: string | null;
  discountSponsor: "store" | null;
  /** The stamps the reward uses (0 without the reward). */
  rewardStamps: number;
  /** The reward used (the program's when placed), or null. */
  rewardKind: LoyaltyReward | null;
}

export const NO_DISCOUNT: OrderDiscount = { discount: 0, couponId: null, couponCode: null, discountSponsor: null, rewardStamps: 0, rewardKind: null };

/**
 * One discount per order (growth.md sections 1 and 2): a coupon and the reward together are refused
 * first, before the reward's own rules (decision 3200). The refusal's message, or null.
 */
export function discountChoiceProblem(body: OrderCreateBody): string | null {
  return body.use_reward === true && body.coupon_code !== null ? DISCOUNT_MESSAGES.couponOrReward : null;
}

/** The order a coupon is checked against and applied to. */
export interface CouponOrder {
  code: string;
  clientId: number | null;
  channel: OrderChannel;
  isDelivery: boolean;
  subtotalCentavos: number;
  base: DiscountBase;
  timeZone: string;
  now: Date;
}

/** The coupon's verdict for an order, counted at `order.now` (under the coupon's lock when creating). */
export async function checkCoupon(query: RawQuery, order: CouponOrder): Promise<CouponVerdict> {
  const use = await readCouponUse(query, order.code, order.clientId, order.now);
  const check = { now: order.now.getTime(), timeZone: order.timeZone, isDelivery: order.isDelivery, channel: order.channel, subtotalCentavos: order.subtotalCentavos };
  return couponVerdict(use, check, order.base);
}

/**
 * POST /orders: the coupon's discount, or its refusal as a 422 with the contract's message. Runs
 * under the coupon's lock, so the caps count every order created before this one.
 */
export async function couponDiscount(query: RawQuery, order: CouponOrder): Promise<OrderDiscount> {
  const { refusal, applied } = await checkCoupon(query, order);
  if (refusal !== null || applied === null) throw unprocessable(refusal?.message ?? "");
  const { coupon, discountCentavos } = applied;
  // The store pays its own coupons; a coupon that takes nothing off this order leaves no sponsor.
  return { ...NO_DISCOUNT, discount: centavosToReais(discountCentavos), couponId: coupon.id, couponCode: coupon.code, discountSponsor: discountCentavos > 0 ? "store" : null };
}
