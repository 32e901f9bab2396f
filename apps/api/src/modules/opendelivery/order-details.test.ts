import { eq } from "drizzle-orm";
import { orderSchema, orderSlotSchema, storeInfoSchema } from "@forno/domain/schemas";
import { reaisToCentavos } from "@forno/domain/pricing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ceps, clients, orders } from "../../db/schema";
import {
  type CartPick,
  type NewClient,
  type TestApp,
  type TestCatalogue,
  createClient,
  createTestApp,
  giveStamps,
  loadCatalogue,
  loginStaff,
  orderBody,
  patchSetting,
  postOrder,
  request,
  setLoyalty,
} from "../../../test/support";
import { openDeliverySumsProblems } from "../../../test/support/opendelivery-sums";
import { loadOpenDeliveryOrder } from "./order-details";
import { type OpenDeliveryOrder, openDeliveryOrderSchema } from "./order-schema";

const MERCHANT = { id: "22815773000169-6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b", name: "Forno Pizzaria" };
const CARD = { number: "5031 4332 1540 6351", cardholder_name: "APRO", expiration_month: 11, expiration_year: 2030, security_code: "123" };
const ASPICUELTA = { latitude: -23.5553, longitude: -46.6915 };
const STORE_AREA = { latitude: -23.5547, longitude: -46.6902 };

let t: TestApp;
let staff: string;
let ana: NewClient;
let catalogue: TestCatalogue;

const setSetting = async (key: string, value: string) => expect((await patchSetting(t.app, staff, key, value)).statusCode).toBe(200);
const locate = (postalCode: string, place: { latitude: number; longitude: number } | null) =>
  t.app.ctx.db
    .update(ceps)
    .set({ latitude: place?.latitude ?? null, longitude: place?.longitude ?? null })
    .where(eq(ceps.postalCode, postalCode));

beforeAll(async () => {
  t = await createTestApp();
  staff = await loginStaff(t.app);
  ana = await createClient(t.app, { name: "Ana OpenDelivery" });
  catalogue = await loadCatalogue(t.app);
  await setSetting("payment.on_delivery_methods", "cash,card");
  await locate("05433010", ASPICUELTA);
  await locate("05433001", STORE_AREA);
});
afterAll(async () => {
  await t.close();
});

type Payment = "pix" | "card" | { cash: number | null } | "card_on_delivery";

interface Placed {
  id: number;
  uuid: string;
  /** Forno's own total (amount + delivery fee - discount), in centavos. */
  totalCentavos: number;
}

async function place(
  picks: CartPick[],
  options: { delivery?: boolean; postalCode?: string; scheduledFor?: string; client?: NewClient; useReward?: boolean } = {},
): Promise<Placed> {
  const client = options.client ?? ana;
  const body = orderBody(catalogue, picks, { delivery: options.delivery ?? true, ...(options.postalCode ? { address: { postal_code: options.postalCode } } : {}) });
  const extra = { ...(options.scheduledFor ? { scheduled_for: options.scheduledFor } : {}), ...(options.useReward ? { use_reward: true } : {}) };
  const response = await postOrder(t.app, client.token, { ...body, ...extra });
  expect(response.statusCode, response.body).toBe(201);
  const order = orderSchema.parse(response.json());
  const [row] = await t.app.ctx.db.select({ uuid: orders.opendeliveryId }).from(orders).where(eq(orders.id, order.id));
  return { id: order.id, uuid: row!.uuid, totalCentavos: reaisToCentavos(order.amount) + reaisToCentavos(order.delivery_fee) - reaisToCentavos(order.discount) };
}

async function pay(order: Placed, payment: Payment, client = ana): Promise<void> {
  const post = (payload: object) => request(t.app, { method: "POST", url: "/order-payments", token: client.token, payload: { external_reference: order.id, ...payload } });
  if (payment === "pix") {
    const created = await post({ payment_method_id: "pix", payer: { email: "ana.od@example.com" }, statement_descriptor: "FORNO", transaction_amount: 1, api_version: 2 });
    expect(created.statusCode, created.body).toBe(201);
    const approved = await request(t.app, { method: "POST", url: `/sandbox/payments/${order.id}/approve`, token: client.token });
    expect(approved.statusCode, approved.body).toBe(200);
  } else if (payment === "card") {
    const paid = await post({ payment_method_id: "master", installments: 1, statement_descriptor: "FORNO", api_version: 2, card: CARD });
    expect(paid.statusCode, paid.body).toBeLessThan(300);
  } else if (payment === "card_on_delivery") {
    expect((await post({ payment_method_id: "card_on_delivery" })).statusCode).toBe(201);
  } else {
    expect((await post({ payment_method_id: "cash", change_for: payment.cash })).statusCode).toBe(201);
  }
}

