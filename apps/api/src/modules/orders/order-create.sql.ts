import { DOUGH_CATEGORY } from "@forno/domain/catalog";
import { EVENTS_CHANNEL } from "../../events/event-bus";

/** The route name under which POST /orders keeps its Idempotency-Key answers. */
export const ORDER_ROUTE = "POST /orders";

/**
 * Everything POST /orders reads, in ONE statement (decision 0402): the store's settings (with the
 * loyalty card's, growth.md section 2), the client,
 * the delivery area of the CEP, the order's products (with which of the chosen additionals each one
 * links and whether it offers an active dough), the chosen additionals themselves (linked or not, so
 * a refusal can name them), the store's hours row (decision 1605), the answer stored under the
 * Idempotency-Key, and the row ids of the
 * order to write (sequences; an id drawn for a refused order is simply never used; the human
 * external_id is drawn by the write). $1 client, $2 CEP, $3 product ids, $4 additional ids, $5 key,
 * $6 item count, $7 whether to draw the ids (a quote, POST /orders/quote, writes nothing and draws none).
 */
export const READ_ORDER_CONTEXT = `
SELECT
  (SELECT json_object_agg(s.key, s.value) FROM settings s WHERE s.key LIKE 'store_info.%' OR s.key LIKE 'operation.%' OR s.key LIKE 'loyalty.%')::text AS store,
  (SELECT json_build_object('timezone', h.timezone, 'week', h.week, 'exceptions', h.exceptions, 'paused_at', h.paused_at,
      'pause_until', h.pause_until, 'pause_reason', h.pause_reason) FROM store_hours h WHERE h.id = 1)::text AS hours,
  (SELECT json_build_object('name', c.name, 'phone', c.phone, 'email', c.email) FROM clients c WHERE c.id = $1::integer)::text AS client,
  (SELECT json_build_object('neighborhood', z.neighborhood, 'amount', z.amount) FROM ceps z WHERE z.postal_code = $2::text AND z.active)::text AS cep,
  (SELECT json_agg(json_build_object(
      'id', p.id, 'name', p.name, 'amount', p.amount, 'product_group', p.product_group, 'product_subgroup', p.product_subgroup,
      'is_fractionable', p.is_fractionable, 'is_active', p.is_active,
      'offers_dough', EXISTS (
        SELECT 1 FROM product_has_additionals l JOIN product_additionals a ON a.id = l.additional_id
        WHERE l.product_id = p.id AND a.category = '${DOUGH_CATEGORY}' AND a.is_active),
      'additional_ids', COALESCE((
        SELECT json_agg(l.additional_id) FROM product_has_additionals l WHERE l.product_id = p.id AND l.additional_id = ANY($4::integer[])
      ), '[]'::json)))
    FROM products p WHERE p.id = ANY($3::integer[]))::text AS products,
  (SELECT json_agg(json_build_object('id', a.id, 'group', a."group", 'category', a.category, 'name', a.name, 'amount', a.amount, 'is_active', a.is_active))
    FROM product_additionals a WHERE a.id = ANY($4::integer[]))::text AS additionals,
  (SELECT json_build_object('hash', k.request_hash, 'response', k.response) FROM idempotency_keys k
    WHERE k.client_id = $1::integer AND k.route = '${ORDER_ROUTE}' AND k.key = $5::text AND k.expires_at > now())::text AS stored,
  CASE WHEN $7::boolean THEN nextval('orders_id_seq') END::text AS order_id,
  CASE WHEN $7::boolean THEN nextval('order_state_history_id_seq') END::text AS history_id,
  CASE WHEN $7::boolean THEN nextval('order_event_id_seq') END::text AS event_id,
  (SELECT json_agg(nextval('order_items_id_seq')) FROM generate_series(1, CASE WHEN $7::boolean THEN $6::integer ELSE 0 END))::text AS item_ids`;

