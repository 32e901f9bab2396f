import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { ORDER_MESSAGES } from "@forno/domain/catalog";
import { FRACTION_MESSAGES } from "@forno/domain/fractions";
import { ORDER_ITEMS_INVALID } from "@forno/domain/orders";
import { MESSAGES, orderSchema } from "@forno/domain/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, settings } from "../../db/schema";
import { IDEMPOTENCY_KEY_INVALID, IDEMPOTENCY_KEY_REUSED } from "../../lib/idempotency";
import {
  type CartPick,
  type NewClient,
  type TestApp,
  type TestCatalogue,
  cartTotal,
  createClient,
  createTestApp,
  forceOrderState,
  loadCatalogue,
  loginStaff,
  orderBody,
  postOrder,
  request,
  signInClient,
} from "../../../test/support";
import { CEP_OUT_OF_AREA } from "../ceps/ceps.service";
import { ORDER_NOT_FOUND } from "./orders.service";

let t: TestApp;
let catalogue: TestCatalogue;
let maria: string;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await loadCatalogue(t.app);
  maria = await signInClient(t.app);
  staff = await loginStaff(t.app);
});
afterAll(async () => {
  await t.close();
});

const CALABRESA: CartPick = { product: "PG-CALABRESA", additionals: ["AD-PG-MASSA-TRAD"] };

async function ordersOf(clientToken: string, query = ""): Promise<Array<{ id: number }>> {
  return (await request(t.app, { method: "GET", url: `/orders?take=100${query}`, token: clientToken })).json();
}

async function setStoreOnline(online: boolean): Promise<void> {
  await t.app.ctx.db
    .update(settings)
    .set({ value: String(online) })
    .where(eq(settings.key, "store_info.online"));
}

