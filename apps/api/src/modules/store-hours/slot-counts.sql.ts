import { CANCELLED_ORDER_STATES } from "@forno/domain/order-reading";
import { sqlWordList } from "../../db/sql-text";

/**
 * The orders that hold a place in the slots starting from $1 to $2 (timestamptz), per slot start
 * (contract section 2): scheduled orders paid, or moved past PENDING (confirmed, e.g. for payment
 * on delivery), and not cancelled or refunded, plus the unpaid ones (PENDING, never paid) created in
 * the 15 minutes before $3 (the request's now), so a customer paying now keeps the place while abandoned carts free it.
 * One text for the listing (GET /orders/slots) and the check under the slot's lock (POST /orders).
 */
export const SLOT_COUNTS = `
SELECT (extract(epoch FROM scheduled_time) * 1000)::bigint::text AS start, count(*)::text AS count
FROM orders
WHERE is_scheduled AND scheduled_time BETWEEN $1::timestamptz AND $2::timestamptz
  AND current_state NOT IN (${sqlWordList(CANCELLED_ORDER_STATES)})
  AND (paid_at IS NOT NULL
       OR current_state NOT IN ('CART', 'PENDING', 'ERROR')
       OR (current_state = 'PENDING' AND created_at > $3::timestamptz - interval '15 minutes'))
GROUP BY scheduled_time`;

/** The advisory-lock namespace of the slots (pg_advisory_xact_lock(namespace, minute of the slot)). */
export const SLOT_LOCK_NAMESPACE = 1_603;
