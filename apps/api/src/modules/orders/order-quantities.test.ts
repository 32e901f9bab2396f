import { eq } from "drizzle-orm";
import { MESSAGES } from "@forno/domain/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderItems, orders } from "../../db/schema";
import { type NewClient, type TestApp, type TestCatalogue, createClient, createTestApp, loadCatalogue, loginStaff, orderBody, placeOrder, postOrder, request } from "../../../test/support";

// Issue 29 point 1: a quantity is a whole number from 1 to 99 or exactly a pizza fraction; an order
// stored earlier with a zero quantity (0.0001 was accepted and kept as 0.000) breaks no answer.

let t: TestApp;
let catalogue: TestCatalogue;
let ana: NewClient;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await loadCatalogue(t.app);
  ana = await createClient(t.app);
  staff = await loginStaff(t.app);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token: string) => request(t.app, { method: "GET", url, token });

describe("POST /orders quantities", () => {
  it.each([0.0001, 0.0004, 0.0005, 0.25, 0.3334, 0.5000001, 1.5, 0, -1, 100, 1000, 1e21])("refuses %s with 400 and the quantity message, and stores nothing", async (quantity) => {
    const before = await t.app.ctx.db.$count(orders);
    const body = orderBody(catalogue, [{ product: "BB-AGUA" }]);
    const response = await postOrder(t.app, ana.token, { ...body, items: body.items.map((item) => ({ ...item, quantity })) });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: "Bad Request", message: MESSAGES.quantityInvalid });
    expect(response.json().message).toBe("Quantidade inválida: use um número inteiro de 1 a 99 ou uma fração de pizza (1/2, 1/3 ou 2/3).");
    expect(await t.app.ctx.db.$count(orders)).toBe(before);
  });

  it("refuses a fraction beside valid ones, naming no product (the body is malformed)", async () => {
    const body = orderBody(catalogue, [
      { product: "PG-CALABRESA", quantity: 0.5, additionals: ["AD-PG-MASSA-TRAD"] },
      { product: "PG-ATUM", quantity: 0.5 },
    ]);
    const tampered = { ...body, items: body.items.map((item, index) => (index === 0 ? { ...item, quantity: 0.4999 } : item)) };
    const response = await postOrder(t.app, ana.token, tampered);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.quantityInvalid);
  });

  it("accepts the edges: 99 of one product, and every pizza fraction", async () => {
    const many = await postOrder(t.app, ana.token, orderBody(catalogue, [{ product: "BB-AGUA", quantity: 99 }]));
    expect(many.statusCode, many.body).toBe(201);
    expect(many.json().OrderItem[0].quantity).toBe(99);
    const thirds = await postOrder(
      t.app,
      ana.token,
      orderBody(catalogue, [
        { product: "PG-CALABRESA", quantity: 0.333, additionals: ["AD-PG-MASSA-TRAD"] },
        { product: "PG-ATUM", quantity: 0.333 },
        { product: "PG-BURRATA", quantity: 0.334 },
        { product: "PG-CALABRESA", quantity: 0.666, additionals: ["AD-PG-MASSA-TRAD"] },
        { product: "PG-ATUM", quantity: 0.334 },
        { product: "PG-CALABRESA", quantity: 0.5, additionals: ["AD-PG-MASSA-TRAD"] },
        { product: "PG-ATUM", quantity: 0.5 },
        { product: "PG-CALABRESA", quantity: 0.333, additionals: ["AD-PG-MASSA-TRAD"] },
        { product: "PG-ATUM", quantity: 0.667 },
      ]),
    );
    expect(thirds.statusCode, thirds.body).toBe(201);
    const quantities = thirds.json().OrderItem.filter((item: { item_id_parent: number | null }) => item.item_id_parent === null).map((item: { quantity: number }) => item.quantity);
    expect(quantities).toEqual([0.333, 0.333, 0.334, 0.666, 0.334, 0.5, 0.5, 0.333, 0.667]);
  });
});

describe("an order stored with a zero quantity (before the fix)", () => {
  let broken: { id: number; external_id: number };

  beforeAll(async () => {
    broken = await placeOrder(t.app, ana.token, catalogue, [{ product: "BB-AGUA" }]);
    await t.app.ctx.db.update(orderItems).set({ quantity: 0 }).where(eq(orderItems.orderId, broken.id));
    await t.app.ctx.db.update(orders).set({ amount: 0 }).where(eq(orders.id, broken.id));
  });

  it("breaks no list, no detail and no ticket", async () => {
    for (const [url, token] of [
      ["/orders", staff],
      ["/orders?take=100", staff],
      ["/orders?order_created_at=asc", staff],
      ["/orders", ana.token],
      ["/orders?where_not_to_state=PENDING", ana.token],
      [`/orders/${broken.id}`, staff],
      [`/orders/${broken.id}`, ana.token],
      [`/orders/${broken.id}/ticket?template=kitchen`, staff],
      [`/orders/${broken.id}/ticket?template=delivery`, staff],
    ] as const) {
      const response = await get(url, token);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    }
    const list = (await get("/orders?take=100", staff)).json() as Array<{ id: number; OrderItem: Array<{ quantity: number }> }>;
    expect(list.find((order) => order.id === broken.id)?.OrderItem[0]?.quantity).toBe(0);
  });

  it("can still be paid by Pix and approved in the sandbox, and moved on by staff", async () => {
    const pix = await request(t.app, {
      method: "POST",
      url: "/order-payments",
      token: ana.token,
      payload: { external_reference: broken.id, payer: { email: "ana@example.com" }, payment_method_id: "pix", transaction_amount: 1, api_version: 2 },
    });
    expect(pix.statusCode, pix.body).toBe(201);
    const approved = await request(t.app, { method: "POST", url: `/sandbox/payments/${broken.id}/approve`, token: ana.token });
    expect(approved.statusCode, approved.body).toBe(200);
    const cancelled = await request(t.app, { method: "POST", url: "/order-state-historys", token: staff, payload: { order_id: broken.id, to_state: "PREPARATION" } });
    expect(cancelled.statusCode, cancelled.body).toBe(201);
  });
});
