import { z } from "zod";
import { MESSAGES } from "./messages";
import { addressNumberSchema } from "./address";
import { storedCartSchema } from "./order";
import { clientNameSchema } from "./client-fields";
import { cepInputSchema, idSchema, optionalTextInputSchema, pgNaturalSchema, phoneInputSchema } from "./primitives";
import { STAFF_ORDER_CHANNELS } from "../orders/order-channel";
import { DEFAULT_ORDER_NOTES } from "../orders/order-notes";
import { normalizeCouponCode } from "../coupons/coupon-code";
import { FRACTION_VALUES, MAX_WHOLE_QUANTITY } from "../fractions/fraction-values";

// Defined with the order rules (zod-free, so the storefront's cart can import it without zod).
export { DEFAULT_ORDER_NOTES };

/**
 * A line's quantity: a whole number from 1 to 99, or exactly one of the pizza fractions (seed 000
 * section 9); anything else is refused with one message (decision 2900). The same rule as the
 * domain's `isAllowedQuantity`, written as a union so the OpenAPI document shows both branches.
 */
export const orderQuantitySchema = z.union(
  [
    z.number(MESSAGES.quantityInvalid).int(MESSAGES.quantityInvalid).min(1, MESSAGES.quantityInvalid).max(MAX_WHOLE_QUANTITY, MESSAGES.quantityInvalid),
    z.literal(FRACTION_VALUES, MESSAGES.quantityInvalid),
  ],
  { error: MESSAGES.quantityInvalid },
);

/**
 * One flat item of the creation body (architecture section 5): a product row has
 * item_id = product_id and item_id_parent null; an additional row has item_id = the
 * ProductAdditional id and item_id_parent = the product id. item_group is shared by one pizza.
 */
export const orderItemInputSchema = z.object({
  cart_index: pgNaturalSchema,
  item_id: idSchema,
  item_id_parent: idSchema.nullable(),
  item_group: pgNaturalSchema,
  product_id: idSchema,
  quantity: orderQuantitySchema,
  item_notes: z.string().trim().max(500).nullish().transform((value) => (value ? value : null)),
});
export type OrderItemInput = z.output<typeof orderItemInputSchema>;

/** The delivery address fields of the creation body (`address` is the street). */
export const orderAddressInputSchema = z.object({
  id: idSchema.optional(),
  address: z.string({ error: MESSAGES.streetRequired }).trim().min(1, MESSAGES.streetRequired),
  alias: optionalTextInputSchema,
  is_default: z.boolean().default(false),
  neighborhood: optionalTextInputSchema,
  number: addressNumberSchema,
  postal_code: cepInputSchema,
  address_info: optionalTextInputSchema,
  address_notes: optionalTextInputSchema,
});
export type OrderAddressInput = z.output<typeof orderAddressInputSchema>;

/**
 * A pickup order's address is never read (the server uses the store's): whatever the client sent
 * there (an empty form, a half-typed address) is dropped before validation instead of refused.
 */
function dropPickupAddress(input: unknown): unknown {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return input;
  const body = input as Record<string, unknown>;
  if (body.is_delivery !== false || !("address" in body)) return input;
  const { address: _ignored, ...rest } = body;
  return rest;
}

/** A client staff name for an order: found by this phone, or created without a password (decision 1711). */
export const staffOrderClientSchema = z.object({ name: clientNameSchema, phone: phoneInputSchema });
export type StaffOrderClient = z.output<typeof staffOrderClientSchema>;

/**
 * POST /orders body. The address is required for delivery and ignored for pickup (the server uses the store's).
 * `client_id`, `client` and `channel` are for staff only (contract part 2, section 3; decision 1710).
 */
const orderCreateFieldsSchema = z
  .object({
    items: z.array(orderItemInputSchema).min(1, MESSAGES.cartEmpty),
    cart: storedCartSchema.default([]),
    address: orderAddressInputSchema.nullish(),
    order_notes: z
      .string()
      .trim()
      .max(500)
      .nullish()
      .transform((value) => (value ? value : DEFAULT_ORDER_NOTES)),
    is_delivery: z.boolean(),
    /** A slot start of GET /orders/slots (an ISO instant); checked by the server (scheduleRefusal, 422). */
    scheduled_for: z.string().max(64).nullish(),
    /** Staff only: an existing client's id. */
    client_id: idSchema.optional(),
    /** Staff only: the client by name and phone. */
    client: staffOrderClientSchema.optional(),
    /** Staff only: how the order was taken. */
    channel: z.enum(STAFF_ORDER_CHANNELS).optional(),
    /** A coupon's code, in any case (growth.md section 1); an unknown one is a 422 "Cupom inválido.". Empty: none. */
    coupon_code: z
      .string()
      .trim()
      .max(50)
      .nullish()
      .transform((value) => (value ? normalizeCouponCode(value) : null)),
    /** Use the loyalty card's reward (growth.md section 2); one discount per order. */
    use_reward: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.client_id !== undefined && body.client !== undefined) {
      ctx.addIssue({ code: "custom", path: ["client"], message: MESSAGES.staffOrderOneClient });
    }
    if (body.is_delivery && !body.address) {
      ctx.addIssue({ code: "custom", path: ["address"], message: MESSAGES.deliveryAddressRequired });
    }
  });
export const orderCreateBodySchema = z.preprocess(dropPickupAddress, orderCreateFieldsSchema);
export type OrderCreateBody = z.output<typeof orderCreateBodySchema>;
export type OrderCreateBodyInput = z.input<typeof orderCreateFieldsSchema>;
