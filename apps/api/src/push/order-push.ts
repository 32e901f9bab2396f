import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Order } from "@forno/domain/schemas";
import type { Executor } from "../db/client";
import { orderEvents, orders, pushSubscriptions } from "../db/schema";
import { EVERY_ORDER, type EventBus, type StreamEvent } from "../events/event-bus";
import { customerOrderMessage, staffNewOrderMessage } from "./order-push-message";
import type { PushSender, PushTarget } from "./push-sender";

/** An event older than this when it reaches us (a listener catching up) is not pushed: old news. */
const FRESH_FOR = "10 minutes";

interface TargetRow {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  staff: boolean;
}

/**
 * Claims the event's push for this instance (every instance hears every event; only the one whose
 * UPDATE sets pushed_at sends) and reads, in the same statement, the order owner's subscriptions and,
 * when asked, every staff subscription. Nothing comes back when another instance claimed it first.
 */
async function claimTargets(db: Executor, eventId: number, withStaff: boolean): Promise<TargetRow[]> {
  const result = await db.execute(sql`
    WITH claimed AS (
      UPDATE ${orderEvents} SET pushed_at = now()
       WHERE id = ${eventId} AND pushed_at IS NULL AND created_at > now() - ${FRESH_FOR}::interval
      RETURNING order_id
    )
    SELECT s.id, s.endpoint, s.p256dh, s.auth, false AS staff
      FROM ${pushSubscriptions} s JOIN ${orders} o ON o.client_id = s.client_id
     WHERE o.id IN (SELECT order_id FROM claimed)
    UNION ALL
    SELECT s.id, s.endpoint, s.p256dh, s.auth, true AS staff
      FROM ${pushSubscriptions} s
     WHERE ${withStaff}::boolean AND s.staff_user_id IS NOT NULL AND EXISTS (SELECT 1 FROM claimed)`);
  return (result as unknown as { rows: TargetRow[] }).rows.map((row) => ({ ...row, id: Number(row.id) }));
}

const targetOf = ({ id, endpoint, p256dh, auth }: TargetRow): PushTarget => ({ id, endpoint, p256dh, auth });

/**
 * Every committed change of an order (state moves, payment approval: each publishes the whole order
 * on the `order` stream) becomes a push to its owner's subscriptions, and a newly paid order a push
 * to the staff's. Runs beside the requests, after their commit: a push never slows or fails one.
 */
export function startOrderPushes(deps: { db: Executor; events: EventBus; sender: PushSender; log: FastifyBaseLogger }): () => void {
  const { db, events, sender, log } = deps;
  const handle = async (event: StreamEvent) => {
    const order = JSON.parse(event.data) as Order;
    const customer = customerOrderMessage(order);
    const staff = staffNewOrderMessage(order);
    if (customer === undefined && staff === undefined) return;
    const rows = await claimTargets(db, event.id, staff !== undefined);
    if (customer !== undefined) sender.send(rows.filter((row) => !row.staff).map(targetOf), customer);
    if (staff !== undefined) sender.send(rows.filter((row) => row.staff).map(targetOf), staff);
  };
  return events.subscribe("order", EVERY_ORDER, (event) => void handle(event).catch((error: unknown) => log.error({ err: error }, "could not prepare an order's push")), {
    internal: true,
  });
}
