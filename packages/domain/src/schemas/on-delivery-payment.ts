import { z } from "zod";
import { MESSAGES } from "./messages";
import { commonPaymentShape } from "./payment-common";
import { moneySchema } from "./primitives";

/** A note larger than this is surely a typo (and keeps far inside numeric(10,2)). */
export const MAX_CHANGE_FOR = 10_000;

/**
 * POST /order-payments in cash on delivery (operations.md section 3): `change_for` is the note the
 * customer pays with, in reais, or null for exact money (absent reads as null). The server checks
 * it against the order's total (422 below it).
 */
export const cashPaymentBodySchema = z.object({
  ...commonPaymentShape,
  payment_method_id: z.literal("cash"),
  change_for: moneySchema.max(MAX_CHANGE_FOR, MESSAGES.amountInvalid).nullable().default(null),
});
export type CashPaymentBody = z.output<typeof cashPaymentBodySchema>;

/** POST /order-payments with the card machine the driver brings. */
export const cardOnDeliveryPaymentBodySchema = z.object({
  ...commonPaymentShape,
  payment_method_id: z.literal("card_on_delivery"),
});
export type CardOnDeliveryPaymentBody = z.output<typeof cardOnDeliveryPaymentBodySchema>;

export type OnDeliveryPaymentBody = CashPaymentBody | CardOnDeliveryPaymentBody;

/** The kinds of payment body, in the order of `paymentBodySchema`'s union. */
export const PAYMENT_BODY_KINDS = ["pix", "cash", "card_on_delivery", "card"] as const;
export type PaymentBodyKind = (typeof PAYMENT_BODY_KINDS)[number];

/** Which body a request means, by its `payment_method_id` (any other id is a card brand). */
export function paymentBodyKind(body: unknown): PaymentBodyKind {
  const id = typeof body === "object" && body !== null ? (body as { payment_method_id?: unknown }).payment_method_id : undefined;
  return id === "pix" || id === "cash" || id === "card_on_delivery" ? id : "card";
}

export function isOnDeliveryPaymentBody<T extends { payment_method_id: string }>(body: T): body is Extract<T, { payment_method_id: "cash" | "card_on_delivery" }> {
  return body.payment_method_id === "cash" || body.payment_method_id === "card_on_delivery";
}
