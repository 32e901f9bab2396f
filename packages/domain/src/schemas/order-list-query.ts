import type { z } from "zod";
import { listQuerySchema, whereIntegerSchema, whereTextSchema } from "./list-query";
import { orderStateSchema } from "./order-state";

export const ORDER_SORT_FIELDS = ["id", "external_id", "client_name", "scheduled_time", "created_at"] as const;

/** GET /orders: the storefront sends order_id=desc, take=20, skip, where_not_to_state=PENDING. */
export const orderListQuerySchema = listQuerySchema({
  where: {
    where_external_id: whereIntegerSchema,
    where_client_name: whereTextSchema,
    where_client_phone: whereTextSchema,
    where_to_state: orderStateSchema.optional(),
    where_not_to_state: orderStateSchema.optional(),
  },
  order: ORDER_SORT_FIELDS,
});
export type OrderListQuery = z.output<typeof orderListQuerySchema>;
