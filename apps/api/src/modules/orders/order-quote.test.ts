import { sql } from "drizzle-orm";
import { STAFF_ORDER_MESSAGES } from "@forno/domain/orders";
import { orderQuoteSchema, orderSchema } from "@forno/domain/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type CartPick,
  type TestApp,
  type TestCatalogue,
  createClient,
  createCoupon,
  createTestApp,
  loadCatalogue,
  loginStaff,
  orderBody,
  postOrder,
  request,
} from "../../../test/support";
import { CEP_OUT_OF_AREA } from "../ceps/ceps.service";

let t: TestApp;
let catalogue: TestCatalogue;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await loadCatalogue(t.app);
  staff = await loginStaff(t.app);
});
afterAll(async () => {
  await t.close();
});

const CALABRESA: CartPick[] = [{ product: "PG-CALABRESA", additionals: ["AD-PG-MASSA-TRAD"] }];
const quote = (body: unknown, token?: string) => request(t.app, { method: "POST", url: "/orders/quote", token, payload: body as Record<string, unknown> });
const quoted = async (body: unknown, token?: string) => {
  const response = await quote(body, token);
  expect(response.statusCode, response.body).toBe(200);
  return orderQuoteSchema.parse(response.json());
};

describe("POST /orders/quote (growth.md section 1)", () => {
  it("answers the figures the order would get, and the created order has exactly them", async () => {
    const ana = await createClient(t.app);
    const picksOf: CartPick[][] = [
      CALABRESA,
      [
        { product: "PG-CALABRESA", quantity: 0.5, additionals: ["AD-PG-MASSA-TRAD", "AD-PG-BORDA-CATUPIRY"] },
        { product: "PG-MARGHERITA", quantity: 0.5 },
        { product: "BB-GUARANA-2L", quantity: 3 },
      ],
    ];
    const coupons = [
      await createCoupon(t.app, staff, { value: 15, max_uses_per_client: 0 }),
      await createCoupon(t.app, staff, { value: 33, max_discount: 25, applies_to_groups: ["Pizzas Grandes"], max_uses_per_client: 0 }),
      await createCoupon(t.app, staff, { kind: "free_delivery", max_uses_per_client: 0 }),
    ];
    for (const picks of picksOf) {
      for (const coupon of coupons) {
        const body = orderBody(catalogue, picks, { coupon: coupon.code.toLowerCase() });
        const figures = await quoted(body, ana.token);
        expect(figures.problems).toEqual([]);
        expect(figures.coupon?.code).toBe(coupon.code);
        expect(figures.total).toBe(Math.round((figures.subtotal + figures.delivery_fee - figures.discount) * 100) / 100);
        const created = orderSchema.parse((await postOrder(t.app, ana.token, body)).json());
        expect({ subtotal: created.amount, delivery_fee: created.delivery_fee, discount: created.discount }).toEqual({
          subtotal: figures.subtotal,
          delivery_fee: figures.delivery_fee,
          discount: figures.discount,
        });
      }
    }
  });

  it("names the coupon and its conditions; a refused one answers 200 with its message, no discount and no coupon", async () => {
    const bia = await createClient(t.app);
    await createCoupon(t.app, staff, { code: "SESSENTA", name: "10% acima de 60", value: 10, min_subtotal: 60, order_types: ["delivery"] });
    const refused = await quoted(orderBody(catalogue, CALABRESA, { coupon: "sessenta" }), bia.token);
    expect(refused).toEqual({ subtotal: 54.9, delivery_fee: 5, discount: 0, total: 59.9, coupon: null, reward: null, problems: ["Este cupom vale para pedidos a partir de R$ 60,00."] });
    const picks: CartPick[] = [...CALABRESA, { product: "BB-GUARANA-2L" }];
    const applied = await quoted(orderBody(catalogue, picks, { coupon: "SESSENTA" }), bia.token);
    expect(applied.coupon).toEqual({ code: "SESSENTA", name: "10% acima de 60", conditions: "10% em pedidos a partir de R$ 60,00, só entrega, 1 uso por cliente" });
    expect(applied.discount).toBe(Math.floor((Math.round(applied.subtotal * 100) * 10 + 50) / 100) / 100);
    expect((await quoted(orderBody(catalogue, CALABRESA, { coupon: "NADA" }), bia.token)).problems).toEqual(["Cupom inválido."]);
    expect(await quoted(orderBody(catalogue, CALABRESA), bia.token)).toMatchObject({ discount: 0, coupon: null, problems: [] });
  });

  it("signed out: a first-order coupon is applied and asks to sign in; the client's cap waits for the order", async () => {
    await createCoupon(t.app, staff, { code: "BEMVINDO", value: 10, first_order_only: true });
    const first = await quoted(orderBody(catalogue, CALABRESA, { coupon: "BEMVINDO" }));
    expect(first).toMatchObject({ discount: 5.49, total: 54.41, problems: ["Entre na sua conta para usar este cupom."] });
    expect(first.coupon?.code).toBe("BEMVINDO");
    await createCoupon(t.app, staff, { code: "UMAVEZ", value: 10, max_uses_per_client: 1 });
    expect(await quoted(orderBody(catalogue, CALABRESA, { coupon: "UMAVEZ" }))).toMatchObject({ discount: 5.49, problems: [] });
    // Signed in with a counted order, the first-order coupon is refused.
    const maria = (await request(t.app, { method: "POST", url: "/auth/sign-in", payload: { document: "12398745619", password: "Cliente@2025" } })).json().access_token as string;
    const created = orderSchema.parse((await postOrder(t.app, maria, orderBody(catalogue, CALABRESA))).json());
    expect((await request(t.app, { method: "POST", url: `/sandbox/payments/${created.id}/approve`, token: maria })).statusCode).toBe(200);
    expect(await quoted(orderBody(catalogue, CALABRESA, { coupon: "BEMVINDO" }), maria)).toMatchObject({ discount: 0, coupon: null, problems: ["Este cupom é só para o primeiro pedido."] });
  });

  it("staff quote for Novo pedido: the channel, a client by id or phone (never created), or none yet", async () => {
    const carla = await createClient(t.app, { phone: "11955502222" });
    const phoneOnly = await createCoupon(t.app, staff, { kind: "fixed", value: 8, channels: ["phone"], first_order_only: true });
    const body = orderBody(catalogue, CALABRESA, { coupon: phoneOnly.code });
    expect(await quoted({ ...body, channel: "phone" }, staff)).toMatchObject({ discount: 8, problems: [] });
    expect(await quoted({ ...body, channel: "counter" }, staff)).toMatchObject({ discount: 0, problems: ["Este cupom não vale neste canal."] });
    expect(await quoted({ ...body, channel: "phone", client_id: carla.id }, staff)).toMatchObject({ discount: 8, problems: [] });
    const before = await t.app.ctx.db.execute(sql`SELECT count(*)::int AS n FROM clients`);
    expect(await quoted({ ...body, channel: "phone", client: { name: "Pessoa Nova", phone: "(11) 95550-9999" } }, staff)).toMatchObject({ discount: 8 });
    const after = await t.app.ctx.db.execute(sql`SELECT count(*)::int AS n FROM clients`);
    expect((after as unknown as { rows: unknown[] }).rows).toEqual((before as unknown as { rows: unknown[] }).rows);
    const missing = await quote(body, staff);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(STAFF_ORDER_MESSAGES.channelRequired);
  });

  it("refuses staff fields from anyone but staff, and what cannot be priced as POST /orders does", async () => {
    const dani = await createClient(t.app);
    expect((await quote({ ...orderBody(catalogue, CALABRESA), channel: "phone" })).statusCode).toBe(403);
    expect((await quote({ ...orderBody(catalogue, CALABRESA), client_id: dani.id }, dani.token)).statusCode).toBe(403);
    expect((await quote({ ...orderBody(catalogue, CALABRESA), items: [] })).statusCode).toBe(400);
    const away = await quote(orderBody(catalogue, CALABRESA, { address: { postal_code: "01001-000" } }));
    expect(away.statusCode).toBe(422);
    expect(away.json().message).toBe(CEP_OUT_OF_AREA);
    // A lone half cannot be priced.
    expect((await quote(orderBody(catalogue, [{ product: "PG-CALABRESA", quantity: 0.5, additionals: ["AD-PG-MASSA-TRAD"] }]))).statusCode).toBe(422);
  });

  it("writes nothing and draws no order number or id", async () => {
    const seq = async () => (await t.app.ctx.db.execute(sql`SELECT (SELECT count(*) FROM orders)::int AS orders, (SELECT last_value FROM orders_id_seq)::int AS ids`)) as unknown as { rows: unknown[] };
    const before = await seq();
    await quoted(orderBody(catalogue, CALABRESA));
    expect((await seq()).rows).toEqual(before.rows);
  });

  it("a reward is refused in problems while the loyalty card is off (its own rules: modules/loyalty); one discount per order", async () => {
    const coupon = await createCoupon(t.app, staff, {});
    expect((await quoted({ ...orderBody(catalogue, CALABRESA, { coupon: coupon.code }), use_reward: true })).problems).toEqual(["Use o cupom ou a recompensa, não os dois."]);
    expect(await quoted({ ...orderBody(catalogue, CALABRESA), use_reward: true })).toMatchObject({ discount: 0, reward: null, problems: ["Você ainda não tem uma recompensa."] });
  });
});
