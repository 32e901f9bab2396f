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
    .select({ id: orders.opendeliveryId })
    .from(orders)
    .where(and(eq(orders.opendeliveryId, orderId), isNotNull(orders.paidAt)));
  return row === undefined ? undefined : { id: row.id };
}
