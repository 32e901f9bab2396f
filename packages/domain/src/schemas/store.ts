import { z } from "zod";
import { onDeliveryMethodSchema } from "./on-delivery-settings";
import { AUTO_PRINT_CHOICES } from "./operation-settings";
import { cepDigitsSchema, documentDigitsSchema, phoneDigitsSchema } from "./primitives";
import { openingStateShape, operationRulesShape } from "./store-hours";

export const appearanceSchema = z.object({
  name: z.string(),
  logo_url: z.string().nullable(),
});

/** The store's own address, contact and opening state. */
export const storeInfoSectionSchema = z.object({
  phone: phoneDigitsSchema,
  street: z.string(),
  number: z.string(),
  neighborhood: z.string(),
  city: z.string(),
  state: z.string(),
  postal_code: cepDigitsSchema,
  address_notes: z.string().nullable(),
  online: z.boolean(),
  business_hours: z.string(),
  offline_message: z.string(),
});

export const operationSchema = z.object({
  /** Minutes from payment to delivery; also what 'Tempo de entrega estimado: N min' shows. */
  default_delivery_time: z.number().int().nonnegative(),
  /** The live desk (operations.md section 1): ring while an order waits in PAID. */
  alert_sound: z.boolean(),
  /** What the desk prints by itself when an order is accepted. */
  auto_print: z.enum(AUTO_PRINT_CHOICES),
  /** Ticket columns: 48 (80 mm paper) or 32 (58 mm). */
  ticket_width: z.union([z.literal(48), z.literal(32)]),
  /** A card's timer turns amber after this many minutes since payment... */
  late_after_minutes: z.number().int().positive(),
  /** ...and red after this many (always more than late_after_minutes). */
  very_late_after_minutes: z.number().int().positive(),
});

export const paymentProviderNameSchema = z.enum(["sandbox", "mercadopago"]);
export type PaymentProviderName = z.infer<typeof paymentProviderNameSchema>;

/** Which card form the storefront mounts, with the provider's public key when it has one. */
export const paymentProviderInfoSchema = z.object({
  name: paymentProviderNameSchema,
  public_key: z.string().nullable(),
});

/** How customers may pay (group `payment`): the methods of payment on delivery /checkout offers (none: []). */
export const storePaymentSchema = z.object({
  on_delivery_methods: z.array(onDeliveryMethodSchema),
});

/** The store's order of its catalogue's groups and pizza subgroups (decision 2101); names it does not list follow. */
export const catalogOrderSchema = z.object({
  group_order: z.array(z.string()),
  subgroup_order: z.array(z.string()),
});

/** GET /settings/store. */
export const storeInfoSchema = z.object({
  appearance: appearanceSchema,
  store_info: storeInfoSectionSchema,
  // Store hours and scheduling (contract section 2): the computed opening state and the rules.
  operation: operationSchema.extend({ ...openingStateShape, ...operationRulesShape }),
  payment_provider: paymentProviderInfoSchema,
  payment: storePaymentSchema,
  catalog: catalogOrderSchema,
});
export type StoreInfo = z.infer<typeof storeInfoSchema>;

export const socialLinkSchema = z.object({ network: z.string(), url: z.string() });

export const storeMessagesSchema = z.object({
  greeting: z.string(),
  note: z.string(),
  price_warning: z.string(),
});

/** GET /settings/store/details: adds social links, messages and the legal data used by the legal pages. */
export const storeDetailsSchema = storeInfoSchema.extend({
  store_info: storeInfoSectionSchema.extend({
    legal_name: z.string(),
    legal_document: documentDigitsSchema,
  }),
  social: z.array(socialLinkSchema),
  messages: storeMessagesSchema,
});
export type StoreDetails = z.infer<typeof storeDetailsSchema>;
