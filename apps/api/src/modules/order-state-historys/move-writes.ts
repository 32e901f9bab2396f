import type { SQL } from "drizzle-orm";
import type { OrderState } from "@forno/domain/orders";
import { couponUseChange, updateCouponUses } from "./coupon-uses";
import { insertOpenDeliveryEvent, openDeliveryEventFor } from "./opendelivery-feed";

/** A state move being written: what each of its in-transaction consequences reads. */
export interface StateMove {
  orderId: number;
  from: OrderState;
  to: OrderState;
  /** The order had been paid before this move (`paid_at` set). */
  wasPaid: boolean;
  /** This move is the order's first payment (it enters PAID with `paid_at` still null). */
  firstPayment: boolean;
  at: Date;
}

/**
 * A consequence that must be atomic with the move (decision 2803): one data-modifying statement
 * (INSERT or UPDATE, no RETURNING needed) that the move runs inside its own statement as a WITH
 * clause, or null when this move has none. It reads the database as it was before the move.
 */
export type MoveWrite = (move: StateMove) => SQL | null;

/** The PDV's feed (operations.md section 7): a paid order's moves tell OpenDelivery (decision 2002). */
const openDeliveryFeed: MoveWrite = (move) => {
  if (!move.wasPaid && !move.firstPayment) return null;
  const event = openDeliveryEventFor(move.from, move.to, move.firstPayment);
  return event === null ? null : insertOpenDeliveryEvent(move.orderId, event, move.at);
};

/** A coupon's uses (growth.md section 1): counted when its order is paid, given back when it is cancelled or refunded. */
const couponUses: MoveWrite = (move) => {
  const change = couponUseChange(move);
  return change === 0 ? null : updateCouponUses(move.orderId, change);
};

/**
 * Everything a state move writes besides its history row and its order row, in its transaction:
 * one list, in this order. Growth.md's counters join here (coupon uses and loyalty stamps counted
 * or given back with the move). What calls the outside world is not here: it follows the committed
 * `order` events (src/events/order-event-followers.ts).
 */
export const MOVE_WRITES: readonly MoveWrite[] = [openDeliveryFeed, couponUses];
