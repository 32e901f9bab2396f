import fc from "fast-check";
import { type FractionPricingRule } from "@forno/domain/pricing-rules";
import { type AcceptanceAdditional, type AcceptanceProduct, acceptOrder, cartOrderItems, orderCatalogue } from "@forno/domain/orders";
import { centavosToReais, reaisToCentavos } from "@forno/domain/pricing";
import type { Order, OrderPayment } from "@forno/domain/schemas";
import { describe, expect, it } from "vitest";
import { openDeliverySumsProblems } from "../../../test/support/opendelivery-sums";
import { DELIVERY_FEE_NAME, type OpenDeliveryOrderInput, mapOpenDeliveryOrder } from "./order-mapping";
import { type OpenDeliveryOrder, openDeliveryOrderSchema } from "./order-schema";

const LARGE = "Pizzas Grandes";
const product = (id: number, name: string, amount: number, group = LARGE, fractionable = true): AcceptanceProduct => ({
  id,
  name,
  amount,
  product_group: group,
  is_fractionable: fractionable,
  is_active: true,
  offers_dough: false,
  additional_ids: [101, 102, 103],
});
const additional = (id: number, name: string, category: string, amount: number): AcceptanceAdditional => ({ id, name, group: LARGE, category, amount, is_active: true });

const PRODUCTS = [product(1, "Calabresa", 49.9), product(2, "Mussarela", 45.5), product(3, "Portuguesa", 52.9), product(4, "Guaraná 2 L", 12, "Bebidas", false)];
const ADDITIONALS = [additional(101, "Borda de Catupiry", "Borda", 12), additional(102, "Molho Pomodoro", "Molho", 4), additional(103, "Borda de Cheddar", "Borda", 10.5)];
const CODES = { products: new Map([[1, "PG-CALABRESA"], [2, "PG-MUSSARELA"], [3, "PG-PORTUGUESA"], [4, "BEB-GUARANA-2L"]]), additionals: new Map([[101, "AD-BORDA-CATUPIRY"], [102, "AD-MOLHO-POMODORO"], [103, "AD-BORDA-CHEDDAR"]]) };

interface Pick {
  product: number;
  quantity?: number;
  additionals?: number[];
  note?: string;
}

const ORDER_ID = "3f1c2a9e-8b7d-4e6f-a5c4-2b1d0e9f8a7b";
const MERCHANT = { id: "22815773000169-dbc7e35a-c936-4665-9e13-eb55eb8b6824", name: "Forno Pizzaria" };
const CREATED = "2026-11-24T22:00:00.000Z";
const PAID = "2026-11-24T22:01:30.000Z";
const pix: OrderPayment = { id: 1, payment_method: "bank_transfer", status: "approved", transaction_amount: 0, change_for: null, created_at: PAID };

