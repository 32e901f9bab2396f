import { z } from "zod";
import { ORDER_CHANNELS } from "../orders/order-channel";
import { orderClientSchema } from "./client";
import { DISCOUNT_SPONSORS } from "../order-reading/discount-sponsor";
import { orderFiscalSchema } from "./order-fiscal";
import { orderIfoodSchema } from "./order-ifood";
import { orderStateHistorySchema } from "./order-state";
import { orderPaymentSchema } from "./payment";
import { idSchema, isoDateTimeSchema, moneySchema } from "./primitives";

// Who pays an order's discount has its home in order-reading (with the staff's words for it).
export { DISCOUNT_SPONSORS } from "../order-reading/discount-sponsor";
export type { DiscountSponsor } from "../order-reading/discount-sponsor";

/** The address an order carries (for pickup: the store's, alias 'Retirada'). */
export const orderAddressSchema = z.object({
  address: z.string(),
  alias: z.string().nullable(),
  number: z.string(),
  neighborhood: z.string().nullable(),
  postal_code: z.string(),
  address_info: z.string().nullable(),
  address_notes: z.string().nullable(),
  /** Set only on the orders of an anonymised client, whose address keeps just neighbourhood and city (operations.md section 5). */
  city: z.string().nullable().optional(),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

/**
 * One flat item as read back. `amount` is the unit price the server applied (the product's price,
 * or the additional's), so `quantity * amount` is the row's value; `ProductAdditional` is set on
 * additional rows (item_id_parent not null). A marketplace's item that matched no Forno product
 * (decision 3401) has `product_id` and `item_id` null, and its additional rows name the id of its
 * product row as `item_id_parent`.
 */
export const orderItemSchema = z.object({
  id: idSchema,
  cart_index: z.number().int().nonnegative(),
  item_id: idSchema.nullable(),
  item_id_parent: idSchema.nullable(),
  item_group: z.number().int().nonnegative(),
  product_id: idSchema.nullable(),
  /**
   * At least 0, not more: orders stored before issue 29 may hold a 0 (0.0001 was accepted and kept
   * as 0.000); answering them must not fail. New orders carry only `orderQuantitySchema`'s values.
   */
  quantity: z.number().nonnegative(),
  item_notes: z.string().nullable(),
  amount: moneySchema,
  product: z.object({ name: z.string() }),
  ProductAdditional: z.object({ name: z.string(), category: z.string() }).nullable().optional(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** The cart as the browser stored it: kept for support, never trusted. */
export const storedCartSchema = z.array(z.record(z.string(), z.unknown()));

/** The driver an order went out with (kept here, not in driver.ts, so the storefront's order reads stay small). */
export const orderDriverSchema = z.object({ id: idSchema, name: z.string() });
export type OrderDriver = z.infer<typeof orderDriverSchema>;

/** An order as read back (POST /orders answer, GET /orders rows, GET /orders/{id}, SSE messages). */
export const orderSchema = z.object({
  id: idSchema,
  external_id: z.number().int().positive(),
  created_at: isoDateTimeSchema,
  amount: moneySchema,
  delivery_fee: moneySchema,
  /**
   * What a coupon (growth.md section 1) or a marketplace's promotion (section 4: the sum of iFood's
   * benefits) took off; 0 when none. The total is amount + delivery_fee - discount.
   */
  discount: moneySchema,
  /** The coupon used, as stored (upper case), or null. */
  coupon_code: z.string().nullable(),
  /** Who pays the discount: the store (its own coupons), the marketplace, or both ("shared", an iFood promotion split); null without a discount. */
  discount_sponsor: z.enum(DISCOUNT_SPONSORS).nullable(),
  /** The discount is the loyalty card's reward (growth.md section 2). */
  uses_reward: z.boolean(),
  /** The stamps the order earns when delivered (earned once DELIVERED; 0 without a client or with the program off when it was placed). */
  loyalty_stamps: z.number().int().nonnegative(),
  is_delivery: z.boolean(),
  order_notes: z.string().nullable(),
  address: orderAddressSchema.nullable(),
  scheduled_time: isoDateTimeSchema.nullable(),
  /** Scheduled by the customer (`scheduled_for`): scheduled_time is the chosen slot, kept when paid. */
  is_scheduled: z.boolean(),
  /** "online" from the storefront; "phone" or "counter" when staff took it (decision 1710); "ifood" from iFood (growth.md section 4). */
  channel: z.enum(ORDER_CHANNELS),
  /** A marketplace order's id there (iFood's order id) and the number its screens show (`displayId`); null otherwise. */
  external_ref: z.string().nullable(),
  display_ref: z.string().nullable(),
  OrderItem: z.array(orderItemSchema),
  OrderStateHistory: z.array(orderStateHistorySchema),
  OrderPayment: z.array(orderPaymentSchema).optional(),
  Client: orderClientSchema.nullable(),
  /** The driver it went out with (set on the move to DISPATCHED; operations section 3). */
  driver: orderDriverSchema.nullable(),
  /** When the store's PDV confirmed it through OpenDelivery (operations.md section 7); the desk shows "Confirmado no PDV". */
  opendelivery_confirmed_at: isoDateTimeSchema.nullable(),
  cart: storedCartSchema.optional(),
  /** Its NFC-e (growth.md section 3): null while none was issued. */
  fiscal: orderFiscalSchema.nullable(),
  /** An iFood order's own facts (growth.md section 4); null on every other order. */
  ifood: orderIfoodSchema.nullable(),
});
export type Order = z.infer<typeof orderSchema>;
