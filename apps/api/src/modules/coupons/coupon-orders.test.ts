import { COUPON_MESSAGES } from "@forno/domain/coupons";
import { DISCOUNT_MESSAGES } from "@forno/domain/discounts";
import { orderSchema } from "@forno/domain/schemas";
import { weekdayOf, wallClock } from "@forno/domain/store-hours";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type CartPick,
  type NewClient,
  type TestApp,
  type TestCatalogue,
  couponUses,
  createClient,
  createCoupon,
  createTestApp,
  loadCatalogue,
  loginStaff,
  orderBody,
  postOrder,
  request,
} from "../../../test/support";

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

/** R$ 54,90 + R$ 5,00 delivery: a Calabresa with its dough, to the demo address. */
const CALABRESA: CartPick[] = [{ product: "PG-CALABRESA", additionals: ["AD-PG-MASSA-TRAD"] }];

const order = (client: NewClient, coupon: string, options: { delivery?: boolean; picks?: CartPick[]; extra?: Record<string, unknown> } = {}) =>
  postOrder(t.app, client.token, { ...orderBody(catalogue, options.picks ?? CALABRESA, { delivery: options.delivery ?? true, coupon }), ...options.extra });
const refusal = async (client: NewClient, coupon: string, options: Parameters<typeof order>[2] = {}) => {
  const response = await order(client, coupon, options);
  expect(response.statusCode, response.body).toBe(422);
  return response.json().message as string;
};
const approve = async (client: NewClient, orderId: number) => expect((await request(t.app, { method: "POST", url: `/sandbox/payments/${orderId}/approve`, token: client.token })).statusCode).toBe(200);
const move = async (orderId: number, to: string) => expect((await request(t.app, { method: "POST", url: "/order-state-historys", token: staff, payload: { order_id: orderId, to_state: to } })).statusCode).toBe(201);

