import { randomUUID } from "node:crypto";

/** The credentials and the store the fake of iFood's Merchant API (fake-ifood.ts) knows. */
export const FAKE_IFOOD = { clientId: "forno-ifood-client", clientSecret: "fake-ifood-client-secret-0123456789", merchantId: "6b487a27-c4fc-4f26-b05e-3967c2331882" };

interface Option {
  name: string;
  externalCode: string | null;
  quantity: number;
  unitPrice: number;
}
interface Item {
  name: string;
  externalCode: string | null;
  quantity: number;
  unitPrice: number;
  observations?: string;
  options?: Option[];
}

export interface IfoodOrderInput {
  items?: Item[];
  deliveryFee?: number;
  /** Benefits by sponsor name (IFOOD, MERCHANT). */
  benefits?: Array<Record<string, number>>;
  /** "online" (prepaid), "cash" (with change for this note) or "card" (on delivery). */
  payment?: { kind: "online" } | { kind: "cash"; changeFor: number | null } | { kind: "card" };
  orderType?: "DELIVERY" | "TAKEOUT";
  scheduledFor?: string;
  createdAt?: Date;
  customer?: { name: string; documentNumber?: string };
}

const cents = (reais: number) => Math.round(reais * 100);
const reais = (centavos: number) => centavos / 100;

/** A half Calabresa, half Margherita large pizza with bacon, and two Guaraná 2 L: the demo store's codes. */
export const SAMPLE_ITEMS: Item[] = [
  {
    name: "Pizza Grande 2 Sabores",
    externalCode: "IFOOD-PG-2",
    quantity: 1,
    unitPrice: 0,
    observations: "Sem cebola",
    options: [
      { name: "Calabresa", externalCode: "PG-CALABRESA", quantity: 1, unitPrice: 27.45 },
      { name: "Margherita", externalCode: "PG-MARGHERITA", quantity: 1, unitPrice: 29.95 },
      { name: "Bacon", externalCode: "AD-PG-BACON", quantity: 1, unitPrice: 9 },
    ],
  },
  { name: "Guaraná 2L", externalCode: "BB-GUARANA-2L", quantity: 2, unitPrice: 12.9 },
];

/**
 * An iFood order's details as the Merchant API answers GET /order/v1.0/orders/{id} (growth.md
 * section 4): prices multiplied out, totals summed, the payments covering the order amount.
 */
export function ifoodOrderDetails(input: IfoodOrderInput = {}): Record<string, unknown> {
  const id = randomUUID();
  const items = (input.items ?? SAMPLE_ITEMS).map((item, index) => {
    const options = (item.options ?? []).map((option, at) => ({
      index: at,
      id: randomUUID(),
      name: option.name,
      externalCode: option.externalCode,
      quantity: option.quantity,
      unitPrice: option.unitPrice,
      price: reais(cents(option.unitPrice) * option.quantity),
    }));
    const optionsCentavos = options.reduce((sum, option) => sum + cents(option.price), 0);
    const own = cents(item.unitPrice) * item.quantity;
    return {
      index,
      id: randomUUID(),
      name: item.name,
      externalCode: item.externalCode,
      unit: "UN",
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      price: reais(own),
      optionsPrice: reais(optionsCentavos),
      totalPrice: reais(own + optionsCentavos),
      ...(item.observations ? { observations: item.observations } : {}),
      options,
    };
  });
  const subTotal = items.reduce((sum, item) => sum + cents(item.totalPrice), 0);
  const fee = cents(input.deliveryFee ?? (input.orderType === "TAKEOUT" ? 0 : 7.99));
  const benefits = (input.benefits ?? []).map((shares) => ({
    value: reais(Object.values(shares).reduce((sum, value) => sum + cents(value), 0)),
    target: "CART",
    sponsorshipValues: Object.entries(shares).map(([name, value]) => ({ name, value })),
  }));
  const discount = benefits.reduce((sum, benefit) => sum + cents(benefit.value), 0);
  const amount = subTotal + fee - discount;
  const payment = input.payment ?? { kind: "online" };
  const method =
    payment.kind === "online"
      ? { method: "CREDIT", type: "ONLINE", value: reais(amount), prepaid: true, card: { brand: "VISA" } }
      : payment.kind === "cash"
        ? { method: "CASH", type: "OFFLINE", value: reais(amount), prepaid: false, ...(payment.changeFor === null ? {} : { cash: { changeFor: payment.changeFor } }) }
        : { method: "DEBIT", type: "OFFLINE", value: reais(amount), prepaid: false, card: { brand: "MASTERCARD" } };
  const createdAt = (input.createdAt ?? new Date()).toISOString();
  const delivery = (input.orderType ?? "DELIVERY") === "DELIVERY";
  return {
    id,
    displayId: id.slice(-4).toUpperCase(),
    orderType: delivery ? "DELIVERY" : "TAKEOUT",
    orderTiming: input.scheduledFor === undefined ? "IMMEDIATE" : "SCHEDULED",
    salesChannel: "IFOOD",
    category: "FOOD",
    createdAt,
    isTest: true,
    merchant: { id: FAKE_IFOOD.merchantId, name: "Forno Pizzaria" },
    customer: {
      id: randomUUID(),
      name: input.customer?.name ?? "Ana iFood",
      ...(input.customer?.documentNumber ? { documentNumber: input.customer.documentNumber } : {}),
      phone: { number: "0800 007 0110", localizer: "12345678", localizerExpiration: new Date(Date.now() + 3 * 3600_000).toISOString() },
      ordersCountOnMerchant: 2,
    },
    items,
    benefits,
    total: { subTotal: reais(subTotal), deliveryFee: reais(fee), benefits: reais(discount), additionalFees: 0, orderAmount: reais(amount) },
    payments: { prepaid: payment.kind === "online" ? reais(amount) : 0, pending: payment.kind === "online" ? 0 : reais(amount), methods: [method] },
    ...(delivery
      ? {
          delivery: {
            mode: "DEFAULT",
            deliveredBy: "MERCHANT",
            deliveryDateTime: new Date(Date.parse(createdAt) + 45 * 60_000).toISOString(),
            deliveryAddress: {
              streetName: "Rua Aspicuelta",
              streetNumber: "120",
              formattedAddress: "Rua Aspicuelta, 120",
              neighborhood: "Vila Madalena",
              complement: "Apto 42",
              reference: "Portão azul",
              postalCode: "05433010",
              city: "São Paulo",
              state: "SP",
              country: "BR",
              coordinates: { latitude: -23.5567, longitude: -46.6906 },
            },
          },
        }
      : { takeout: { mode: "DEFAULT", takeoutDateTime: new Date(Date.parse(createdAt) + 30 * 60_000).toISOString() } }),
    ...(input.scheduledFor === undefined ? {} : { schedule: { deliveryDateTimeStart: input.scheduledFor, deliveryDateTimeEnd: new Date(Date.parse(input.scheduledFor) + 30 * 60_000).toISOString() } }),
  };
}

/** The API's variables with the connector on, at the fake, with a fast poll for tests. */
export function ifoodTestEnv(url: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    IFOOD_CLIENT_ID: FAKE_IFOOD.clientId,
    IFOOD_CLIENT_SECRET: FAKE_IFOOD.clientSecret,
    IFOOD_MERCHANT_ID: FAKE_IFOOD.merchantId,
    IFOOD_BASE_URL: url,
    IFOOD_POLL_INTERVAL_MS: "300",
    IFOOD_TIMEOUT_MS: "4000",
    IFOOD_RETRY_AFTER_MS: "200",
    ...overrides,
  };
}
