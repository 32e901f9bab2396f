// PLACEHOLDER: replaced by od-map's version at merge.
import { and, eq, isNotNull } from "drizzle-orm";
import type { Executor } from "../db/client";
import { orders } from "../db/schema";
import type { OpenDeliveryOrder } from "./order-schema";

export interface OpenDeliveryMerchant {
  id: string;
  name: string;
}

export async function loadOpenDeliveryOrder(db: Executor, orderId: string, _merchant: OpenDeliveryMerchant): Promise<OpenDeliveryOrder | undefined> {
  const [row] = await db
    .select({ id: orders.opendeliveryId, externalId: orders.externalId })
    .from(orders)
    .where(and(eq(orders.opendeliveryId, orderId), isNotNull(orders.paidAt)));
  // displayId (the order number) lets the e2e PDV find its order, as od-map's version does.
  return row === undefined ? undefined : { id: row.id, displayId: String(row.externalId) };
}
