import type { MoveWrite } from "./state-move";
import { couponUseChange, updateCouponUses } from "./coupon-uses";
import { pendingFiscalNote } from "./fiscal-note-write";
import { loyaltyEntriesFor } from "./loyalty-writes";
import { insertOpenDeliveryEvent, openDeliveryEventFor } from "./opendelivery-feed";

export type { MoveWrite, StateMove } from "./state-move";

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
 * one list, in this order. Growth.md's counters are here (coupon uses and the loyalty card's
 * ledger, counted or given back with the move), and so is the NFC-e's pending row (issued after the commit by
 * its follower). What calls the outside world is not here: it follows the committed `order`
 * events (src/events/order-event-followers.ts).
 */
export const MOVE_WRITES: readonly MoveWrite[] = [openDeliveryFeed, couponUses, loyaltyEntriesFor, pendingFiscalNote];
