import { z } from "zod";
import { isoDateTimeSchema } from "./primitives";

/** What an iFood order carries beyond any order (growth.md section 4): null on every other order. */
export const orderIfoodSchema = z.object({
  /** When the customer placed it on iFood. */
  placed_at: isoDateTimeSchema,
  /** iFood cancels it unless the store confirms by then (the desk's "Confirme em M:SS"). */
  confirm_by: isoDateTimeSchema,
  /** When iFood learnt the store confirmed it (null: not yet). */
  confirmed_at: isoDateTimeSchema.nullable(),
  /** The customer's number, or iFood's 0800 with the localizer to dial after it. */
  customer_phone: z.string().nullable(),
  phone_localizer: z.string().nullable(),
  /** CPF for the fiscal receipt, when the customer gave it. */
  customer_document: z.string().nullable(),
  /** The store asked iFood to cancel it and waits for iFood's answer ("Cancelamento solicitado"). */
  cancellation_requested_at: isoDateTimeSchema.nullable(),
  /** What went wrong telling iFood about this order, in plain Portuguese; null when all is well. */
  problem: z.string().nullable(),
});
export type OrderIfood = z.infer<typeof orderIfoodSchema>;

/** One of iFood's reasons to cancel an order (GET /orders/{id}/cancellation-reasons). */
export const ifoodCancellationReasonSchema = z.object({ code: z.string(), description: z.string() });
export type IfoodCancellationReason = z.infer<typeof ifoodCancellationReasonSchema>;

/** GET /integrations/ifood: the connector's state for the Integrações screen (growth.md section 4). */
export const ifoodIntegrationSchema = z.object({
  /** The three variables are set: Forno polls iFood. */
  enabled: z.boolean(),
  merchant_id: z.string().nullable(),
  /** The last poll was answered (200 or 204). */
  connected: z.boolean(),
  last_poll_at: isoDateTimeSchema.nullable(),
  /** iFood orders placed today (store time). */
  orders_today: z.number().int().nonnegative(),
  /** The latest problems, newest first, in plain Portuguese. */
  errors: z.array(z.object({ at: isoDateTimeSchema, message: z.string() })),
  /** The store's pause mirrored on iFood (its interruption), when there is one. */
  interruption: z.object({ id: z.string(), started_at: isoDateTimeSchema }).nullable(),
});
export type IfoodIntegration = z.infer<typeof ifoodIntegrationSchema>;

/** The answer while IFOOD_CLIENT_ID, IFOOD_CLIENT_SECRET and IFOOD_MERCHANT_ID are not all set. */
export const IFOOD_INTEGRATION_OFF: IfoodIntegration = {
  enabled: false,
  merchant_id: null,
  connected: false,
  last_poll_at: null,
  orders_today: 0,
  errors: [],
  interruption: null,
};
