import { CANCELLED_STATES_SQL, PERIOD_ORDERS_CTE } from "./report-period.sql";

/**
 * GET /reports/summary in one statement ($1 time zone, $2 from, $3 to): one text column `summary`
 * holding the JSON answer. Money is rounded to two decimals, medians (minutes) to one, top product
 * quantities to two (thirds are stored as 0.333: decision 1800).
 */
export const REPORT_SUMMARY = `
WITH ${PERIOD_ORDERS_CTE},
totals AS (
  SELECT count(*) FILTER (WHERE NOT cancelled) AS orders,
         coalesce(sum(amount + delivery_fee - discount) FILTER (WHERE NOT cancelled), 0) AS revenue,
         coalesce(sum(discount) FILTER (WHERE NOT cancelled), 0) AS discounts,
         count(*) FILTER (WHERE NOT cancelled AND reward_stamps > 0) AS rewards,
         coalesce(sum(discount) FILTER (WHERE NOT cancelled AND reward_stamps > 0), 0) AS reward_discounts,
         count(*) FILTER (WHERE cancelled) AS cancelled
  FROM period_orders
),
per_day AS (
  SELECT local_paid::date AS date, count(*) AS orders, sum(amount + delivery_fee - discount) AS revenue FROM counted GROUP BY 1
),
by_day AS (
  SELECT d.day::date AS date, coalesce(p.orders, 0) AS orders, coalesce(p.revenue, 0) AS revenue
  FROM generate_series($2::date, $3::date, interval '1 day') AS d(day)
  LEFT JOIN per_day AS p ON p.date = d.day::date
),
by_hour AS (
  SELECT extract(dow FROM local_paid)::int AS weekday, extract(hour FROM local_paid)::int AS hour, count(*) AS orders
  FROM counted
  GROUP BY 1, 2
),
kinds AS (
  SELECT EXISTS (
           SELECT 1
           FROM orders AS o JOIN order_state_history AS h ON h.order_id = o.id AND h.to_state = 'PAID' AND h.created_at < b.starts
           WHERE o.client_id = c.client_id AND o.current_state NOT IN (${CANCELLED_STATES_SQL})
         ) AS is_returning
  -- A marketplace order has no Forno client: it is nobody's first or return visit.
  FROM (SELECT DISTINCT client_id FROM counted WHERE client_id IS NOT NULL) AS c, bounds AS b
),
period_items AS MATERIALIZED (
  SELECT i.order_id, i.product_id, i.additional_id, i.quantity, i.amount
  FROM period_ids AS r
  JOIN order_items AS i ON i.order_id BETWEEN r.low AND r.high
),
top_products AS (
  SELECT i.product_id, pr.name,
         coalesce(sum(i.quantity) FILTER (WHERE i.additional_id IS NULL), 0) AS quantity,
         sum(i.amount) AS revenue
  FROM counted AS c
  JOIN period_items AS i ON i.order_id = c.id
  JOIN products AS pr ON pr.id = i.product_id
  GROUP BY i.product_id, pr.name
  ORDER BY quantity DESC, revenue DESC, i.product_id
  LIMIT 10
),
top_coupons AS (
  SELECT coupon_code AS code, count(*) AS uses, sum(discount) AS discount
  FROM counted
  WHERE coupon_code IS NOT NULL
  GROUP BY coupon_code
  ORDER BY uses DESC, discount DESC, coupon_code
  LIMIT 10
),
period_steps AS MATERIALIZED (
  SELECT h.order_id, h.to_state, h.created_at
  FROM period_ids AS r
  JOIN order_state_history AS h ON h.order_id BETWEEN r.low AND r.high AND h.to_state IN ('DISPATCHED', 'DELIVERED')
),
steps AS MATERIALIZED (
  SELECT min(h.created_at) FILTER (WHERE h.to_state = 'DISPATCHED') AS dispatched_at,
         min(h.created_at) FILTER (WHERE h.to_state = 'DELIVERED') AS delivered_at,
         c.paid_at
  FROM counted AS c
  JOIN period_steps AS h ON h.order_id = c.id AND h.created_at >= c.paid_at
  GROUP BY c.id, c.paid_at
),
medians AS (
  SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM dispatched_at - paid_at) / 60) AS prep,
         percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM delivered_at - dispatched_at) / 60)
           FILTER (WHERE delivered_at >= dispatched_at) AS delivery
  FROM steps
)
SELECT json_build_object(
  'orders', t.orders,
  'revenue', round(t.revenue, 2),
  'cancelled', t.cancelled,
  'new_clients', (SELECT count(*) FILTER (WHERE NOT is_returning) FROM kinds),
  'returning_clients', (SELECT count(*) FILTER (WHERE is_returning) FROM kinds),
  'by_day', (SELECT json_agg(json_build_object('date', to_char(date, 'YYYY-MM-DD'), 'orders', orders, 'revenue', round(revenue, 2)) ORDER BY date) FROM by_day),
  'by_hour', coalesce((SELECT json_agg(json_build_object('weekday', weekday, 'hour', hour, 'orders', orders) ORDER BY weekday, hour) FROM by_hour), '[]'::json),
  'top_products', coalesce((SELECT json_agg(json_build_object('product_id', product_id, 'name', name, 'quantity', round(quantity, 2), 'revenue', round(revenue, 2))
                                             ORDER BY quantity DESC, revenue DESC, product_id) FROM top_products), '[]'::json),
  'discounts', round(t.discounts, 2),
  'top_coupons', coalesce((SELECT json_agg(json_build_object('code', code, 'uses', uses, 'discount', round(discount, 2)) ORDER BY uses DESC, discount DESC, code) FROM top_coupons), '[]'::json),
  'rewards', json_build_object('count', t.rewards, 'discount', round(t.reward_discounts, 2)),
  'prep_minutes_median', (SELECT round(prep::numeric, 1) FROM medians),
  'delivery_minutes_median', (SELECT round(delivery::numeric, 1) FROM medians)
)::text AS summary
FROM totals AS t`;