/** Loads the order through OpenDelivery, validates it against the official schema, and checks every sum against Forno's total. */
async function load(order: Placed): Promise<OpenDeliveryOrder> {
  const loaded = await loadOpenDeliveryOrder(t.app.ctx.db, order.uuid, MERCHANT);
  expect(loaded).toBeDefined();
  const result = openDeliveryOrderSchema.parse(loaded);
  expect(openDeliverySumsProblems(result)).toEqual([]);
  expect(reaisToCentavos(result.total.orderAmount.value)).toBe(order.totalCentavos);
  return result;
}

const WHOLE: CartPick[] = [{ product: "PG-CALABRESA", additionals: ["AD-PG-MASSA-TRAD"] }];
const HALVES: CartPick[] = [
  { product: "PG-CALABRESA", quantity: 0.5, additionals: ["AD-PG-MASSA-TRAD", "AD-PG-BORDA-CATUPIRY"] },
  { product: "PG-MARGHERITA", quantity: 0.5 },
];
const THIRDS: CartPick[] = [
  { product: "PG-CALABRESA", quantity: 0.333, additionals: ["AD-PG-MASSA-INTEGRAL"] },
  { product: "PG-ATUM", quantity: 0.333 },
  { product: "PG-PORTUGUESA", quantity: 0.334 },
];
const ADDITIONALS: CartPick[] = [{ product: "PG-PEPPERONI", quantity: 2, additionals: ["AD-PG-MASSA-FINA", "AD-PG-BACON", "AD-PG-BORDA-CHEDDAR"] }, { product: "BB-GUARANA-2L", quantity: 3 }];

describe("loadOpenDeliveryOrder: contract, orders of every shape", () => {
  it.each<[string, CartPick[], { delivery?: boolean }, Payment]>([
    ["a whole pizza, delivered, paid by Pix", WHOLE, {}, "pix"],
    ["a half-and-half pizza, delivered, paid by card", HALVES, {}, "card"],
    ["a pizza of thirds, picked up, paid cash with change", THIRDS, { delivery: false }, { cash: 200 }],
    ["a pizza with additionals and drinks, delivered, paid cash without change", ADDITIONALS, {}, { cash: null }],
    ["a half-and-half pizza, picked up, paid by card on delivery", HALVES, { delivery: false }, "card_on_delivery"],
  ])("answers %s: valid, every sum adding up to Forno's total", async (_name, picks, options, payment) => {
    const order = await place(picks, options);
    await pay(order, payment);
    const result = await load(order);
    expect(result.type).toBe(options.delivery === false ? "TAKEOUT" : "DELIVERY");
    expect(result.orderTiming).toBe("INSTANT");
  });

  it("maps the halves as options of one pizza item with the catalogue's codes", async () => {
    const order = await place(HALVES);
    await pay(order, "pix");
    const result = await load(order);
    expect(result.items).toHaveLength(1);
    expect(result.items[0]!.options!.map((option) => [option.name, option.externalCode, option.unitPrice.value])).toEqual([
      ["1/2 Calabresa", "PG-CALABRESA", 27.45],
      ["Massa Tradicional", "AD-PG-MASSA-TRAD", 0],
      ["Borda de Catupiry", "AD-PG-BORDA-CATUPIRY", 12],
      ["1/2 Margherita", "PG-MARGHERITA", 29.95],
    ]);
  });

  it("prices the thirds as the store's 'highest' rule charged them", async () => {
    await setSetting("operation.fraction_pricing", "highest");
    try {
      const order = await place(THIRDS);
      await pay(order, "pix");
      const result = await load(order);
      // The dearest flavour is Portuguesa (62.90): 0.333 x 62.90 = 20.95, 0.334 x 62.90 = 21.01, plus Massa Integral 6.00.
      expect(result.items[0]!.options!.map((option) => option.unitPrice.value)).toEqual([20.95, 6, 20.95, 21.01]);
      expect(result.total.itemsPrice.value).toBe(68.91);
    } finally {
      await setSetting("operation.fraction_pricing", "proportional");
    }
  });

  it("answers each payment with its method, prepaid or pending", async () => {
    const methods: Array<[Payment, object]> = [
      ["pix", { type: "PREPAID", method: "PIX" }],
      ["card", { type: "PREPAID", method: "CREDIT" }],
      [{ cash: 100 }, { type: "PENDING", method: "CASH", changeFor: 100 }],
      ["card_on_delivery", { type: "PENDING", method: "CREDIT_DEBIT" }],
    ];
    for (const [payment, expected] of methods) {
      const order = await place(WHOLE);
      await pay(order, payment);
      const result = await load(order);
      expect(result.payments.methods).toEqual([{ value: result.total.orderAmount.value, currency: "BRL", ...expected }]);
    }
  });

  it("answers a delivery with the fee as DELIVERY_FEE and the address at its area's coordinates", async () => {
    const order = await place(WHOLE);
    await pay(order, "pix");
    const result = await load(order);
    expect(result.otherFees).toEqual([{ name: "Taxa de entrega", type: "DELIVERY_FEE", receivedBy: "MERCHANT", price: { value: 5, currency: "BRL" } }]);
    expect(result.delivery?.deliveryAddress).toMatchObject({ street: "Rua Aspicuelta", number: "120", district: "Vila Madalena", city: "São Paulo", state: "BR-SP", postalCode: "05433-010", coordinates: ASPICUELTA });
    expect(result.customer).toMatchObject({ name: "Ana OpenDelivery", phone: { number: ana.phone } });
    expect(result.merchant).toEqual(MERCHANT);
  });

  it("answers a free-delivery reward as a discount of the delivery fee, whatever the program becomes", async () => {
    const bia = await createClient(t.app, { name: "Bia Recompensa" });
    await setLoyalty(t.app, staff, { "loyalty.enabled": "true", "loyalty.reward": "free_delivery", "loyalty.stamps_needed": "2" });
    try {
      await giveStamps(t.app, staff, bia.id, 2);
      const order = await place(WHOLE, { client: bia, useReward: true });
      await pay(order, "pix", bia);
      // The store changes its reward afterwards: the order keeps the one it used.
      await setLoyalty(t.app, staff, { "loyalty.reward": "fixed" });
      const result = await load(order);
      expect(result.discounts).toEqual([expect.objectContaining({ target: "DELIVERY_FEE", amount: { value: 5, currency: "BRL" } })]);
    } finally {
      await setLoyalty(t.app, staff, { "loyalty.enabled": "false", "loyalty.reward": "free_pizza", "loyalty.stamps_needed": "10" });
    }
  });

  it("answers a scheduled order as SCHEDULED with its slot as the window", async () => {
    const tomorrow = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(Date.now() + 86_400_000);
    const slots = orderSlotSchema.array().parse((await request(t.app, { method: "GET", url: `/orders/slots?date=${tomorrow}` })).json());
    // Two hours ahead at least, whatever the hour: preparation (the slot minus 45 minutes) starts after payment.
    const slot = slots.find((entry) => entry.available > 0 && Date.parse(entry.start) > Date.now() + 2 * 3_600_000)!;
    const order = await place(HALVES, { scheduledFor: slot.start });
    await pay(order, "pix");
    const result = await load(order);
    expect(result.orderTiming).toBe("SCHEDULED");
    expect(result.schedule).toEqual({ scheduledDateTimeStart: slot.start, scheduledDateTimeEnd: new Date(Date.parse(slot.start) + 30 * 60_000).toISOString() });
    expect(result.delivery?.estimatedDeliveryDateTime).toBe(slot.start);
    expect(result.preparationStartDateTime).toBe(new Date(Date.parse(slot.start) - 45 * 60_000).toISOString());
  });
});

