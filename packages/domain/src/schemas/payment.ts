import { z } from "zod";
import { isValidCardNumber, SECURITY_CODE_PATTERN } from "../validators/luhn";
import { MESSAGES } from "./messages";
import { cardOnDeliveryPaymentBodySchema, cashPaymentBodySchema, paymentBodyKind } from "./on-delivery-payment";
import { commonPaymentShape } from "./payment-common";
import { idSchema, isoDateTimeSchema, moneySchema, optionalEmailInputSchema } from "./primitives";

/** Card and Pix through the provider; `cash` and `card_on_delivery` paid to the driver (operations.md section 3). */
export const paymentMethodSchema = z.enum(["credit_card", "bank_transfer", "cash", "card_on_delivery"]);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** Payment statuses as the provider names them (payments.md). */
export const paymentStatusSchema = z.enum(["pending", "approved", "in_process", "rejected", "cancelled", "refunded"]);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** One row of an order's OrderPayment list. */
export const orderPaymentSchema = z.object({
  id: idSchema,
  payment_method: paymentMethodSchema,
  status: paymentStatusSchema,
  transaction_amount: moneySchema,
  /** Cash on delivery: the note the customer pays with (reais); null for exact money and every other method. */
  change_for: moneySchema.nullable(),
  created_at: isoDateTimeSchema,
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/** POST /order-payments for Pix (seed 001 section 7). */
export const pixPaymentBodySchema = z.object({
  ...commonPaymentShape,
  payment_method_id: z.literal("pix"),
  payer: z.object({ email: optionalEmailInputSchema }).optional(),
});
export type PixPaymentBody = z.output<typeof pixPaymentBodySchema>;

/** Raw card data, only for the sandbox provider's own form (architecture section 7). */
export const sandboxCardSchema = z.object({
  number: z.string({ error: MESSAGES.cardNumberInvalid }).refine(isValidCardNumber, MESSAGES.cardNumberInvalid).transform((value) => value.replace(/[\s-]/g, "")),
  cardholder_name: z.string({ error: MESSAGES.cardholderRequired }).trim().min(1, MESSAGES.cardholderRequired),
  expiration_month: z.number({ error: MESSAGES.cardExpiryInvalid }).int().min(1, MESSAGES.cardExpiryInvalid).max(12, MESSAGES.cardExpiryInvalid),
  expiration_year: z.number({ error: MESSAGES.cardExpiryInvalid }).int().min(2000, MESSAGES.cardExpiryInvalid).max(2100, MESSAGES.cardExpiryInvalid),
  security_code: z.string({ error: MESSAGES.securityCodeInvalid }).regex(SECURITY_CODE_PATTERN, MESSAGES.securityCodeInvalid),
});
export type SandboxCard = z.output<typeof sandboxCardSchema>;

/**
 * POST /order-payments for a card: the provider form's data (token, issuer_id, payment_method_id,
 * installments, payer) plus our fields. One of `token` (Mercado Pago), `card` (sandbox) or
 * `card_id` (a saved card) must be present. At most 1 installment.
 */
export const cardPaymentBodySchema = z
  .object({
    ...commonPaymentShape,
    payment_method_id: z
      .string()
      .trim()
      .min(1)
      .refine((value) => paymentBodyKind({ payment_method_id: value }) === "card"),
    token: z.string().min(1).optional(),
    card: sandboxCardSchema.optional(),
    card_id: z.string().min(1).optional(),
    issuer_id: z.union([z.string(), z.number()]).transform(String).optional(),
    installments: z.literal(1, { error: MESSAGES.installmentsInvalid }).default(1),
    payer: z
      .object({
        email: optionalEmailInputSchema,
        identification: z.object({ type: z.string(), number: z.string() }).optional(),
      })
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.token && !body.card && !body.card_id) ctx.addIssue({ code: "custom", path: ["token"], message: MESSAGES.cardDataMissing });
  });
export type CardPaymentBody = z.output<typeof cardPaymentBodySchema>;

/** Any payment body, in the order of PAYMENT_BODY_KINDS. Use `paymentBodyKind` first to report the right schema's messages. */
export const paymentBodySchema = z.union([pixPaymentBodySchema, cashPaymentBodySchema, cardOnDeliveryPaymentBodySchema, cardPaymentBodySchema]);
export type PaymentBody = z.output<typeof paymentBodySchema>;
/** The bodies a payment provider charges (Pix and card); the others are paid on delivery. */
export type ProviderPaymentBody = PixPaymentBody | CardPaymentBody;

export function isPixPaymentBody(body: unknown): boolean {
  return paymentBodyKind(body) === "pix";
}

/** Pix data carried to /checkout/pix. */
export const pixDataSchema = z.object({ qr_code: z.string(), qr_code_base64: z.string() });
export type PixData = z.infer<typeof pixDataSchema>;

/** Answer of POST /order-payments: the provider's payment, with the Pix QR data for Pix. */
export const paymentResponseSchema = z.object({
  id: z.union([z.string(), z.number()]),
  status: paymentStatusSchema,
  status_detail: z.string().nullish(),
  external_reference: z.string().nullish(),
  /** What was charged: the server's own total of the order (amount + delivery_fee). */
  transaction_amount: moneySchema.optional(),
  point_of_interaction: z
    .object({ transaction_data: pixDataSchema.extend({ ticket_url: z.string().nullish() }).optional() })
    .optional(),
});
export type PaymentResponse = z.infer<typeof paymentResponseSchema>;

/** One `data:` of GET /order-payments/sse/{orderId}. */
export const paymentEventSchema = z.object({ status: paymentStatusSchema });
export type PaymentEvent = z.infer<typeof paymentEventSchema>;

/** One saved card of GET /order-payments/cards. */
export const savedCardSchema = z.object({
  id: z.string(),
  customer_id: z.string(),
  cardholder: z.object({ name: z.string() }),
  issuer: z.object({ name: z.string() }),
  last_four_digits: z.string().regex(/^\d{4}$/),
  payment_method: z.object({ name: z.string(), secure_thumbnail: z.string() }),
});
export type SavedCard = z.infer<typeof savedCardSchema>;