describe("POST /orders", () => {
  it("creates a delivery order priced by the server, with its first history entry, and reads it back whole", async () => {
    const body = orderBody(catalogue, [
      { product: "PG-CALABRESA", additionals: ["AD-PG-MASSA-INTEGRAL", "AD-PG-BACON"], note: "Sem cebola" },
      { product: "BB-COLA-2L", quantity: 2 },
    ]);
    const response = await postOrder(t.app, maria, body);
    expect(response.statusCode, response.body).toBe(201);
    const order = orderSchema.parse(response.json());
    // 54,90 + 6 (integral) + 9 (bacon) + 2 x 14,90
    expect(order.amount).toBe(99.7);
    expect(order.amount).toBe(cartTotal(body));
    expect(order.delivery_fee).toBe(5);
    expect(order.is_delivery).toBe(true);
    expect(order.external_id).toBeGreaterThanOrEqual(1001);
    expect(order.order_notes).toBe("Pedido Online");
    expect(order.scheduled_time).toBeNull();
    expect(order.address).toEqual({
      address: "Rua Aspicuelta",
      alias: "Casa",
      number: "120",
      neighborhood: "Vila Madalena",
      postal_code: "05433010",
      address_info: "Apto 42",
      address_notes: "Portão azul, interfone 42",
    });
    expect(order.OrderStateHistory.map((entry) => entry.to_state)).toEqual(["PENDING"]);
    expect(order.Client).toEqual({ name: "Maria Oliveira Santos", phone: "11987654321", email: "maria.santos@example.com" });
    expect(order.OrderPayment).toEqual([]);
    expect(order.cart).toHaveLength(2);
    expect(order.OrderItem.map((item) => [item.cart_index, item.product.name, item.ProductAdditional?.name ?? null, item.quantity, item.amount])).toEqual([
      [0, "Calabresa", null, 1, 54.9],
      [0, "Calabresa", "Massa Integral", 1, 6],
      [0, "Calabresa", "Bacon", 1, 9],
      [1, "Refrigerante de Cola 2 L", null, 2, 14.9],
    ]);
    expect(order.OrderItem[0]).toMatchObject({ item_notes: "Sem cebola", item_id_parent: null, item_group: 1 });
    expect(order.OrderItem[1]).toMatchObject({ ProductAdditional: { category: "Tipo de Massa" }, item_id_parent: order.OrderItem[0]!.product_id });

    const read = await request(t.app, { method: "GET", url: `/orders/${order.id}`, token: maria });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(response.json());
  });

  it("uses the store's address, alias 'Retirada', and no fee for pickup", async () => {
    const body = { ...orderBody(catalogue, [CALABRESA], { delivery: false }), address: { address: "Rua Qualquer", number: "1", postal_code: "01310-100" } };
    const response = await postOrder(t.app, maria, body);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      is_delivery: false,
      delivery_fee: 0,
      amount: 54.9,
      address: {
        address: "Rua Girassol",
        alias: "Retirada",
        number: "350",
        neighborhood: "Vila Madalena",
        postal_code: "05433001",
        address_info: null,
        address_notes: "Em frente à Praça Aprendiz das Letras",
      },
    });
  });

  it("takes a pickup order whose address form was left empty (the address is ignored, not checked)", async () => {
    const empty = { address: "", alias: null, is_default: false, neighborhood: null, number: "", postal_code: "", address_info: null, address_notes: null };
    const response = await postOrder(t.app, maria, { ...orderBody(catalogue, [CALABRESA], { delivery: false }), address: empty });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ is_delivery: false, delivery_fee: 0, address: { address: "Rua Girassol", alias: "Retirada" } });
  });

  it("charges the area's fee, R$ 20,00 when the area has none, and nothing for a free area", async () => {
    const perdizes = await postOrder(t.app, maria, orderBody(catalogue, [CALABRESA], { address: { postal_code: "05015010", address: "Rua Cardoso de Almeida" } }));
    expect(perdizes.json()).toMatchObject({ delivery_fee: 20, address: { neighborhood: "Vila Madalena" } });
    await t.app.ctx.db.execute(`UPDATE ceps SET amount = 0 WHERE postal_code = '05435000'`);
    const free = await postOrder(t.app, maria, orderBody(catalogue, [CALABRESA], { address: { postal_code: "05435-000", neighborhood: null } }));
    expect(free.json()).toMatchObject({ delivery_fee: 0, address: { neighborhood: "Sumarezinho" } });
  });

  it("ignores every figure of the body: tampered cart prices change nothing", async () => {
    const body = orderBody(catalogue, [{ product: "PG-PARMA-RUCULA", additionals: ["AD-PG-MASSA-TRAD", "AD-PG-BORDA-CATUPIRY"] }]);
    const tampered = {
      ...body,
      cart: body.cart.map((line) => ({
        ...line,
        amount: 0.01,
        totalPrice: 0.01,
        additionals: line.additionals.map((a) => ({ ...a, ProductAdditional: { ...a.ProductAdditional, amount: 0 } })),
      })),
      items: body.items.map((item) => ({ ...item, amount: 0.01, unit_amount: 0.01 })),
    };
    const response = await postOrder(t.app, maria, tampered);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().amount).toBe(94.9);
    expect(response.json().amount).toBe(cartTotal(body));
    expect(response.json().cart[0].totalPrice).toBe(0.01);
  });

  it("prices fractions once per line, with the extras of a fraction in full", async () => {
    const body = orderBody(catalogue, [
      { product: "PG-MARGHERITA", quantity: 0.5, additionals: ["AD-PG-MASSA-FINA", "AD-PI-BACON"] },
      { product: "PG-CAMARAO", quantity: 0.5 },
      { product: "PG-CALABRESA", quantity: 0.333, additionals: ["AD-PG-MASSA-TRAD"] },
      { product: "PG-ATUM", quantity: 0.333 },
      { product: "PG-BURRATA", quantity: 0.334 },
    ]);
    const response = await postOrder(t.app, maria, body);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().amount).toBe(cartTotal(body));
    expect(response.json().OrderItem.map((item: { item_group: number }) => item.item_group)).toEqual([1, 1, 1, 1, 2, 2, 2, 2]);
  });

  it.each<[string, CartPick[], string]>([
    ["a lone half", [{ product: "PG-CALABRESA", quantity: 0.5, additionals: ["AD-PG-MASSA-TRAD"] }], FRACTION_MESSAGES.incompletePizza],
    [
      "two thirds and nothing more",
      [
        { product: "PG-CALABRESA", quantity: 0.333, additionals: ["AD-PG-MASSA-TRAD"] },
        { product: "PG-ATUM", quantity: 0.333 },
      ],
      FRACTION_MESSAGES.incompletePizza,
    ],
    [
      "thirds of individual pizzas",
      [
        { product: "PI-CALABRESA", quantity: 0.333, additionals: ["AD-PI-MASSA-TRAD"] },
        { product: "PI-MARGHERITA", quantity: 0.333 },
        { product: "PI-PEPPERONI", quantity: 0.334 },
      ],
      FRACTION_MESSAGES.thirdsNotAllowed("Calabresa Individual"),
    ],
    [
      "halves of two sizes",
      [
        { product: "PG-CALABRESA", quantity: 0.5, additionals: ["AD-PG-MASSA-TRAD"] },
        { product: "PI-MARGHERITA", quantity: 0.5 },
      ],
      FRACTION_MESSAGES.mixedGroups,
    ],
    [
      "half a drink",
      [
        { product: "BB-COLA-2L", quantity: 0.5 },
        { product: "BB-GUARANA-2L", quantity: 0.5 },
      ],
      FRACTION_MESSAGES.notFractionable("Refrigerante de Cola 2 L"),
    ],
    ["a pizza without dough", [{ product: "PG-CALABRESA", additionals: ["AD-PG-BACON"] }], ORDER_MESSAGES.doughMissing("Calabresa")],
    [
      "halves whose dough is on the second line",
      [
        { product: "PG-CALABRESA", quantity: 0.5 },
        { product: "PG-ATUM", quantity: 0.5, additionals: ["AD-PG-MASSA-TRAD"] },
      ],
      ORDER_MESSAGES.doughMissing("Calabresa"),
    ],
    ["an inactive product", [{ product: "PG-FILE-GORGONZOLA", additionals: ["AD-PG-MASSA-TRAD"] }], ORDER_MESSAGES.productUnavailable("Filé com Gorgonzola")],
    ["an inactive additional", [{ product: "PG-CALABRESA", additionals: ["AD-PG-MASSA-TRAD", "AD-PG-PALMITO"] }], ORDER_MESSAGES.additionalUnavailable("Palmito")],
    [
      "an additional of another product",
      [{ product: "PG-CALABRESA", additionals: ["AD-PG-MASSA-TRAD", "AD-SB-SORVETE"] }],
      ORDER_MESSAGES.additionalNotAllowed("Bola de Sorvete de Creme", "Calabresa"),
    ],
    [
      "a large pizza's extra on a fraction",
      [
        { product: "PG-CALABRESA", quantity: 0.5, additionals: ["AD-PG-MASSA-TRAD", "AD-PG-BACON"] },
        { product: "PG-ATUM", quantity: 0.5 },
      ],
      ORDER_MESSAGES.additionalNotAllowed("Bacon", "Calabresa"),
    ],
    [
      "an individual pizza's (cheaper) extra on a whole large pizza",
      [{ product: "PG-CALABRESA", additionals: ["AD-PG-MASSA-TRAD", "AD-PI-BACON"] }],
      ORDER_MESSAGES.additionalNotAllowed("Bacon", "Calabresa"),
    ],
    ["two doughs on one pizza", [{ product: "PG-CALABRESA", additionals: ["AD-PG-MASSA-TRAD", "AD-PG-MASSA-FINA"] }], ORDER_MESSAGES.singleChoice("Tipo de Massa", "Calabresa")],
  ])("refuses %s with 422 and the cart's message", async (_label, picks, message) => {
    const before = (await ordersOf(maria)).length;
    const response = await postOrder(t.app, maria, orderBody(catalogue, picks));
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toEqual({ statusCode: 422, error: "Unprocessable Entity", message });
    expect(await ordersOf(maria)).toHaveLength(before);
  });

  it("refuses unknown products and additionals with 422", async () => {
    const body = orderBody(catalogue, [CALABRESA]);
    const unknownProduct = {
      ...body,
      items: body.items.map((item) => ({ ...item, product_id: 999_999, item_id: item.item_id_parent === null ? 999_999 : item.item_id, item_id_parent: item.item_id_parent === null ? null : 999_999 })),
    };
    const response = await postOrder(t.app, maria, unknownProduct);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(ORDER_MESSAGES.unknownProduct);

    const unknownAdditional = { ...body, items: body.items.map((item) => (item.item_id_parent === null ? item : { ...item, item_id: 999_999 })) };
    const refused = await postOrder(t.app, maria, unknownAdditional);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(ORDER_MESSAGES.unknownAdditional);
  });

  it.each([
    ["an inactive area", "01310-100"],
    ["an unknown CEP", "99999-999"],
  ])("refuses delivery to %s with 422", async (_label, postalCode) => {
    const response = await postOrder(t.app, maria, orderBody(catalogue, [CALABRESA], { address: { postal_code: postalCode } }));
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(CEP_OUT_OF_AREA);
  });

  it("refuses every order while the store is offline", async () => {
    await setStoreOnline(false);
    try {
      const response = await postOrder(t.app, maria, orderBody(catalogue, [CALABRESA]));
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(ORDER_MESSAGES.storeClosed);
    } finally {
      await setStoreOnline(true);
    }
  });

  it.each<[string, (body: ReturnType<typeof orderBody>) => object, string]>([
    ["no items", (body) => ({ ...body, items: [] }), MESSAGES.cartEmpty],
    ["delivery without an address", (body) => ({ ...body, address: null }), MESSAGES.deliveryAddressRequired],
    ["an unknown field", (body) => ({ ...body, total: 1 }), "Campo não permitido: total"],
    ["a zero quantity", (body) => ({ ...body, items: body.items.map((item) => ({ ...item, quantity: 0 })) }), MESSAGES.quantityInvalid],
    // Issue 29: a quantity outside the contract's is a malformed body (order-quantities.test.ts has the rest).
    ["a quarter", (body) => ({ ...body, items: body.items.map((item) => (item.cart_index === 0 && item.item_id_parent === null ? { ...item, quantity: 0.25 } : item)) }), MESSAGES.quantityInvalid],
    ["a pizza and a half on one line", (body) => ({ ...body, items: body.items.map((item) => ({ ...item, quantity: 1.5 })) }), MESSAGES.quantityInvalid],
    ["an additional without its product row", (body) => ({ ...body, items: body.items.filter((item) => item.item_id_parent !== null) }), ORDER_ITEMS_INVALID],
    ["two product rows on one line", (body) => ({ ...body, items: [...body.items, body.items[0]] }), ORDER_ITEMS_INVALID],
    [
      "item groups that do not follow the quantities",
      (body) => ({ ...body, items: body.items.map((item) => ({ ...item, item_group: item.cart_index === 1 ? 1 : item.item_group })) }),
      ORDER_ITEMS_INVALID,
    ],
    [
      "an additional whose quantity does not follow its pizza",
      (body) => ({ ...body, items: body.items.map((item) => (item.item_id_parent === null ? item : { ...item, quantity: 3 })) }),
      ORDER_ITEMS_INVALID,
    ],
  ])("refuses %s with 400", async (_label, change, message) => {
    const body = orderBody(catalogue, [CALABRESA, { product: "BB-AGUA" }]);
    const response = await postOrder(t.app, maria, change(body));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("needs a session: 401 without one; staff must name the client and channel (staff-orders.test.ts)", async () => {
    const body = orderBody(catalogue, [CALABRESA]);
    expect((await request(t.app, { method: "POST", url: "/orders", payload: body })).statusCode).toBe(401);
    expect((await request(t.app, { method: "POST", url: "/orders", payload: body, token: staff })).statusCode).toBe(400);
  });
});