describe("loadOpenDeliveryOrder: what it finds", () => {
  it("finds nothing for an unpaid order, an unknown UUID or a text that is no UUID", async () => {
    const unpaid = await place(WHOLE);
    expect(await loadOpenDeliveryOrder(t.app.ctx.db, unpaid.uuid, MERCHANT)).toBeUndefined();
    expect(await loadOpenDeliveryOrder(t.app.ctx.db, "0d9e8f7a-6b5c-4d3e-8f1a-0b9c8d7e6f5a", MERCHANT)).toBeUndefined();
    expect(await loadOpenDeliveryOrder(t.app.ctx.db, "1042", MERCHANT)).toBeUndefined();
    await pay(unpaid, "pix");
    expect((await load(unpaid)).id).toBe(unpaid.uuid);
  });

  it("takes the store's area's coordinates for an area without any, and 0/0 when the store's has none either", async () => {
    await locate("05435000", null);
    const order = await place(WHOLE, { postalCode: "05435-000" });
    await pay(order, "pix");
    expect((await load(order)).delivery?.deliveryAddress.coordinates).toEqual(STORE_AREA);
    await locate("05433001", null);
    try {
      expect((await load(order)).delivery?.deliveryAddress.coordinates).toEqual({ latitude: 0, longitude: 0 });
    } finally {
      await locate("05433001", STORE_AREA);
    }
  });

  it("counts the client's paid orders up to this one, the same on every read", async () => {
    const bia = await createClient(t.app, { name: "Bia Contagem" });
    const first = await place(WHOLE, { client: bia });
    await pay(first, "pix", bia);
    const second = await place(WHOLE, { client: bia });
    await pay(second, "pix", bia);
    expect((await load(first)).customer?.ordersCountOnMerchant).toBe(1);
    expect((await load(second)).customer?.ordersCountOnMerchant).toBe(2);
    expect((await load(first)).customer?.id).toBe((await load(second)).customer?.id);
  });

  it("names an anonymised client's order with the kept name and the store's phone", async () => {
    const caio = await createClient(t.app, { name: "Caio Removido" });
    const order = await place(WHOLE, { client: caio });
    await pay(order, "pix", caio);
    await t.app.ctx.db.update(clients).set({ name: "Cliente removido", phone: null }).where(eq(clients.id, caio.id));
    const storePhone = storeInfoSchema.parse((await request(t.app, { method: "GET", url: "/settings/store" })).json()).store_info.phone;
    expect((await load(order)).customer).toMatchObject({ name: "Cliente removido", phone: { number: storePhone } });
  });
});
