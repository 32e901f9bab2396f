import { COUPON_PENDING_MINUTES } from "@forno/domain/coupons";
import { CANCELLED_ORDER_STATES } from "@forno/domain/order-reading";
import { sqlWordList } from "../../db/sql-text";

const CANCELLED = sqlWordList(CANCELLED_ORDER_STATES);

/**
 * A coupon by its code and what its caps count at `$3` (growth.md section 1), in ONE statement:
 * the coupon's rules; the uses it holds (its counted orders, `uses`, plus the orders waiting for
 * payment created in the last 30 minutes); the uses of client `$2` and whether the client has a
 * counted order (operations.md section 4), both under the client's id, CPF or phone (a new
 * account with a known phone is the same customer). No row: no such coupon. $1 code (upper case),
 * $2 client id (null: nobody signed in), $3 now.
 */
export const COUPON_USE = `
WITH c AS (SELECT * FROM coupons WHERE code = $1::text),
who AS (
  SELECT k.id
  FROM clients AS me
  JOIN clients AS k ON k.id = me.id OR (me.document IS NOT NULL AND k.document = me.document) OR (me.phone IS NOT NULL AND k.phone = me.phone)
  WHERE me.id = $2::integer
),
since AS (SELECT $3::timestamptz - interval '${COUPON_PENDING_MINUTES} minutes' AS at)
SELECT json_build_object(
         'id', c.id, 'code', c.code, 'name', c.name, 'kind', c.kind, 'value', c.value, 'max_discount', c.max_discount,
         'min_subtotal', c.min_subtotal, 'applies_to_groups', c.applies_to_groups, 'first_order_only', c.first_order_only,
         'max_uses', c.max_uses, 'max_uses_per_client', c.max_uses_per_client, 'starts_at', c.starts_at, 'ends_at', c.ends_at,
         'weekdays', c.weekdays, 'time_from', c.time_from, 'time_to', c.time_to, 'order_types', c.order_types,
         'channels', c.channels, 'active', c.active)::text AS coupon,
       (c.uses + (SELECT count(*) FROM orders AS o, since AS s
                  WHERE o.coupon_id = c.id AND o.current_state = 'PENDING' AND o.created_at > s.at))::text AS uses_taken,
       (SELECT count(*) FROM orders AS o, since AS s
        WHERE o.coupon_id = c.id AND o.client_id IN (SELECT id FROM who)
          AND ((o.paid_at IS NOT NULL AND o.current_state NOT IN (${CANCELLED})) OR (o.current_state = 'PENDING' AND o.created_at > s.at)))::text AS client_uses,
       EXISTS (SELECT 1 FROM orders AS o
               WHERE o.client_id IN (SELECT id FROM who) AND o.paid_at IS NOT NULL AND o.current_state NOT IN (${CANCELLED}))::text AS known_client
FROM c`;
