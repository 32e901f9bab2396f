import { inArray } from "drizzle-orm";
import { confirmDeadline } from "@forno/domain/ifood";
import type { OrderIfood } from "@forno/domain/schemas";
import type { Executor } from "../../db/client";
import { ifoodOrders } from "../../db/schema";

export type IfoodOrderRow = typeof ifoodOrders.$inferSelect;

/** An iFood order's row as the order's `ifood` block (growth.md section 4). */
export function toOrderIfood(row: IfoodOrderRow): OrderIfood {
  const placedAt = row.placedAt.toISOString();
  return {
    placed_at: placedAt,
    confirm_by: new Date(confirmDeadline(placedAt)).toISOString(),
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
    customer_phone: row.customer.phone,
    phone_localizer: row.customer.localizer,
    customer_document: row.customer.document,
    cancellation_requested_at: row.cancellationRequestedAt?.toISOString() ?? null,
    problem: row.problem,
  };
}

/** The iFood rows of those orders, by order id: one query, made only when some order came from iFood. */
export async function ifoodRowsOf(db: Executor, orderIds: readonly number[]): Promise<Map<number, IfoodOrderRow>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.select().from(ifoodOrders).where(inArray(ifoodOrders.orderId, [...orderIds]));
  return new Map(rows.map((row) => [row.orderId, row]));
}
