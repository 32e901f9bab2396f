import { PERIOD_ORDERS_CTE } from "./report-period.sql";

/**
 * The rows of GET /reports/orders.csv ($1 time zone, $2 from, $3 to): counted and cancelled orders
 * of the period, oldest PAID entry first, with the client, the method of the approved payment (the
 * latest, when a refund was followed by another payment) and the local PAID time.
 */
export const REPORT_ORDERS = `
WITH ${PERIOD_ORDERS_CTE}
SELECT p.external_id::text AS external_id,
       to_char(p.local_paid, 'DD/MM/YYYY HH24:MI') AS paid_at,
       c.name AS client_name,
       c.phone AS client_phone,
       p.channel AS channel,
       p.is_delivery::text AS is_delivery,
       (SELECT op.payment_method FROM order_payments AS op
        WHERE op.order_id = p.id AND op.approved_at IS NOT NULL
        ORDER BY op.approved_at DESC, op.id DESC LIMIT 1) AS payment_method,
       p.amount::text AS amount,
       p.delivery_fee::text AS delivery_fee,
       (p.amount + p.delivery_fee)::text AS total,
       p.current_state::text AS state
FROM period_orders AS p JOIN clients AS c ON c.id = p.client_id
ORDER BY p.paid_at, p.id`;
