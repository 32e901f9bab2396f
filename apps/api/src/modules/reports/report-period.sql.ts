import { CANCELLED_ORDER_STATES } from "@forno/domain/order-reading";
import { sqlWordList } from "../../db/sql-text";

/** The domain's cancelled states (operations.md section 4), for the statements' text. */
export const CANCELLED_STATES_SQL = sqlWordList(CANCELLED_ORDER_STATES);

/**
 * The orders of a report period (contract part 2, section 4): every order with a PAID entry in its
 * history between the start of local date $2 and the end of local date $3 in time zone $1, with
 * the first such entry's time (`paid_at`, and `local_paid` on the store's wall clock) and whether
 * it is cancelled (current state among the domain's CANCELLED_ORDER_STATES) or counted. `discount`
 * is the order's discount (a coupon's, the loyalty reward's when `reward_stamps` > 0, a marketplace's:
 * decision 3406): what it brought is amount + delivery_fee - discount (growth.md section 1).
 * Shared by the summary and the CSV export. The scan uses the partial index on PAID entries;
 * `period_ids` is the band of ids the period's orders lie in.
 */
export const PERIOD_ORDERS_CTE = `
bounds AS (
  SELECT z.tz,
         ($2::date)::timestamp AT TIME ZONE z.tz AS starts,
         ($3::date + 1)::timestamp AT TIME ZONE z.tz AS ends
  FROM (SELECT $1::text AS tz) AS z
),
paid AS (
  SELECT h.order_id, min(h.created_at) AS paid_at
  FROM order_state_history AS h, bounds AS b
  WHERE h.to_state = 'PAID' AND h.created_at >= b.starts AND h.created_at < b.ends
  GROUP BY h.order_id
),
-- The period's orders sit in a narrow band of ids (an order is paid minutes after it is placed):
-- each table is read once over that band by an index range and joined in memory, instead of one
-- index descent per order (decision 1803). An order paid long after it was placed widens the band,
-- never the answer.
period_ids AS (SELECT min(order_id) AS low, max(order_id) AS high FROM paid),
period_orders AS MATERIALIZED (
  SELECT o.id, o.external_id, o.client_id, o.amount, o.delivery_fee, o.discount, o.coupon_code, o.reward_stamps, o.is_delivery, o.channel, o.current_state, p.paid_at,
         p.paid_at AT TIME ZONE b.tz AS local_paid,
         o.current_state IN (${CANCELLED_STATES_SQL}) AS cancelled
  FROM period_ids AS r
  JOIN orders AS o ON o.id BETWEEN r.low AND r.high
  JOIN paid AS p ON p.order_id = o.id,
  bounds AS b
),
counted AS MATERIALIZED (SELECT * FROM period_orders WHERE NOT cancelled)`;