describe("POST /orders prices like the cart (property)", () => {
  const WHOLE = ["PG-MARGHERITA", "PG-CALABRESA", "PG-PORTUGUESA", "PG-QUATRO-QUEIJOS", "PG-PEPPERONI", "PG-CAMARAO"];
  const INDIVIDUAL = ["PI-MARGHERITA", "PI-CALABRESA", "PI-FRANGO-CATUPIRY", "PI-PEPPERONI"];
  const SIMPLE = ["BB-COLA-2L", "BB-GUARANA-LATA", "BB-AGUA", "SB-PUDIM", "SB-MOUSSE-MARACUJA"];
  const LARGE_DOUGH = ["AD-PG-MASSA-TRAD", "AD-PG-MASSA-FINA", "AD-PG-MASSA-INTEGRAL"];
  const SMALL_DOUGH = ["AD-PI-MASSA-TRAD", "AD-PI-MASSA-FINA", "AD-PI-MASSA-INTEGRAL"];
  const LARGE_EXTRAS = ["AD-PG-BACON", "AD-PG-CATUPIRY", "AD-PG-CHEDDAR", "AD-PG-OVO", "AD-PG-BORDA-CATUPIRY", "AD-PG-MOLHO-PICANTE"];
  const SMALL_EXTRAS = ["AD-PI-BACON", "AD-PI-CATUPIRY", "AD-PI-OVO", "AD-PI-AZEITONA", "AD-PI-MOLHO-POMODORO"];
  // A fraction of a large pizza: the individual "Adicionais", the large sauces and crusts.
  const FRACTION_EXTRAS = ["AD-PI-BACON", "AD-PI-CATUPIRY", "AD-PI-OVO", "AD-PG-MOLHO-PICANTE", "AD-PG-BORDA-CHEDDAR"];

  const pick = (list: readonly string[]) => fc.constantFrom(...list);
  const extras = (list: readonly string[]) => fc.subarray([...list], { maxLength: 3 });

  const wholeLarge = fc
    .record({ product: pick(WHOLE), quantity: fc.integer({ min: 1, max: 3 }), dough: pick(LARGE_DOUGH), extras: extras(LARGE_EXTRAS) })
    .map(({ product, quantity, dough, extras: chosen }): CartPick[] => [{ product, quantity, additionals: [dough, ...chosen] }]);
  const wholeIndividual = fc
    .record({ product: pick(INDIVIDUAL), quantity: fc.integer({ min: 1, max: 2 }), dough: pick(SMALL_DOUGH), extras: extras(SMALL_EXTRAS) })
    .map(({ product, quantity, dough, extras: chosen }): CartPick[] => [{ product, quantity, additionals: [dough, ...chosen] }]);
  const fractions = fc
    .record({
      split: fc.constantFrom([0.5, 0.5], [0.333, 0.333, 0.334], [0.333, 0.667], [0.667, 0.333], [0.666, 0.334]),
      products: fc.array(pick(WHOLE), { minLength: 3, maxLength: 3 }),
      dough: pick(LARGE_DOUGH),
      extras: fc.array(extras(FRACTION_EXTRAS), { minLength: 3, maxLength: 3 }),
    })
    .map(({ split, products, dough, extras: chosen }): CartPick[] =>
      split.map((quantity, index) => ({ product: products[index]!, quantity, additionals: index === 0 ? [dough, ...chosen[index]!] : chosen[index]! })),
    );
  const simple = fc.record({ product: pick(SIMPLE), quantity: fc.integer({ min: 1, max: 4 }) }).map((line): CartPick[] => [line]);
  const cart = fc.array(fc.oneof(wholeLarge, wholeIndividual, fractions, simple), { minLength: 1, maxLength: 4 }).map((pizzas) => pizzas.flat());

  it("answers amount = the domain's cart total, and the fee apart", async () => {
    await fc.assert(
      fc.asyncProperty(cart, fc.boolean(), async (picks, delivery) => {
        const body = orderBody(catalogue, picks, { delivery });
        const response = await postOrder(t.app, maria, body);
        expect(response.statusCode, response.body).toBe(201);
        const order = response.json();
        expect(order.amount).toBe(cartTotal(body));
        expect(order.delivery_fee).toBe(delivery ? 5 : 0);
        const rows = await t.app.ctx.db.execute(`SELECT sum(amount)::float AS total FROM order_items WHERE order_id = ${Number(order.id)}`);
        expect((rows as unknown as { rows: Array<{ total: number }> }).rows[0]!.total).toBeCloseTo(order.amount, 2);
      }),
      { numRuns: 25 },
    );
  });
});

