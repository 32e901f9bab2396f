import { z } from "zod";
import { openDeliveryEventTypeSchema } from "./wire-schemas";

/**
 * The Order of OpenDelivery v1.7.0 (`GET /v1/orders/{orderId}`), written from the official OpenAPI
 * document (Abrasel-Nacional/opendelivery-v2, docs/reference/v1/openapi.yaml, schema `Order`):
 * its required fields, enums and formats. Optional fields Forno never sends are still described
 * (so a wrong value would fail), except the INDOOR block and item `indoor`, which no Forno order has.
 * Dates are UTC ISO instants (the document's guidelines); money is decimal with at most 4 places.
 */

const uuid = z.uuid();
const utcDateTime = z.iso.datetime();

/** A decimal number with at most four decimal places ("4 decimals places are accepted"). */
const decimal = z
  .number()
  .finite()
  .refine((value) => Math.abs(value * 10_000 - Math.round(value * 10_000)) < 1e-6, "at most 4 decimal places");

const currency = z.string().regex(/^[A-Z]{3}$/);

/** `Price`: a value in the currency's unit (reais, not centavos) and its ISO 4217 code. */
export const openDeliveryPriceSchema = z.object({ value: decimal, currency });

const UNITS = ["UN", "KG", "L", "OZ", "LB", "GAL"] as const;

export const OPEN_DELIVERY_PAYMENT_METHODS = [
  "CREDIT",
  "DEBIT",
  "MEAL_VOUCHER",
  "FOOD_VOUCHER",
  "DIGITAL_WALLET",
  "PIX",
  "CASH",
  "CREDIT_DEBIT",
  "COUPON",
  "REDEEM",
  "PREPAID_REDEEM",
  "OTHER",
] as const;

const CARD_BRANDS = [
  "VISA",
  "MASTERCARD",
  "DINERS",
  "AMEX",
  "HIPERCARD",
  "ELO",
  "AURA",
  "DISCOVER",
  "VR_BENEFICIOS",
  "SODEXO",
  "TICKET",
  "GOOD_CARD",
  "BANESCARD",
  "SOROCARD",
  "POLICARD",
  "VALECARD",
  "AGICARD",
  "JCB",
  "CREDSYSTEM",
  "CABAL",
  "GREEN_CARD",
  "VEROCHEQUE",
  "AVISTA",
  "OTHER",
] as const;

export const openDeliveryOptionSchema = z.object({
  index: z.number().int().optional(),
  id: uuid,
  name: z.string(),
  externalCode: z.string(),
  unit: z.enum(UNITS),
  ean: z.string().optional(),
  quantity: decimal,
  unitPrice: openDeliveryPriceSchema,
  originalPrice: openDeliveryPriceSchema.optional(),
  subtotalPrice: openDeliveryPriceSchema.optional(),
  /** quantity x unitPrice. */
  totalPrice: openDeliveryPriceSchema,
  specialInstructions: z.string().optional(),
});

export const openDeliveryItemSchema = z.object({
  id: uuid,
  index: z.number().int().optional(),
  name: z.string(),
  externalCode: z.string(),
  unit: z.enum(UNITS),
  ean: z.string().optional(),
  quantity: decimal,
  specialInstructions: z.string().optional(),
  unitPrice: openDeliveryPriceSchema,
  originalPrice: openDeliveryPriceSchema.optional(),
  scalePriceApplied: z.boolean().optional(),
  /** The sum of the options' totalPrice. */
  optionsPrice: openDeliveryPriceSchema.optional(),
  subtotalPrice: openDeliveryPriceSchema.optional(),
  /** quantity x (unitPrice + optionsPrice). */
  totalPrice: openDeliveryPriceSchema,
  options: z.array(openDeliveryOptionSchema).optional(),
});

export const openDeliveryOtherFeeSchema = z.object({
  name: z.string(),
  type: z.enum(["DELIVERY_FEE", "SERVICE_FEE", "TIP", "MIN_ORDER_FEE"]),
  receivedBy: z.enum(["MARKETPLACE", "MERCHANT", "LOGISTIC_SERVICES"]),
  receiverDocument: z.string().optional(),
  price: openDeliveryPriceSchema,
  observation: z.string().optional(),
});

const discountSchema = z.object({
  amount: openDeliveryPriceSchema,
  target: z.enum(["CART", "DELIVERY_FEE", "ITEM"]),
  targetId: z.string().optional(),
  sponsorshipValues: z.array(z.object({ name: z.enum(["MARKETPLACE", "MERCHANT", "CHAIN"]), amount: openDeliveryPriceSchema, discountCode: z.string().optional() })),
});

export const openDeliveryPaymentMethodSchema = z.object({
  value: decimal,
  currency,
  type: z.enum(["PREPAID", "PENDING"]),
  method: z.enum(OPEN_DELIVERY_PAYMENT_METHODS),
  brand: z.enum(CARD_BRANDS).optional(),
  methodInfo: z.string().optional(),
  transaction: z.object({ authorizationCode: z.string().optional(), acquirerDocument: z.string().optional() }).optional(),
  /** What the customer pays cash with ("only mandatory when method is CASH"). */
  changeFor: decimal.optional(),
});