/** A Forno order priced exactly as POST /orders prices it (the domain's acceptOrder under `rule`). */
function fornoOrder(
  picks: readonly Pick[],
  options: { rule?: FractionPricingRule; catalogue?: { products: AcceptanceProduct[]; additionals: AcceptanceAdditional[] }; fee?: number; delivery?: boolean; discount?: number; coupon?: string } = {},
): Order {
  const catalogue = options.catalogue ?? { products: PRODUCTS, additionals: ADDITIONALS };
  const items = cartOrderItems(picks.map((pick) => ({ id: pick.product, quantity: pick.quantity ?? 1, note: pick.note ?? null, additionals: (pick.additionals ?? []).map((id) => ({ ProductAdditional: { id } })) })));
  const acceptance = acceptOrder(items, orderCatalogue(catalogue.products, catalogue.additionals), options.rule ?? "proportional");
  if (!acceptance.accepted) throw new Error(acceptance.message);
  const productName = (id: number) => catalogue.products.find((entry) => entry.id === id)!.name;
  const delivery = options.delivery ?? true;
  return {
    id: 7,
    external_id: 1042,
    created_at: CREATED,
    amount: centavosToReais(acceptance.totalCentavos),
    delivery_fee: delivery ? (options.fee ?? 5) : 0,
    discount: options.discount ?? 0,
    coupon_code: options.coupon ?? null,
    discount_sponsor: (options.discount ?? 0) > 0 ? "store" : null,
    uses_reward: false,
    loyalty_stamps: 0,
    is_delivery: delivery,
    order_notes: "Pedido Online",
    address: delivery
      ? { address: "Rua Aspicuelta", alias: "Casa", number: "120", neighborhood: "Vila Madalena", postal_code: "05433010", address_info: "Apto 42", address_notes: "Portão azul" }
      : { address: "Rua Girassol", alias: "Retirada", number: "310", neighborhood: "Vila Madalena", postal_code: "05433001", address_info: null, address_notes: null },
    scheduled_time: "2026-11-24T22:46:30.000Z",
    is_scheduled: false,
    channel: "online",
    external_ref: null,
    display_ref: null,
    ifood: null,
    OrderItem: acceptance.rows.map((row, index) => ({
      id: 500 + index,
      cart_index: row.item.cart_index,
      item_id: row.item.item_id,
      item_id_parent: row.item.item_id_parent,
      item_group: row.item.item_group,
      product_id: row.item.product_id,
      quantity: row.item.quantity,
      item_notes: row.item.item_notes,
      amount: centavosToReais(row.unitCentavos),
      product: { name: productName(row.item.product_id) },
      ProductAdditional: row.additional_id === null ? null : { name: row.name, category: row.category ?? "" },
    })),
    OrderStateHistory: [],
    OrderPayment: [pix],
    Client: { name: "Ana Souza", phone: "11987654321", email: null },
    driver: null,
    opendelivery_confirmed_at: null,
    fiscal: null,
  };
}

const input = (order: Order, overrides: Partial<OpenDeliveryOrderInput> = {}): OpenDeliveryOrderInput => ({
  order,
  orderId: ORDER_ID,
  paidAt: PAID,
  merchant: MERCHANT,
  customer: { clientId: 12, name: "Ana Souza", phone: "11987654321", ordersCount: 3 },
  place: { city: "São Paulo", state: "SP", latitude: -23.5558, longitude: -46.6896 },
  codes: CODES,
  deliveryMinutes: 45,
  slotMinutes: 30,
  ...overrides,
});

/** Maps, validates against the official schema, checks every sum and that it charges what Forno charges. */
function mapped(order: Order, overrides: Partial<OpenDeliveryOrderInput> = {}): OpenDeliveryOrder {
  const result = openDeliveryOrderSchema.parse(mapOpenDeliveryOrder(input(order, overrides)));
  expect(openDeliverySumsProblems(result)).toEqual([]);
  expect(reaisToCentavos(result.total.orderAmount.value)).toBe(reaisToCentavos(order.amount) + reaisToCentavos(order.is_delivery ? order.delivery_fee : 0) - reaisToCentavos(order.discount));
  expect(reaisToCentavos(result.total.itemsPrice.value)).toBe(reaisToCentavos(order.amount));
  return result;
}

const prices = (order: OpenDeliveryOrder) => order.items.map((item) => [item.name, item.quantity, item.unitPrice.value, (item.options ?? []).map((option) => [option.name, option.unitPrice.value]), item.totalPrice.value]);