describe("Idempotency-Key", () => {
  it("answers a repeated request with the first order and creates nothing new", async () => {
    const client = await createClient(t.app);
    const body = orderBody(catalogue, [CALABRESA]);
    const first = await postOrder(t.app, client.token, body, "pedido-1");
    expect(first.statusCode).toBe(201);
    expect(first.headers["idempotent-replayed"]).toBeUndefined();
    const again = await postOrder(t.app, client.token, body, "pedido-1");
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(first.json());
    expect(await ordersOf(client.token)).toHaveLength(1);

    const another = await postOrder(t.app, client.token, body, "pedido-2");
    expect(another.json().id).not.toBe(first.json().id);
    expect(await ordersOf(client.token)).toHaveLength(2);
  });

  it("creates one order for identical requests sent at the same time", async () => {
    const client = await createClient(t.app);
    const body = orderBody(catalogue, [CALABRESA, { product: "BB-AGUA" }]);
    const answers = await Promise.all(Array.from({ length: 5 }, () => postOrder(t.app, client.token, body, "ao-mesmo-tempo")));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    expect(await ordersOf(client.token)).toHaveLength(1);
  });

  it("refuses the same key with another body (422), and keys are per client", async () => {
    const client = await createClient(t.app);
    await postOrder(t.app, client.token, orderBody(catalogue, [CALABRESA]), "chave");
    const other = await postOrder(t.app, client.token, orderBody(catalogue, [CALABRESA, { product: "BB-AGUA" }]), "chave");
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(IDEMPOTENCY_KEY_REUSED);
    expect(await ordersOf(client.token)).toHaveLength(1);

    const someoneElse = await createClient(t.app);
    const theirs = await postOrder(t.app, someoneElse.token, orderBody(catalogue, [CALABRESA]), "chave");
    expect(theirs.statusCode).toBe(201);
    expect(await ordersOf(someoneElse.token)).toHaveLength(1);
  });

  it("keeps no answer for a refused request: retried once the problem is gone, it goes through", async () => {
    const client = await createClient(t.app);
    const body = orderBody(catalogue, [CALABRESA]);
    await setStoreOnline(false);
    try {
      expect((await postOrder(t.app, client.token, body, "loja-fechada")).statusCode).toBe(422);
    } finally {
      await setStoreOnline(true);
    }
    const retried = await postOrder(t.app, client.token, body, "loja-fechada");
    expect(retried.statusCode).toBe(201);
    expect(retried.headers["idempotent-replayed"]).toBeUndefined();
  });

  it("forgets a key after 24 hours", async () => {
    const client = await createClient(t.app);
    const body = orderBody(catalogue, [CALABRESA]);
    const first = await postOrder(t.app, client.token, body, "ontem");
    await t.app.ctx.db.execute(`UPDATE idempotency_keys SET expires_at = now() - interval '1 minute' WHERE key = 'ontem'`);
    const next = await postOrder(t.app, client.token, body, "ontem");
    expect(next.statusCode).toBe(201);
    expect(next.json().id).not.toBe(first.json().id);
  });

  it("refuses an empty or oversized key with 400", async () => {
    for (const key of ["", " ", "x".repeat(256)]) {
      const response = await postOrder(t.app, maria, orderBody(catalogue, [CALABRESA]), key);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(IDEMPOTENCY_KEY_INVALID);
    }
  });
});

