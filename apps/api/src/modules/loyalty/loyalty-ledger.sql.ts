import { CANCELLED_ORDER_STATES } from "@forno/domain/order-reading";
import { sqlWordList } from "../../db/sql-text";

const CANCELLED = sqlWordList(CANCELLED_ORDER_STATES);

/**
 * The loyalty ledgers of clients $1 (integer[]), one row per client, in ONE statement: every entry
 * oldest first (instants as epoch ms; the order's number for the history's text), and the holds of
 * the client's reward orders neither paid nor cancelled (decision 3200): each one's stamps, and
 * when it was placed if it still waits for payment (a hold that lapses; decision 3213).
 */
export const CLIENT_LEDGERS = `
SELECT c.id::text AS client_id,
       (SELECT json_agg(json_build_object(
                 'id', e.id, 'at', (extract(epoch FROM e.at) * 1000)::bigint, 'kind', e.kind, 'change', e.change,
                 'order_id', e.order_id, 'order_number', o.external_id, 'staff_id', e.staff_id, 'staff_name', s.name, 'reason', e.reason,
                 'expires_at', (extract(epoch FROM e.expires_at) * 1000)::bigint) ORDER BY e.at, e.id)
          FROM loyalty_entries AS e LEFT JOIN orders AS o ON o.id = e.order_id LEFT JOIN staff_users AS s ON s.id = e.staff_id
         WHERE e.client_id = c.id)::text AS entries,
       (SELECT json_agg(json_build_object(
                 'stamps', o.reward_stamps,
                 'pending_since', CASE WHEN o.current_state = 'PENDING' THEN (extract(epoch FROM o.created_at) * 1000)::bigint END))
          FROM orders AS o
         WHERE o.client_id = c.id AND o.reward_stamps > 0 AND o.paid_at IS NULL AND o.current_state NOT IN (${CANCELLED}))::text AS holds
FROM unnest($1::integer[]) AS c(id)`;

/** The `loyalty.*` settings as one JSON object. */
export const LOYALTY_SETTINGS = `SELECT json_object_agg(key, value)::text AS settings FROM settings WHERE key LIKE 'loyalty.%'`;

/**
 * Client $1's row, locked until the transaction ends (`FOR UPDATE`): the orders that use the
 * reward and the staff's adjustments of that client run one after the other. No row: no such
 * client, or an anonymised one.
 */
export const LOCK_CLIENT = `SELECT id::text AS id FROM clients WHERE id = $1::integer AND removed_at IS NULL FOR UPDATE`;

/** Client $1, when it exists and is not anonymised (a read: no lock). */
export const CLIENT_EXISTS = `SELECT id::text AS id FROM clients WHERE id = $1::integer AND removed_at IS NULL`;

/** A staff adjustment: $1 client, $2 at, $3 change, $4 staff member, $5 reason, $6 expiry of the stamps added (null when taking). */
export const INSERT_ADJUSTMENT = `
INSERT INTO loyalty_entries (client_id, at, kind, change, staff_id, reason, expires_at)
VALUES ($1::integer, $2::timestamptz, 'adjusted', $3::integer, $4::integer, $5::text, $6::timestamptz)
RETURNING id::text AS id`;
