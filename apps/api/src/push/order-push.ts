import { sql } from "drizzle-orm";
import type { Order } from "@forno/domain/schemas";
import type { Executor } from "../db/client";
import { orders, pushSubscriptions } from "../db/schema";
import type { StreamEvent } from "../events/event-bus";
import type { OrderEventFollower } from "../events/order-event-followers";
import { customerOrderMessage, staffNewOrderMessage } from "./order-push-message";
import type { PushSender, PushTarget } from "./push-sender";

/** The Web Push follower's name in `order_event_claims`. */
export const WEB_PUSH_FOLLOWER = "web-push";

interface TargetRow {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  staff: boolean;
}

/** The order owner's subscriptions and, when asked, every staff subscription. */
async function targetsOf(db: Executor, orderId: number, withStaff: boolean): Promise<TargetRow[]> {
  const result = await db.execute(sql`
    SELECT s.id, s.endpoint, s.p256dh, s.auth, false AS staff
      FROM ${pushSubscriptions} s JOIN ${orders} o ON o.client_id = s.client_id
     WHERE o.id = ${orderId}
    UNION ALL
    SELECT s.id, s.endpoint, s.p256dh, s.auth, true AS staff
      FROM ${pushSubscriptions} s
     WHERE ${withStaff}::boolean AND s.staff_user_id IS NOT NULL`);
  return (result as unknown as { rows: TargetRow[] }).rows.map((row) => ({ ...row, id: Number(row.id) }));
}

const targetOf = ({ id, endpoint, p256dh, auth }: TargetRow): PushTarget => ({ id, endpoint, p256dh, auth });

const messagesOf = (event: StreamEvent) => {
  const order = JSON.parse(event.data) as Order;
  return { customer: customerOrderMessage(order), staff: staffNewOrderMessage(order) };
};

/**
 * Every committed change of an order (state moves, payment approval: each publishes the whole order
 * on the `order` stream) becomes a push to its owner's subscriptions, and a newly paid order a push
 * to the staff's. A follower of the order's events (decision 2803): claimed once whatever the
 * instances, after the commit, never slowing or failing a request; old news (10 minutes) is not
 * pushed. The sender queues and handles the push services' answers itself: one attempt.
 */
export function webPushFollower(deps: { db: Executor; sender: PushSender }): OrderEventFollower {
  const { db, sender } = deps;
  return {
    name: WEB_PUSH_FOLLOWER,
    attempts: 1,
    retryAfterMs: 0,
    freshFor: "10 minutes",
    wants: (event) => {
      const { customer, staff } = messagesOf(event);
      return customer !== undefined || staff !== undefined;
    },
    handle: async (event) => {
      const { customer, staff } = messagesOf(event);
      const rows = await targetsOf(db, event.orderId, staff !== undefined);
      if (customer !== undefined) sender.send(rows.filter((row) => !row.staff).map(targetOf), customer);
      if (staff !== undefined) sender.send(rows.filter((row) => row.staff).map(targetOf), staff);
    },
  };
}