describe("POST /orders with a coupon (growth.md section 1)", () => {
  it("takes the discount off: amount + delivery_fee - discount, the code and the store as sponsor on every answer", async () => {
    const ana = await createClient(t.app);
    const coupon = await createCoupon(t.app, staff, { code: "dez", value: 10 });
    const response = await order(ana, "Dez");
    expect(response.statusCode, response.body).toBe(201);
    const created = orderSchema.parse(response.json());
    expect(created).toMatchObject({ amount: 54.9, delivery_fee: 5, discount: 5.49, coupon_code: coupon.code, discount_sponsor: "store" });
    const read = orderSchema.parse((await request(t.app, { method: "GET", url: `/orders/${created.id}`, token: ana.token })).json());
    expect(read).toMatchObject({ discount: 5.49, coupon_code: "DEZ", discount_sponsor: "store" });
    // Without a coupon: no discount, no sponsor.
    const plain = orderSchema.parse((await postOrder(t.app, ana.token, orderBody(catalogue, CALABRESA))).json());
    expect(plain).toMatchObject({ discount: 0, coupon_code: null, discount_sponsor: null });
  });

  it("fixed, free delivery, a maximum and a group: each as the contract computes it", async () => {
    const bia = await createClient(t.app);
    const cases: Array<[Parameters<typeof createCoupon>[2], CartPick[], number]> = [
      [{ kind: "fixed", value: 15 }, CALABRESA, 15],
      [{ kind: "fixed", value: 100 }, CALABRESA, 54.9],
      [{ kind: "free_delivery" }, CALABRESA, 5],
      [{ kind: "percent", value: 50, max_discount: 20 }, CALABRESA, 20],
      // 10% of the large pizza only (R$ 54,90), not of the drink (R$ 14,00 x 2).
      [{ kind: "percent", value: 10, applies_to_groups: ["Pizzas Grandes"] }, [...CALABRESA, { product: "BB-GUARANA-2L", quantity: 2 }], 5.49],
      // A half-and-half pizza belongs to the group of its first flavour, its additionals included.
      [
        { kind: "percent", value: 10, applies_to_groups: ["Pizzas Grandes"] },
        [
          { product: "PG-CALABRESA", quantity: 0.5, additionals: ["AD-PG-MASSA-TRAD", "AD-PG-BORDA-CATUPIRY"] },
          { product: "PG-MARGHERITA", quantity: 0.5 },
        ],
        -1,
      ],
    ];
    for (const [rules, picks, expected] of cases) {
      const coupon = await createCoupon(t.app, staff, { max_uses_per_client: 0, ...rules });
      const response = await order(bia, coupon.code, { picks });
      expect(response.statusCode, response.body).toBe(201);
      const created = orderSchema.parse(response.json());
      const discount = expected === -1 ? Math.floor((Math.round(created.amount * 100) * 10 + 50) / 100) / 100 : expected;
      expect(created.discount, JSON.stringify(rules)).toBe(discount);
    }
  });

  it("refuses each rule with the contract's message", async () => {
    const carla = await createClient(t.app);
    const now = Date.now();
    const today = weekdayOf(wallClock(now, "America/Sao_Paulo").date);
    const cases: Array<[Parameters<typeof createCoupon>[2], Parameters<typeof order>[2], string]> = [
      [{ active: false }, {}, "Cupom inválido."],
      [{ starts_at: new Date(now + 86_400_000).toISOString() }, {}, "Este cupom ainda não está valendo."],
      [{ ends_at: new Date(now - 60_000).toISOString() }, {}, "Este cupom expirou."],
      [{ weekdays: [0, 1, 2, 3, 4, 5, 6].filter((day) => day !== today) }, {}, "Este cupom não vale neste dia ou horário."],
      [{ order_types: ["delivery"] }, { delivery: false }, "Este cupom vale só para entrega."],
      [{ kind: "free_delivery" }, { delivery: false }, "Este cupom vale só para entrega."],
      [{ order_types: ["pickup"] }, {}, "Este cupom vale só para retirada no balcão."],
      [{ channels: ["phone", "counter"] }, {}, "Este cupom não vale neste canal."],
      [{ min_subtotal: 54.91 }, {}, "Este cupom vale para pedidos a partir de R$ 54,91."],
    ];
    for (const [rules, options, message] of cases) {
      const coupon = await createCoupon(t.app, staff, rules);
      expect(await refusal(carla, coupon.code, options), JSON.stringify(rules)).toBe(message);
    }
    expect(await refusal(carla, "NAOEXISTE")).toBe(COUPON_MESSAGES.invalid);
    expect(await refusal(carla, "a b")).toBe(COUPON_MESSAGES.invalid);
  });

  it("the client's cap, then the first order: a new account with a known phone is not a first order", async () => {
    const dani = await createClient(t.app);
    const first = await createCoupon(t.app, staff, { code: "PRIMEIROPEDIDO", first_order_only: true, min_subtotal: 40 });
    const firstOrder = orderSchema.parse((await order(dani, first.code)).json());
    // Waiting for payment it already holds the client's use (30 minutes).
    expect(await refusal(dani, first.code)).toBe("Você já usou este cupom.");
    await approve(dani, firstOrder.id);
    expect(await refusal(dani, first.code)).toBe("Você já usou este cupom.");
    // Unlimited per client: now the first-order rule speaks.
    const everyFirst = await createCoupon(t.app, staff, { first_order_only: true, max_uses_per_client: 0 });
    expect(await refusal(dani, everyFirst.code)).toBe("Este cupom é só para o primeiro pedido.");
    // A new account with dani's phone is dani.
    const again = await createClient(t.app, { name: "Dani Outra Conta", phone: dani.phone });
    expect(await refusal(again, first.code)).toBe("Você já usou este cupom.");
    expect(await refusal(again, everyFirst.code)).toBe("Este cupom é só para o primeiro pedido.");
    // Someone else is a first order.
    const edu = await createClient(t.app);
    expect((await order(edu, everyFirst.code)).statusCode).toBe(201);
  });

  it("the total cap counts paid orders and those waiting for payment; a cancellation gives the use back", async () => {
    const [fabi, gil] = [await createClient(t.app), await createClient(t.app)];
    const coupon = await createCoupon(t.app, staff, { max_uses: 1 });
    const held = orderSchema.parse((await order(fabi, coupon.code)).json());
    expect(await couponUses(t.app, staff, coupon.code)).toBe(0);
    expect(await refusal(gil, coupon.code)).toBe("Este cupom esgotou.");
    await approve(fabi, held.id);
    expect(await couponUses(t.app, staff, coupon.code)).toBe(1);
    expect(await refusal(gil, coupon.code)).toBe("Este cupom esgotou.");
    // The store cancels the paid order: the use is released, and a refund after it is not counted twice.
    await move(held.id, "CANCELLED_STORE");
    expect(await couponUses(t.app, staff, coupon.code)).toBe(0);
    await move(held.id, "REFUNDED");
    expect(await couponUses(t.app, staff, coupon.code)).toBe(0);
    const second = orderSchema.parse((await order(gil, coupon.code)).json());
    expect(second.coupon_code).toBe(coupon.code);
  });

  it("an order cancelled before payment never counted; a refund after delivery gives the use back", async () => {
    const hugo = await createClient(t.app);
    const coupon = await createCoupon(t.app, staff, { max_uses_per_client: 0 });
    const unpaid = orderSchema.parse((await order(hugo, coupon.code)).json());
    await move(unpaid.id, "CANCELLED_STORE");
    expect(await couponUses(t.app, staff, coupon.code)).toBe(0);
    const paid = orderSchema.parse((await order(hugo, coupon.code)).json());
    await approve(hugo, paid.id);
    for (const state of ["PREPARATION", "DISPATCHED", "DELIVERED"]) await move(paid.id, state);
    expect(await couponUses(t.app, staff, coupon.code)).toBe(1);
    await move(paid.id, "REFUNDED");
    expect(await couponUses(t.app, staff, coupon.code)).toBe(0);
  });

  it("many customers racing for the last use: exactly one order", async () => {
    const racers = await Promise.all(Array.from({ length: 8 }, () => createClient(t.app)));
    const coupon = await createCoupon(t.app, staff, { max_uses: 1 });
    const answers = await Promise.all(racers.map((racer) => order(racer, coupon.code)));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(refused).toHaveLength(7);
    for (const answer of refused) expect(answer.json().message).toBe("Este cupom esgotou.");
  });

  it("the same customer racing with two orders gets one use", async () => {
    const iris = await createClient(t.app);
    const coupon = await createCoupon(t.app, staff, {});
    const answers = await Promise.all([order(iris, coupon.code), order(iris, coupon.code), order(iris, coupon.code)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422, 422]);
  });

  it("the offer binds: an order keeps its price when the coupon is paused or changed before payment, and uses may pass a lowered cap", async () => {
    const [jo, ka] = [await createClient(t.app), await createClient(t.app)];
    const coupon = await createCoupon(t.app, staff, { value: 20, max_uses: 5 });
    const first = orderSchema.parse((await order(jo, coupon.code)).json());
    const second = orderSchema.parse((await order(ka, coupon.code)).json());
    expect((await request(t.app, { method: "PATCH", url: `/coupons/${coupon.id}`, token: staff, payload: { value: 5, max_uses: 1, active: false } })).statusCode).toBe(200);
    const pix = await request(t.app, {
      method: "POST",
      url: "/order-payments",
      token: jo.token,
      payload: { external_reference: first.id, payer: { email: "jo@example.com" }, payment_method_id: "pix", statement_descriptor: "FORNO", transaction_amount: 1, api_version: 2 },
    });
    expect(pix.statusCode, pix.body).toBe(201);
    expect(pix.json().transaction_amount).toBe(Math.round((54.9 + 5 - 10.98) * 100) / 100);
    await approve(jo, first.id);
    await approve(ka, second.id);
    expect(await couponUses(t.app, staff, coupon.code)).toBe(2);
    const read = orderSchema.parse((await request(t.app, { method: "GET", url: `/orders/${first.id}`, token: jo.token })).json());
    expect(read.discount).toBe(10.98);
  });

  it("staff orders take a coupon too, checked against their channel", async () => {
    const lia = await createClient(t.app);
    const phoneOnly = await createCoupon(t.app, staff, { channels: ["phone"], kind: "fixed", value: 10 });
    const body = { ...orderBody(catalogue, CALABRESA, { coupon: phoneOnly.code.toLowerCase() }), client_id: lia.id };
    const taken = await postOrder(t.app, staff, { ...body, channel: "phone" });
    expect(taken.statusCode, taken.body).toBe(201);
    expect(orderSchema.parse(taken.json())).toMatchObject({ channel: "phone", discount: 10, coupon_code: phoneOnly.code });
    const counter = await postOrder(t.app, staff, { ...body, channel: "counter" });
    expect(counter.statusCode).toBe(422);
    expect(counter.json().message).toBe("Este cupom não vale neste canal.");
  });

  it("one discount per order: a coupon and the reward together are refused; with the loyalty card off nobody has a reward", async () => {
    const max = await createClient(t.app);
    const coupon = await createCoupon(t.app, staff, {});
    expect(await refusal(max, coupon.code, { extra: { use_reward: true } })).toBe(DISCOUNT_MESSAGES.couponOrReward);
    const reward = await postOrder(t.app, max.token, { ...orderBody(catalogue, CALABRESA), use_reward: true });
    expect(reward.statusCode).toBe(422);
    expect(reward.json().message).toBe("Você ainda não tem uma recompensa.");
  });

  it("an Idempotency-Key replays the first answer with its discount and writes no second use", async () => {
    const nina = await createClient(t.app);
    const coupon = await createCoupon(t.app, staff, {});
    const body = orderBody(catalogue, CALABRESA, { coupon: coupon.code });
    const first = await postOrder(t.app, nina.token, body, "cupom-chave-1");
    const again = await postOrder(t.app, nina.token, body, "cupom-chave-1");
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(first.json());
    expect(again.json().discount).toBe(5.49);
  });
});
