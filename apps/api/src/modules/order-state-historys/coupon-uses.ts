import { type SQL, sql } from "drizzle-orm";
import { isCancelledOrderState } from "@forno/domain/order-reading";
import type { OrderState } from "@forno/domain/orders";
import { coupons, orders } from "../../db/schema";

/**
 * How a move changes its order's coupon's `uses` (growth.md section 1): +1 when the order is paid
 * for the first time (Pix, card, or payment on delivery confirmed), -1 when a paid order is
 * cancelled or refunded (a refund after a cancellation is not counted twice), 0 otherwise.
 */
export function couponUseChange(move: { from: OrderState; to: OrderState; wasPaid: boolean; firstPayment: boolean }): -1 | 0 | 1 {
  if (move.firstPayment) return 1;
  return move.wasPaid && !isCancelledOrderState(move.from) && isCancelledOrderState(move.to) ? -1 : 0;
}

/** The UPDATE of the order's coupon's uses (an order without a coupon updates no row), for a WITH clause. */
export function updateCouponUses(orderId: number, change: -1 | 1): SQL {
  return sql`UPDATE ${coupons} SET uses = uses + ${change}::integer
    WHERE id = (SELECT coupon_id FROM ${orders} WHERE id = ${orderId}::integer)`;
}
