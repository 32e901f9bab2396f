import { z } from "zod";
import { BACKOFFICE_STATUS_CHOICES, ORDER_STATES } from "../orders/order-states";
import { IFOOD_MESSAGES } from "../ifood/ifood-texts";
import { MESSAGES } from "./messages";
import { idSchema, isoDateTimeSchema } from "./primitives";

export const orderStateSchema = z.enum(ORDER_STATES, { error: MESSAGES.statusRequired });

/** One row of OrderStateHistory (oldest first; the last one is the current state). */
export const orderStateHistorySchema = z.object({
  id: idSchema,
  to_state: orderStateSchema,
  created_at: isoDateTimeSchema,
});
export type OrderStateHistory = z.infer<typeof orderStateHistorySchema>;

/**
 * POST /order-state-historys body; `driver_id` (an active driver) only with DISPATCHED;
 * `cancellation_code` (one of iFood's reasons) with the cancellation of an iFood order.
 */
export const orderStateChangeBodySchema = z.object({
  order_id: idSchema,
  to_state: orderStateSchema,
  driver_id: idSchema.optional(),
  cancellation_code: z.string().trim().min(1, IFOOD_MESSAGES.reasonRequired).max(40).optional(),
});
export type OrderStateChangeBody = z.output<typeof orderStateChangeBodySchema>;

/** Backoffice "Atualizar status para" form: one of the nine choices (no PENDING). */
export const orderStatusFormSchema = z.object({
  status: z.enum(BACKOFFICE_STATUS_CHOICES, { error: MESSAGES.statusRequired }),
});
export type OrderStatusForm = z.infer<typeof orderStatusFormSchema>;