export const openDeliveryCustomerSchema = z.object({
  id: uuid,
  name: z.string(),
  documentNumber: z.string().optional(),
  phone: z.object({ number: z.string(), extension: z.string().optional() }),
  email: z.string().optional(),
  ordersCountOnMerchant: decimal,
});

export const openDeliveryAddressSchema = z.object({
  country: z.string().regex(/^[A-Z]{2}$/),
  state: z.string(),
  city: z.string(),
  district: z.string(),
  street: z.string(),
  number: z.string(),
  complement: z.string().optional(),
  reference: z.string().optional(),
  formattedAddress: z.string(),
  postalCode: z.string(),
  coordinates: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
});

const deliverySchema = z.object({
  deliveredBy: z.enum(["MERCHANT", "MARKETPLACE"]),
  deliveryAddress: openDeliveryAddressSchema,
  estimatedDeliveryDateTime: utcDateTime,
  deliveryDateTime: utcDateTime.optional(),
  pickupCode: z.string().optional(),
});

export const openDeliveryOrderSchema = z
  .object({
    id: uuid,
    type: z.enum(["DELIVERY", "TAKEOUT", "INDOOR"]),
    displayId: z.string(),
    sourceAppId: uuid.optional(),
    salesChannel: z.string().optional(),
    virtualBrand: z.string().optional(),
    category: z.enum(["FOOD", "GROCERY", "DRUGSTORE", "PETSTORE"]).optional(),
    createdAt: utcDateTime,
    lastEvent: openDeliveryEventTypeSchema.optional(),
    orderTiming: z.enum(["INSTANT", "SCHEDULED", "ONDEMAND"]),
    preparationStartDateTime: utcDateTime,
    merchant: z.object({ id: z.string().min(36).max(100), name: z.string().max(500) }),
    items: z.array(openDeliveryItemSchema),
    otherFees: z.array(openDeliveryOtherFeeSchema).optional(),
    discounts: z.array(discountSchema).optional(),
    total: z.object({
      itemsPrice: openDeliveryPriceSchema,
      otherFees: openDeliveryPriceSchema,
      discount: openDeliveryPriceSchema,
      orderAmount: openDeliveryPriceSchema,
    }),
    payments: z.object({ prepaid: decimal, pending: decimal, methods: z.array(openDeliveryPaymentMethodSchema) }),
    taxInvoice: z.object({ issued: z.boolean().optional(), taxInvoiceURL: z.string().optional() }).optional(),
    customer: openDeliveryCustomerSchema.optional(),
    schedule: z.object({ scheduledDateTimeStart: utcDateTime, scheduledDateTimeEnd: utcDateTime }).optional(),
    orderPriority: z.enum(["PRIORITY1", "PRIORITY2", "PRIORITY3", "PRIORITY4", "PRIORITY5"]).optional(),
    delivery: deliverySchema.optional(),
    takeout: z.object({ mode: z.enum(["DEFAULT", "PICKUP_AREA"]), takeoutDateTime: utcDateTime }).optional(),
    sendPreparing: z.boolean().optional(),
    sendDelivered: z.boolean().optional(),
    sendPickedUp: z.boolean().optional(),
    sendTracking: z.boolean().optional(),
    extraInfo: z.string().optional(),
  })
  // The document's conditional requirements ("REQUIRED if ...").
  .refine((order) => order.type !== "DELIVERY" || (order.delivery !== undefined && order.customer !== undefined), {
    message: "a DELIVERY order needs delivery and customer",
    path: ["delivery"],
  })
  .refine((order) => order.type !== "TAKEOUT" || order.takeout !== undefined, { message: "a TAKEOUT order needs takeout", path: ["takeout"] })
  .refine((order) => order.orderTiming !== "SCHEDULED" || order.schedule !== undefined, { message: "a SCHEDULED order needs schedule", path: ["schedule"] })
  .refine((order) => order.payments.methods.every((method) => method.method !== "CASH" || method.changeFor !== undefined), {
    message: "a CASH method needs changeFor",
    path: ["payments", "methods"],
  });

export type OpenDeliveryOrder = z.infer<typeof openDeliveryOrderSchema>;
export type OpenDeliveryItem = z.infer<typeof openDeliveryItemSchema>;
export type OpenDeliveryOption = z.infer<typeof openDeliveryOptionSchema>;
export type OpenDeliveryPrice = z.infer<typeof openDeliveryPriceSchema>;
export type OpenDeliveryPaymentMethod = z.infer<typeof openDeliveryPaymentMethodSchema>;
export type OpenDeliveryCustomer = z.infer<typeof openDeliveryCustomerSchema>;
export type OpenDeliveryAddress = z.infer<typeof openDeliveryAddressSchema>;
