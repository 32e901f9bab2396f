import { type SQL, sql } from "drizzle-orm";
import { LOYALTY_SETTING_DEFAULTS } from "@forno/domain/loyalty";
import { isCancelledOrderState } from "@forno/domain/order-reading";
import { loyaltyEntries, orders, settings } from "../../db/schema";
import type { StateMove } from "./state-move";

/**
 * `loyalty.stamp_days` as the settings table holds it now, in days (its default when missing or not
 * a number of 1 to 730: the value is checked when written, this only keeps a move from failing).
 */
const STAMP_DAYS = sql`COALESCE((
  SELECT CASE WHEN ${settings.value} ~ '^[0-9]{1,3}$' THEN CASE WHEN ${settings.value}::integer BETWEEN 1 AND 730 THEN ${settings.value}::integer END END
    FROM ${settings} WHERE ${settings.key} = 'loyalty.stamp_days'), ${Number(LOYALTY_SETTING_DEFAULTS["loyalty.stamp_days"])}::integer)`;

/** No entry of this kind for this order yet: each is written once, whatever the instances. */
const notWritten = (orderId: number, kind: SQL) => sql`NOT EXISTS (SELECT 1 FROM ${loyaltyEntries} WHERE order_id = ${orderId}::integer AND kind = ${kind})`;

/**
 * The order's stamps, earned when it reaches DELIVERED (growth.md section 2): `loyalty_stamps`
 * counted when it was placed, for its client, each expiring `loyalty.stamp_days` (as the settings
 * say now) 24-hour days later.
 */
function earned(move: StateMove): SQL {
  const at = move.at.toISOString();
  return sql`INSERT INTO ${loyaltyEntries} (client_id, at, kind, change, order_id, expires_at)
    SELECT o.client_id, ${at}::timestamptz, 'earned', o.loyalty_stamps, o.id, ${at}::timestamptz + make_interval(hours => 24 * ${STAMP_DAYS})
      FROM ${orders} AS o
     WHERE o.id = ${move.orderId}::integer AND o.client_id IS NOT NULL AND o.loyalty_stamps > 0 AND ${notWritten(move.orderId, sql`'earned'`)}
    ON CONFLICT DO NOTHING`;
}

/** The reward's stamps, consumed when its order is paid for the first time. */
function redeemed(move: StateMove): SQL {
  return sql`INSERT INTO ${loyaltyEntries} (client_id, at, kind, change, order_id)
    SELECT o.client_id, ${move.at.toISOString()}::timestamptz, 'redeemed', -o.reward_stamps, o.id
      FROM ${orders} AS o
     WHERE o.id = ${move.orderId}::integer AND o.client_id IS NOT NULL AND o.reward_stamps > 0 AND ${notWritten(move.orderId, sql`'redeemed'`)}
    ON CONFLICT DO NOTHING`;
}

/**
 * A cancelled or refunded order gives back what its entries did: the stamps it earned are taken back,
 * the reward it redeemed is given back (its very stamps, with their own expiry: `loyaltyBalance`).
 */
function undone(move: StateMove): SQL {
  const kind = sql`CASE e.kind WHEN 'earned' THEN 'taken_back' ELSE 'given_back' END`;
  return sql`INSERT INTO ${loyaltyEntries} (client_id, at, kind, change, order_id)
    SELECT e.client_id, ${move.at.toISOString()}::timestamptz, ${kind}, -e.change, e.order_id
      FROM ${loyaltyEntries} AS e
     WHERE e.order_id = ${move.orderId}::integer AND e.kind IN ('earned', 'redeemed') AND ${notWritten(move.orderId, kind)}
    ON CONFLICT DO NOTHING`;
}

/**
 * The loyalty ledger's entries a move writes (decision 3200), in its own statement: `earned` on
 * reaching DELIVERED; `redeemed` on the first payment of an order using the reward; `taken_back`
 * and `given_back` on entering a cancelled state (cancelled or refunded) from one that is not. Each
 * is written at most once per order (NOT EXISTS under the order's row lock, and the unique index).
 */
export function loyaltyEntriesFor(move: StateMove): SQL | null {
  if (move.to === "DELIVERED") return earned(move);
  if (move.firstPayment) return redeemed(move);
  if (isCancelledOrderState(move.to) && !isCancelledOrderState(move.from)) return undone(move);
  return null;
}
