import { PERIOD_ORDERS_CTE } from "./report-period.sql";

/**
 * The rows of GET /reports/orders.csv ($1 time zone, $2 from, $3 to): counted and cancelled orders
 * of the period, oldest PAID entry first, with the client, the order's payments (oldest first: the
 * domain picks the one that paid), the local PAID time and the NFC-e (its access key when authorised).
 * An iFood order has no Forno client: its customer's name and number come from its own row.
 */
export const REPORT_ORDERS = `
WITH ${PERIOD_ORDERS_CTE}
SELECT p.external_id::text AS external_id,
       to_char(p.local_paid, 'DD/MM/YYYY HH24:MI') AS paid_at,
       coalesce(c.name, io.customer->>'name') AS client_name,
       c.phone AS client_phone,
       io.customer->>'phone' AS marketplace_phone,
       p.channel AS channel,
       p.is_delivery::text AS is_delivery,
       (SELECT coalesce(json_agg(json_build_object('payment_method', op.payment_method, 'status', op.status) ORDER BY op.id), '[]'::json)
        FROM order_payments AS op WHERE op.order_id = p.id)::text AS payments,
       p.amount::text AS amount,
       p.delivery_fee::text AS delivery_fee,
       p.discount::text AS discount,
       p.coupon_code AS coupon_code,
       p.current_state::text AS state,
       (SELECT CASE fn.status WHEN 'authorized' THEN fn.access_key WHEN 'cancelled' THEN 'cancelada' END
        FROM fiscal_notes AS fn WHERE fn.order_id = p.id ORDER BY fn.attempt DESC LIMIT 1) AS nfce
FROM period_orders AS p LEFT JOIN clients AS c ON c.id = p.client_id LEFT JOIN ifood_orders AS io ON io.order_id = p.id
ORDER BY p.paid_at, p.id`;
