import { z } from "zod";
import { LOYALTY_MESSAGES } from "../loyalty/loyalty-messages";
import { idSchema, isoDateTimeSchema } from "./primitives";

/** One line of a client's stamp history, newest first. */
export const loyaltyHistoryEntrySchema = z.object({
  at: isoDateTimeSchema,
  /** Stamps added (> 0) or taken (< 0). */
  change: z.number().int(),
  reason: z.string(),
  order_id: idSchema.nullable(),
  /** The staff member of an adjustment; null otherwise. */
  staff_id: idSchema.nullable(),
  /** That staff member's name, for the history's "Quem"; null when staff_id is. */
  staff_name: z.string().nullable(),
});
export type LoyaltyHistoryEntry = z.infer<typeof loyaltyHistoryEntrySchema>;

/**
 * GET /clients/me/loyalty and staff GET /clients/{id}/loyalty (growth.md section 2): `stamps` are the
 * unexpired ones free to use (a reward order not yet paid holds its own); every `needed` is one reward.
 */
export const loyaltyCardSchema = z.object({
  enabled: z.boolean(),
  stamps: z.number().int().nonnegative(),
  needed: z.number().int().positive(),
  rewards_available: z.number().int().nonnegative(),
  next_expiry_at: isoDateTimeSchema.nullable(),
  /** What the reward is ("Uma pizza grátis (até R$ 60,00)"). */
  reward: z.string(),
  history: z.array(loyaltyHistoryEntrySchema),
});
export type LoyaltyCard = z.infer<typeof loyaltyCardSchema>;

/** The loyalty part of GET /clients/me/export: the stamps free now and every entry of the history, newest first. */
export const loyaltyExportSchema = loyaltyCardSchema.pick({ stamps: true, next_expiry_at: true, history: true });
export type LoyaltyExport = z.infer<typeof loyaltyExportSchema>;

export const LOYALTY_ADJUSTMENT_LIMIT = 100;

/** POST /clients/{id}/loyalty/adjustments: a staff correction with its reason. */
export const loyaltyAdjustmentBodySchema = z.object({
  change: z
    .number({ error: LOYALTY_MESSAGES.adjustmentChange })
    .int(LOYALTY_MESSAGES.adjustmentChange)
    .min(-LOYALTY_ADJUSTMENT_LIMIT, LOYALTY_MESSAGES.adjustmentChange)
    .max(LOYALTY_ADJUSTMENT_LIMIT, LOYALTY_MESSAGES.adjustmentChange)
    .refine((change) => change !== 0, LOYALTY_MESSAGES.adjustmentChange),
  reason: z.string({ error: LOYALTY_MESSAGES.adjustmentReason }).trim().min(3, LOYALTY_MESSAGES.adjustmentReason).max(200, LOYALTY_MESSAGES.adjustmentReason),
});
export type LoyaltyAdjustmentBody = z.output<typeof loyaltyAdjustmentBodySchema>;
export type LoyaltyAdjustmentBodyInput = z.input<typeof loyaltyAdjustmentBodySchema>;