describe("mapOpenDeliveryOrder: items", () => {
  it("maps a whole pizza: its quantity, its product's price, one of each additional per pizza as options", () => {
    const result = mapped(fornoOrder([{ product: 1, quantity: 2, additionals: [101, 102] }]));
    expect(result.items).toHaveLength(1);
    const [item] = result.items;
    expect(item).toMatchObject({ name: "Calabresa", externalCode: "PG-CALABRESA", unit: "UN", quantity: 2, unitPrice: { value: 49.9, currency: "BRL" } });
    expect(item!.options!.map((option) => [option.name, option.externalCode, option.quantity, option.unitPrice.value])).toEqual([
      ["Borda de Catupiry", "AD-BORDA-CATUPIRY", 1, 12],
      ["Molho Pomodoro", "AD-MOLHO-POMODORO", 1, 4],
    ]);
    // 2 x (49.90 + 16.00), Forno's 2 x 49.90 + max(1, 2) x 16.00.
    expect(item!.optionsPrice!.value).toBe(16);
    expect(item!.totalPrice.value).toBe(131.8);
  });

  it("maps a half-and-half pizza as ONE item whose options are the halves at their charged prices (proportional)", () => {
    const result = mapped(fornoOrder([{ product: 1, quantity: 0.5 }, { product: 2, quantity: 0.5 }]));
    expect(prices(result)).toEqual([["Pizza 2 sabores", 1, 0, [["1/2 Calabresa", 24.95], ["1/2 Mussarela", 22.75]], 47.7]]);
    expect(result.items[0]!.options!.map((option) => option.externalCode)).toEqual(["PG-CALABRESA", "PG-MUSSARELA"]);
    expect(result.items[0]!.externalCode).toBe("PIZZA-2-SABORES");
  });

  it("prices both halves at the dearest flavour under the 'highest' rule, as Forno charged", () => {
    const result = mapped(fornoOrder([{ product: 1, quantity: 0.5 }, { product: 2, quantity: 0.5 }], { rule: "highest" }));
    expect(prices(result)).toEqual([["Pizza 2 sabores", 1, 0, [["1/2 Calabresa", 24.95], ["1/2 Mussarela", 24.95]], 49.9]]);
  });

  it("maps three thirds with each third rounded once, as Forno rounds its lines, so the pizza adds up to the centavo", () => {
    const result = mapped(fornoOrder([{ product: 1, quantity: 0.333 }, { product: 2, quantity: 0.333 }, { product: 3, quantity: 0.334 }]));
    // 0.333 x 49.90 = 16.6167 -> 16.62; 0.333 x 45.50 = 15.1515 -> 15.15; 0.334 x 52.90 = 17.6686 -> 17.67.
    expect(prices(result)).toEqual([["Pizza 3 sabores", 1, 0, [["1/3 Calabresa", 16.62], ["1/3 Mussarela", 15.15], ["1/3 Portuguesa", 17.67]], 49.44]]);
  });

  it("maps thirds under 'highest' and a third with two thirds", () => {
    const highest = mapped(fornoOrder([{ product: 2, quantity: 0.333 }, { product: 3, quantity: 0.333 }, { product: 1, quantity: 0.334 }], { rule: "highest" }));
    expect(highest.items[0]!.options!.map((option) => option.unitPrice.value)).toEqual([17.62, 17.62, 17.67]);
    const twoThirds = mapped(fornoOrder([{ product: 1, quantity: 0.333 }, { product: 2, quantity: 0.667 }]));
    expect(prices(twoThirds)).toEqual([["Pizza 2 sabores", 1, 0, [["1/3 Calabresa", 16.62], ["2/3 Mussarela", 30.35]], 46.97]]);
  });

  it("keeps a half's additionals as options of the pizza, right after their half, at their full price", () => {
    const result = mapped(fornoOrder([{ product: 1, quantity: 0.5, additionals: [101] }, { product: 2, quantity: 0.5, additionals: [102] }]));
    expect(prices(result)).toEqual([["Pizza 2 sabores", 1, 0, [["1/2 Calabresa", 24.95], ["Borda de Catupiry", 12], ["1/2 Mussarela", 22.75], ["Molho Pomodoro", 4]], 63.7]]);
  });

  it("gives every pizza and drink its own item, in cart order, with stable distinct UUIDs", () => {
    const order = fornoOrder([
      { product: 4, quantity: 3 },
      { product: 1, quantity: 0.5, note: "sem cebola" },
      { product: 3, quantity: 0.5 },
      { product: 2, additionals: [103], note: "bem assada" },
    ]);
    const result = mapped(order);
    expect(result.items.map((item) => [item.index, item.name, item.quantity])).toEqual([
      [0, "Guaraná 2 L", 3],
      [1, "Pizza 2 sabores", 1],
      [2, "Mussarela", 1],
    ]);
    expect(result.items[1]!.options![0]!.specialInstructions).toBe("sem cebola");
    expect(result.items[1]!.specialInstructions).toBe("1/2 Calabresa: sem cebola");
    expect(result.items[2]!.specialInstructions).toBe("bem assada");
    const ids = result.items.flatMap((item) => [item.id, ...(item.options ?? []).map((option) => option.id)]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(mapOpenDeliveryOrder(input(order))).toEqual(mapOpenDeliveryOrder(input(order)));
    expect(mapOpenDeliveryOrder(input(order, { orderId: "0d9e8f7a-6b5c-4d3e-8f1a-0b9c8d7e6f5a" })).items[0]!.id).not.toBe(result.items[0]!.id);
  });
});

describe("mapOpenDeliveryOrder: order, delivery and takeout", () => {
  it("maps a delivery: DELIVERY, the order number, the fee as DELIVERY_FEE, the address with its area's place", () => {
    const result = mapped(fornoOrder([{ product: 1 }], { fee: 7.5 }));
    expect(result).toMatchObject({ id: ORDER_ID, type: "DELIVERY", displayId: "1042", createdAt: CREATED, merchant: MERCHANT, category: "FOOD", salesChannel: "online" });
    expect(result.otherFees).toEqual([{ name: DELIVERY_FEE_NAME, type: "DELIVERY_FEE", receivedBy: "MERCHANT", price: { value: 7.5, currency: "BRL" } }]);
    expect(result.total).toEqual({ itemsPrice: { value: 49.9, currency: "BRL" }, otherFees: { value: 7.5, currency: "BRL" }, discount: { value: 0, currency: "BRL" }, orderAmount: { value: 57.4, currency: "BRL" } });
    expect(result.delivery).toEqual({
      deliveredBy: "MERCHANT",
      estimatedDeliveryDateTime: "2026-11-24T22:46:30.000Z",
      deliveryAddress: {
        country: "BR",
        state: "BR-SP",
        city: "São Paulo",
        district: "Vila Madalena",
        street: "Rua Aspicuelta",
        number: "120",
        complement: "Apto 42",
        reference: "Portão azul",
        formattedAddress: "Rua Aspicuelta, 120, Apto 42, Vila Madalena - São Paulo/SP, 05433-010",
        postalCode: "05433-010",
        coordinates: { latitude: -23.5558, longitude: -46.6896 },
      },
    });
    expect(result.takeout).toBeUndefined();
    expect(result.customer).toMatchObject({ name: "Ana Souza", phone: { number: "11987654321" }, ordersCountOnMerchant: 3 });
  });

  it("maps a delivery with no fee without any otherFees entry", () => {
    const result = mapped(fornoOrder([{ product: 1 }], { fee: 0 }));
    expect(result.otherFees).toBeUndefined();
    expect(result.total.otherFees.value).toBe(0);
  });

  it("maps a pickup: TAKEOUT at the expected time, no delivery, no fee, the customer still named", () => {
    const result = mapped(fornoOrder([{ product: 2 }], { delivery: false }));
    expect(result.type).toBe("TAKEOUT");
    expect(result.takeout).toEqual({ mode: "DEFAULT", takeoutDateTime: "2026-11-24T22:46:30.000Z" });
    expect(result.delivery).toBeUndefined();
    expect(result.otherFees).toBeUndefined();
    expect(result.total.orderAmount.value).toBe(45.5);
    expect(result.customer?.name).toBe("Ana Souza");
  });

  it("gives a customer the same UUID on every order of the same client, another for another client", () => {
    const order = fornoOrder([{ product: 1 }]);
    const first = mapOpenDeliveryOrder(input(order)).customer!.id;
    expect(mapOpenDeliveryOrder(input(order, { orderId: "0d9e8f7a-6b5c-4d3e-8f1a-0b9c8d7e6f5a" })).customer!.id).toBe(first);
    expect(mapOpenDeliveryOrder(input(order, { customer: { clientId: 13, name: "Bruno", phone: "11911112222", ordersCount: 1 } })).customer!.id).not.toBe(first);
  });

  it("maps an order for now as INSTANT, prepared from payment", () => {
    const result = mapped(fornoOrder([{ product: 1 }]));
    expect(result.orderTiming).toBe("INSTANT");
    expect(result.preparationStartDateTime).toBe(PAID);
    expect(result.schedule).toBeUndefined();
  });

  it("maps a scheduled order as SCHEDULED with its slot as the window, prepared from the slot minus the delivery time", () => {
    const order = { ...fornoOrder([{ product: 1 }]), is_scheduled: true, scheduled_time: "2026-11-25T21:00:00.000Z" };
    const result = mapped(order);
    expect(result.orderTiming).toBe("SCHEDULED");
    expect(result.schedule).toEqual({ scheduledDateTimeStart: "2026-11-25T21:00:00.000Z", scheduledDateTimeEnd: "2026-11-25T21:30:00.000Z" });
    expect(result.preparationStartDateTime).toBe("2026-11-25T20:15:00.000Z");
    expect(result.delivery?.estimatedDeliveryDateTime).toBe("2026-11-25T21:00:00.000Z");
    // A slot nearer than the delivery time: preparation starts at payment, never before.
    const near = mapped({ ...order, scheduled_time: "2026-11-24T22:31:30.000Z" });
    expect(near.preparationStartDateTime).toBe(PAID);
  });

  it("sends the customer's notes as extraInfo, but not the default 'Pedido Online'", () => {
    expect(mapped(fornoOrder([{ product: 1 }])).extraInfo).toBeUndefined();
    expect(mapped({ ...fornoOrder([{ product: 1 }]), order_notes: "Interfone quebrado, ligar ao chegar" }).extraInfo).toBe("Interfone quebrado, ligar ao chegar");
  });
});

describe("mapOpenDeliveryOrder: a coupon's discount (growth.md section 1)", () => {
  it("carries the discount with the store as sponsor and the coupon's code, and the amounts still add up", () => {
    const result = mapped(fornoOrder([{ product: 1, quantity: 2 }], { discount: 9.98, coupon: "PRIMEIRA10" }));
    expect(result.discounts).toEqual([
      { amount: { value: 9.98, currency: "BRL" }, target: "CART", sponsorshipValues: [{ name: "MERCHANT", amount: { value: 9.98, currency: "BRL" }, discountCode: "PRIMEIRA10" }] },
    ]);
    expect(result.total.discount).toEqual({ value: 9.98, currency: "BRL" });
    expect(result.payments.methods[0]!.value).toBe(result.total.orderAmount.value);
  });

  it("a free delivery takes off the delivery fee; an order without a discount has no discounts", () => {
    const free = mapped(fornoOrder([{ product: 1 }], { fee: 7.5, discount: 7.5, coupon: "FRETEGRATIS" }), { discountTarget: "DELIVERY_FEE" });
    expect(free.discounts?.[0]?.target).toBe("DELIVERY_FEE");
    expect(free.total.orderAmount.value).toBe(free.total.itemsPrice.value);
    expect(mapped(fornoOrder([{ product: 1 }])).discounts).toBeUndefined();
  });
});

describe("mapOpenDeliveryOrder: payments", () => {
  const paidWith = (payment: Partial<OrderPayment>, picks: Pick[] = [{ product: 1 }]) => {
    const order = fornoOrder(picks);
    return mapped({ ...order, OrderPayment: [{ ...pix, ...payment }] });
  };

  it("maps Pix as PIX prepaid for the whole amount", () => {
    expect(paidWith({ payment_method: "bank_transfer" }).payments).toEqual({ prepaid: 54.9, pending: 0, methods: [{ value: 54.9, currency: "BRL", type: "PREPAID", method: "PIX" }] });
  });

  it("maps a card paid online as CREDIT prepaid", () => {
    expect(paidWith({ payment_method: "credit_card" }).payments).toEqual({ prepaid: 54.9, pending: 0, methods: [{ value: 54.9, currency: "BRL", type: "PREPAID", method: "CREDIT" }] });
  });

  it("maps cash with change as CASH pending with changeFor the customer's note", () => {
    expect(paidWith({ payment_method: "cash", change_for: 100 }).payments).toEqual({
      prepaid: 0,
      pending: 54.9,
      methods: [{ value: 54.9, currency: "BRL", type: "PENDING", method: "CASH", changeFor: 100 }],
    });
  });

  it("maps exact cash as CASH pending with changeFor the amount itself (the document requires it)", () => {
    expect(paidWith({ payment_method: "cash", change_for: null }).payments.methods).toEqual([{ value: 54.9, currency: "BRL", type: "PENDING", method: "CASH", changeFor: 54.9 }]);
  });

  it("maps the card machine on delivery as CREDIT_DEBIT pending", () => {
    expect(paidWith({ payment_method: "card_on_delivery" }).payments).toEqual({ prepaid: 0, pending: 54.9, methods: [{ value: 54.9, currency: "BRL", type: "PENDING", method: "CREDIT_DEBIT" }] });
  });

  it("counts only the approved payment: a refused card before a Pix leaves one PIX method", () => {
    const order = fornoOrder([{ product: 1 }]);
    const refused: OrderPayment = { ...pix, id: 1, payment_method: "credit_card", status: "rejected" };
    const result = mapped({ ...order, OrderPayment: [refused, { ...pix, id: 2 }] });
    expect(result.payments.methods.map((method) => method.method)).toEqual(["PIX"]);
  });
});

describe("mapOpenDeliveryOrder: payments of a cancelled order", () => {
  it("still names the payment a refund reversed, and shows PENDING OTHER only when no payment ever went through", () => {
    const order = fornoOrder([{ product: 1 }]);
    expect(mapped({ ...order, OrderPayment: [{ ...pix, status: "refunded" }] }).payments.methods.map((method) => [method.type, method.method])).toEqual([["PREPAID", "PIX"]]);
    expect(mapped({ ...order, OrderPayment: [{ ...pix, status: "rejected" }] }).payments).toEqual({ prepaid: 0, pending: 54.9, methods: [{ value: 54.9, currency: "BRL", type: "PENDING", method: "OTHER" }] });
  });
});

describe("mapOpenDeliveryOrder: every cart Forno accepts", () => {
  const price = fc.integer({ min: 100, max: 20_000 });
  const flavour = fc.constantFrom(1, 2, 3);
  const extras = fc.subarray([101, 102]);
  const pizza = fc.oneof(
    fc.record({ product: flavour, quantity: fc.integer({ min: 1, max: 4 }), additionals: extras }).map((pick) => [pick]),
    fc.tuple(flavour, flavour, extras).map(([a, b, adds]) => [{ product: a, quantity: 0.5, additionals: adds }, { product: b, quantity: 0.5 }]),
    fc.tuple(flavour, flavour, flavour).map(([a, b, c]) => [{ product: a, quantity: 0.333 }, { product: b, quantity: 0.333 }, { product: c, quantity: 0.334 }]),
    fc.tuple(flavour, flavour, extras).map(([a, b, adds]) => [{ product: a, quantity: 0.333, additionals: adds }, { product: b, quantity: 0.667 }]),
    fc.integer({ min: 1, max: 6 }).map((quantity) => [{ product: 4, quantity }]),
  );

  it("validates and adds up to Forno's total to the centavo, under both pricing rules, delivery or pickup, any fee", () => {
    fc.assert(
      fc.property(
        fc.array(pizza, { minLength: 1, maxLength: 5 }),
        fc.tuple(price, price, price, price),
        fc.tuple(fc.integer({ min: 0, max: 2_000 }), fc.integer({ min: 0, max: 2_000 })),
        fc.constantFrom<FractionPricingRule>("proportional", "highest"),
        fc.boolean(),
        fc.integer({ min: 0, max: 1_500 }),
        fc.integer({ min: 0, max: 100 }),
        (pizzas, [p1, p2, p3, p4], [a1, a2], rule, delivery, fee, percent) => {
          const products = PRODUCTS.map((entry, index) => ({ ...entry, amount: centavosToReais([p1, p2, p3, p4][index]!) }));
          const additionals = [{ ...ADDITIONALS[0]!, amount: centavosToReais(a1) }, { ...ADDITIONALS[1]!, amount: centavosToReais(a2) }];
          const plain = fornoOrder(pizzas.flat(), { rule, catalogue: { products, additionals }, delivery, fee: centavosToReais(fee) });
          // A coupon's percent of the items, as the discount function takes it.
          const discount = centavosToReais(Math.floor((reaisToCentavos(plain.amount) * percent + 50) / 100));
          const order = { ...plain, discount, coupon_code: discount > 0 ? "CUPOM" : null, discount_sponsor: discount > 0 ? ("store" as const) : null };
          const result = mapped(order);
          expect(result.items).toHaveLength(pizzas.length);
        },
      ),
      { numRuns: 300 },
    );
  });
});