describe("GET /orders and GET /orders/{id}", () => {
  let ana: NewClient;
  let bruno: NewClient;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ana = await createClient(t.app, { name: "Ána Júlia Pereira", phone: "21991234567" });
    bruno = await createClient(t.app, { name: "Bruno Almeida Costa", phone: "11977776666" });
    for (const [name, token] of [
      ["ana1", ana.token],
      ["bruno1", bruno.token],
      ["ana2", ana.token],
    ] as const) {
      const response = await postOrder(t.app, token, orderBody(catalogue, [CALABRESA]));
      ids[name] = response.json().id;
    }
  });

  const listIds = async (token: string, query: string) =>
    ((await request(t.app, { method: "GET", url: `/orders?${query}`, token })).json() as Array<{ id: number }>).map((order) => order.id);

  it("lists only the client's own orders, newest first", async () => {
    expect(await listIds(ana.token, "")).toEqual([ids.ana2, ids.ana1]);
    expect(await listIds(bruno.token, "order_id=desc")).toEqual([ids.bruno1]);
    expect(await listIds(ana.token, "order_id=asc")).toEqual([ids.ana1, ids.ana2]);
  });

  it("never shows a client another client's order, even through the staff filters", async () => {
    expect(await listIds(bruno.token, `where_client_name=ana`)).toEqual([]);
    const theirs = await request(t.app, { method: "GET", url: `/orders/${ids.ana1}`, token: bruno.token });
    const missing = await request(t.app, { method: "GET", url: "/orders/999999", token: bruno.token });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(ORDER_NOT_FOUND);
    expect(theirs.body).toBe(missing.body);
  });

  it("serves the storefront's calls: the newest order, and the history without PENDING", async () => {
    expect(await listIds(ana.token, "order_id=desc&take=1")).toEqual([ids.ana2]);
    expect(await listIds(ana.token, "order_id=desc&take=20&skip=0&where_not_to_state=PENDING")).toEqual([]);
    await forceOrderState(t.app, ids.ana1!, "PAID");
    expect(await listIds(ana.token, "order_id=desc&take=20&skip=0&where_not_to_state=PENDING")).toEqual([ids.ana1]);
    expect(await listIds(ana.token, "where_to_state=PENDING")).toEqual([ids.ana2]);
    expect(await listIds(ana.token, "order_id=desc&take=1&skip=1")).toEqual([ids.ana1]);
  });

  it("lets staff read any order and filter by external id, client name (any case and accent) and phone", async () => {
    const one = await request(t.app, { method: "GET", url: `/orders/${ids.bruno1}`, token: staff });
    expect(one.statusCode).toBe(200);
    const external = one.json().external_id as number;
    expect(await listIds(staff, `where_external_id=${external}`)).toEqual([ids.bruno1]);
    expect(await listIds(staff, "where_client_name=ANA JULIA")).toEqual([ids.ana2, ids.ana1]);
    expect(await listIds(staff, "where_client_phone=(21) 99123")).toEqual([ids.ana2, ids.ana1]);
    expect(await listIds(staff, "where_client_name=bruno&where_client_phone=1197777")).toEqual([ids.bruno1]);
    expect(await listIds(staff, "where_client_name=ninguém")).toEqual([]);
    const all = await listIds(staff, "take=100");
    expect(all).toEqual(expect.arrayContaining([ids.ana1, ids.ana2, ids.bruno1]));
  });

  // A filter matching few clients reads their ids first; past CLIENT_IDS_MAX (1000) the orders are
  // joined to the clients instead (decision 0710's addendum): both ways answer the same orders.
  it("filters by a client name that more than a thousand clients share", async () => {
    await t.app.ctx.db.execute(
      sql`INSERT INTO clients (name, document, phone, password_hash) SELECT 'Homônimo ' || g || ' Pereira', (80000000000 + g)::text, '1190000' || lpad(g::text, 4, '0'), 'x' FROM generate_series(1, 1001) AS g`,
    );
    expect(await listIds(staff, "where_client_name=pereira")).toEqual([ids.ana2, ids.ana1]);
    expect(await listIds(staff, "where_client_name=pereira&order_client_name=desc")).toEqual([ids.ana2, ids.ana1]);
    expect(await listIds(staff, "where_client_name=homonimo")).toEqual([]);
    expect(await listIds(staff, "where_client_name=homonimo 7 pereira")).toEqual([]);
  });

  it("lets staff sort by external id, client, scheduled time and creation, one at a time", async () => {
    const mine = (list: number[]) => list.filter((id) => [ids.ana1, ids.ana2, ids.bruno1].includes(id));
    expect(mine(await listIds(staff, "order_external_id=asc&take=100"))).toEqual([ids.ana1, ids.bruno1, ids.ana2]);
    expect(mine(await listIds(staff, "order_external_id=desc&take=100"))).toEqual([ids.ana2, ids.bruno1, ids.ana1]);
    expect(mine(await listIds(staff, "order_client_name=asc&take=100"))).toEqual([ids.ana1, ids.ana2, ids.bruno1]);
    expect(mine(await listIds(staff, "order_client_name=desc&take=100"))).toEqual([ids.bruno1, ids.ana2, ids.ana1]);
    expect(mine(await listIds(staff, "order_created_at=desc&take=100"))).toEqual([ids.ana2, ids.bruno1, ids.ana1]);
    await t.app.ctx.db.update(orders).set({ scheduledTime: new Date("2030-01-01T20:00:00Z") }).where(eq(orders.id, ids.bruno1!));
    await t.app.ctx.db.update(orders).set({ scheduledTime: new Date("2030-01-01T19:00:00Z") }).where(eq(orders.id, ids.ana2!));
    // Orders without a scheduled time (not paid) come last in both directions.
    const asc = await listIds(staff, "order_scheduled_time=asc&take=100");
    expect(asc.slice(0, 2)).toEqual([ids.ana2, ids.bruno1]);
    const desc = await listIds(staff, "order_scheduled_time=desc&take=100");
    expect(desc.slice(0, 2)).toEqual([ids.bruno1, ids.ana2]);
  });

  it("pages with take and skip", async () => {
    const firstPage = await listIds(staff, "take=2&skip=0");
    const secondPage = await listIds(staff, "take=2&skip=2");
    expect(firstPage).toHaveLength(2);
    expect(secondPage).toHaveLength(2);
    expect(firstPage.some((id) => secondPage.includes(id))).toBe(false);
    expect((await request(t.app, { method: "GET", url: "/orders?take=101", token: staff })).statusCode).toBe(400);
    expect((await request(t.app, { method: "GET", url: "/orders?where_to_state=PAGO", token: staff })).statusCode).toBe(400);
  });

  it("answers 401 without a session and 400 for a malformed id", async () => {
    expect((await request(t.app, { method: "GET", url: "/orders" })).statusCode).toBe(401);
    expect((await request(t.app, { method: "GET", url: `/orders/${ids.ana1}` })).statusCode).toBe(401);
    expect((await request(t.app, { method: "GET", url: "/orders/abc", token: staff })).statusCode).toBe(400);
  });
});
