import { z } from "zod";

/**
 * What iFood's Merchant API sends (growth.md section 4), read leniently: the fields Forno uses are
 * checked, anything else iFood adds is dropped. Money is reais, as iFood writes it.
 */

/** The event codes Forno acts on; any other code is stored, acknowledged and left alone. */
export const IFOOD_EVENT_CODES = {
  placed: "PLC",
  confirmed: "CFM",
  readyToPickup: "RTP",
  dispatched: "DSP",
  concluded: "CON",
  cancelled: "CAN",
  cancellationRequested: "CAR",
  /** iFood refused the store's cancellation request (the order goes on). */
  cancellationRequestFailed: "CARF",
} as const;

export const ifoodEventSchema = z.object({
  id: z.string().min(1).max(100),
  code: z.string().min(1).max(20),
  fullCode: z.string().max(60).optional(),
  orderId: z.string().min(1).max(100),
  merchantId: z.string().max(100).optional(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type IfoodEvent = z.infer<typeof ifoodEventSchema>;

const reais = z.number().finite();
const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value === null || value === undefined || value.trim() === "" ? null : value.trim()));

const optionSchema = z.object({
  name: z.string(),
  externalCode: optionalText,
  quantity: z.number().positive(),
  unitPrice: reais,
  /** unitPrice x quantity, for the whole line (quantity counts every unit of the item). */
  price: reais.optional(),
});

const itemSchema = z.object({
  name: z.string(),
  externalCode: optionalText,
  quantity: z.number().positive(),
  unitPrice: reais,
  price: reais.optional(),
  optionsPrice: reais.optional(),
  /** price + optionsPrice: what the line costs. */
  totalPrice: reais,
  observations: optionalText,
  options: z
    .array(optionSchema)
    .nullish()
    .transform((options) => options ?? []),
});
export type IfoodItem = z.infer<typeof itemSchema>;
export type IfoodOption = z.infer<typeof optionSchema>;

const sponsorshipSchema = z.object({ name: z.string(), value: reais });
const benefitSchema = z.object({
  value: reais,
  target: z.string().optional(),
  sponsorshipValues: z
    .array(sponsorshipSchema)
    .nullish()
    .transform((values) => values ?? []),
});
export type IfoodBenefit = z.infer<typeof benefitSchema>;

const paymentMethodSchema = z.object({
  method: z.string(),
  /** ONLINE: paid through iFood; OFFLINE: paid to the store on delivery. */
  type: z.string(),
  value: reais,
  prepaid: z.boolean().optional(),
  cash: z.object({ changeFor: reais.nullish() }).nullish(),
});
export type IfoodPaymentMethod = z.infer<typeof paymentMethodSchema>;

const addressSchema = z.object({
  streetName: z.string().nullish(),
  streetNumber: z.string().nullish(),
  formattedAddress: z.string().nullish(),
  neighborhood: z.string().nullish(),
  complement: optionalText,
  reference: optionalText,
  postalCode: z.string().nullish(),
  city: z.string().nullish(),
  coordinates: z.object({ latitude: z.number(), longitude: z.number() }).nullish(),
});

export const ifoodOrderSchema = z.object({
  id: z.string().min(1),
  displayId: z.string().min(1).max(20),
  orderType: z.string(),
  orderTiming: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  customer: z.object({
    name: z.string(),
    documentNumber: optionalText,
    phone: z.object({ number: optionalText, localizer: optionalText }).nullish(),
  }),
  items: z.array(itemSchema).min(1),
  total: z.object({
    subTotal: reais,
    deliveryFee: reais,
    benefits: reais.optional(),
    additionalFees: reais.optional(),
    orderAmount: reais,
  }),
  payments: z.object({
    prepaid: reais.optional(),
    pending: reais.optional(),
    methods: z.array(paymentMethodSchema),
  }),
  benefits: z
    .array(benefitSchema)
    .nullish()
    .transform((benefits) => benefits ?? []),
  delivery: z.object({ deliveryAddress: addressSchema }).nullish(),
  schedule: z.object({ deliveryDateTimeStart: z.iso.datetime({ offset: true }) }).nullish(),
  extraInfo: optionalText,
});
export type IfoodOrder = z.input<typeof ifoodOrderSchema>;
export type ParsedIfoodOrder = z.output<typeof ifoodOrderSchema>;

/** One of iFood's reasons to cancel an order (`GET .../cancellationReasons`). */
export const ifoodReasonSchema = z.object({ cancelCodeId: z.union([z.string().min(1), z.number()]).transform(String), description: z.string() });
export type IfoodReason = z.infer<typeof ifoodReasonSchema>;