/**
 * Everything POST /orders writes, in ONE statement, all or nothing: the Idempotency-Key claim
 * (inserted, or taking over an expired key; a live key stops the whole statement), the order (its
 * external_id from order_external_id_seq), its items, its first history entry, its first event (the
 * answer, with the drawn external_id set in) and the NOTIFY, delivered when the statement commits.
 * $18 is the chosen slot of a scheduled order (null otherwise): its scheduled_time, is_scheduled.
 * $19 the channel (online, phone, counter); $20 and $21 the first history entry's actor and staff
 * member (a staff order's, decision 1710); $22 its OpenDelivery UUID; $23 to $26 its discount, coupon
 * id, coupon code and the discount's sponsor (growth.md section 1; 0 and nulls without a coupon);
 * $27 and $28 the loyalty card's stamps it earns and those its reward uses (section 2; decision 3200).
 */
export const WRITE_ORDER = `
WITH claim AS (
  INSERT INTO idempotency_keys (client_id, route, key, request_hash, status_code, response, created_at, expires_at)
  SELECT $2::integer, '${ORDER_ROUTE}', $13::text, $14::text, 201, $15::jsonb, $10::timestamptz, $16::timestamptz
  WHERE $13::text IS NOT NULL
  ON CONFLICT (client_id, route, key) DO UPDATE
    SET request_hash = EXCLUDED.request_hash, status_code = EXCLUDED.status_code, response = EXCLUDED.response,
        created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at
    WHERE idempotency_keys.expires_at < now()
  RETURNING 1 AS ok
),
go AS (SELECT ok FROM claim UNION ALL SELECT 1 WHERE $13::text IS NULL),
o AS (
  INSERT INTO orders (id, client_id, amount, delivery_fee, is_delivery, address, cart, order_notes, current_state, created_at, updated_at,
                      scheduled_time, is_scheduled, channel, opendelivery_id, discount, coupon_id, coupon_code, discount_sponsor,
                      loyalty_stamps, reward_stamps, reward_kind)
  OVERRIDING SYSTEM VALUE
  SELECT $1::integer, $2::integer, $3::numeric, $4::numeric, $5::boolean, $6::jsonb, $7::jsonb, $8::text, 'PENDING', $10::timestamptz, $10::timestamptz,
         $18::timestamptz, $18::timestamptz IS NOT NULL, $19::text, $22::uuid, $23::numeric, $24::integer, $25::text, $26::text,
         $27::integer, $28::integer, $29::text
  FROM go
  RETURNING id, external_id
),
i AS (
  INSERT INTO order_items (id, order_id, cart_index, item_group, item_id, item_id_parent, product_id, additional_id, quantity, unit_amount, amount, name, item_notes)
  OVERRIDING SYSTEM VALUE
  SELECT x.id, o.id, x.cart_index, x.item_group, x.item_id, x.item_id_parent, x.product_id, x.additional_id, x.quantity, x.unit_amount, x.amount, x.name, x.item_notes
  FROM o, jsonb_to_recordset($9::jsonb) AS x(
    id integer, cart_index integer, item_group integer, item_id integer, item_id_parent integer, product_id integer, additional_id integer,
    quantity numeric, unit_amount numeric, amount numeric, name text, item_notes text)
),
h AS (
  INSERT INTO order_state_history (id, order_id, from_state, to_state, actor, staff_user_id, created_at)
  OVERRIDING SYSTEM VALUE
  SELECT $11::integer, o.id, NULL, 'PENDING', $20::text, $21::integer, $10::timestamptz FROM o
),
e AS (
  INSERT INTO order_events (id, order_id, stream, payload, created_at)
  SELECT $12::bigint, o.id, 'order', jsonb_set($17::jsonb, '{external_id}', to_jsonb(o.external_id)), $10::timestamptz FROM o
  RETURNING id, order_id
)
SELECT o.external_id::text AS external_id,
       pg_notify('${EVENTS_CHANNEL}', json_build_object('id', e.id, 'order_id', e.order_id, 'stream', 'order')::text) AS notified
FROM o JOIN e ON e.order_id = o.id`;

/**
 * Whether client $1's Idempotency-Key $2 already holds a live answer: read under an order's locks,
 * so that the second of two identical requests racing for a slot, a coupon or the reward replays
 * the first one's order instead of being refused for what that order took.
 */
export const KEY_TAKEN = `
SELECT 1::text AS taken FROM idempotency_keys
 WHERE client_id = $1::integer AND route = '${ORDER_ROUTE}' AND key = $2::text AND expires_at > now()`;
