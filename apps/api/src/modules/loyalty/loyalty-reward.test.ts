import { LOYALTY_MESSAGES } from "@forno/domain/loyalty";
import { type Order, orderQuoteSchema, orderSchema } from "@forno/domain/schemas";
import { wallClock } from "@forno/domain/store-hours";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type CartPick,
  type TestApp,
  type TestCatalogue,
  approvePayment,
  createClient,
  createCoupon,
  createTestApp,
  deliverOrder,
  giveStamps,
  loadCatalogue,
  loginStaff,
  loyaltyCard,
  moveOrder,
  orderBody,
  postOrder,
  request,
  setLoyalty,
} from "../../../test/support";

let t: TestApp;
let catalogue: TestCatalogue;
let staff: string;

/** A small card, so that each test gives its client a reward with one adjustment. */
const NEEDED = 3;

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await loadCatalogue(t.app);
  staff = await loginStaff(t.app);
  await setLoyalty(t.app, staff, { "loyalty.enabled": "true", "loyalty.stamps_needed": String(NEEDED) });
});
afterAll(async () => {
  await t.close();
});

const DOUGH = ["AD-PG-MASSA-TRAD"];
/** R$ 54,90 */
const CALABRESA: CartPick = { product: "PG-CALABRESA", additionals: DOUGH };
/** R$ 59,90 */
const MARGHERITA: CartPick = { product: "PG-MARGHERITA", additionals: DOUGH };
const GUARANA: CartPick = { product: "BB-GUARANA-2L" };

const withReward = (picks: CartPick[], options: { delivery?: boolean; address?: Record<string, unknown> } = {}) => ({ ...orderBody(catalogue, picks, options), use_reward: true });
const quote = async (body: unknown, token?: string) => {
  const response = await request(t.app, { method: "POST", url: "/orders/quote", token, payload: body as Record<string, unknown> });
  expect(response.statusCode, response.body).toBe(200);
  return orderQuoteSchema.parse(response.json());
};
const place = async (token: string, body: unknown): Promise<Order> => {
  const response = await postOrder(t.app, token, body);
  expect(response.statusCode, response.body).toBe(201);
  return orderSchema.parse(response.json());
};
const refusal = async (token: string, body: unknown) => {
  const response = await postOrder(t.app, token, body);
  expect(response.statusCode, response.body).toBe(422);
  return response.json().message as string;
};
/** A client with exactly one reward. */
const rewarded = async () => {
  const client = await createClient(t.app);
  await giveStamps(t.app, staff, client.id, NEEDED);
  return client;
};
const cents = (reais: number) => Math.round(reais * 100);

describe("the reward on the quote and on POST /orders (growth.md section 2)", () => {
  it("a free pizza takes off the cheapest stamp-group pizza up to reward_value; the created order gets the same figures", async () => {
    const ana = await rewarded();
    const body = withReward([MARGHERITA, CALABRESA, GUARANA]);
    const figures = await quote(body, ana.token);
    expect(figures).toMatchObject({ discount: 54.9, coupon: null, reward: { name: "Uma pizza grátis (até R$ 60,00)" }, problems: [] });
    expect(cents(figures.total)).toBe(cents(figures.subtotal) + cents(figures.delivery_fee) - 5490);
    const created = await place(ana.token, body);
    expect(created).toMatchObject({ discount: 54.9, uses_reward: true, coupon_code: null, discount_sponsor: "store", amount: figures.subtotal, delivery_fee: figures.delivery_fee });
    const read = orderSchema.parse((await request(t.app, { method: "GET", url: `/orders/${created.id}`, token: ana.token })).json());
    expect(read.uses_reward).toBe(true);
  });

  it("capped at reward_value; two whole pizzas on one line are two pizzas (one is free); a pizza of halves is one", async () => {
    const bia = await rewarded();
    await setLoyalty(t.app, staff, { "loyalty.reward_value": "50" });
    try {
      expect(await quote(withReward([CALABRESA]), bia.token)).toMatchObject({ discount: 50, reward: { name: "Uma pizza grátis (até R$ 50,00)" } });
    } finally {
      await setLoyalty(t.app, staff, { "loyalty.reward_value": "60.00" });
    }
    expect((await quote(withReward([{ ...CALABRESA, quantity: 2 }]), bia.token)).discount).toBe(54.9);
    const halves: CartPick[] = [
      { product: "PG-CALABRESA", quantity: 0.5, additionals: DOUGH },
      { product: "PG-MUSSARELA", quantity: 0.5 },
    ];
    const half = await quote(withReward([...halves, MARGHERITA]), bia.token);
    // Calabresa and Mussarela halves cost less than a Margherita whatever the half-and-half rule: that pizza is the free one.
    const halvesOnly = await quote(orderBody(catalogue, halves), bia.token);
    expect(half.discount).toBe(halvesOnly.subtotal);
  });

  it("free delivery takes off the fee, and a fixed reward its value; each named on the quote", async () => {
    const caio = await rewarded();
    await setLoyalty(t.app, staff, { "loyalty.reward": "free_delivery" });
    try {
      const free = await quote(withReward([CALABRESA]), caio.token);
      expect(free).toMatchObject({ subtotal: 54.9, delivery_fee: 5, discount: 5, total: 54.9, reward: { name: "Entrega grátis" }, problems: [] });
      expect(await quote(withReward([CALABRESA], { delivery: false }), caio.token)).toMatchObject({ discount: 0, reward: null, problems: [LOYALTY_MESSAGES.rewardNeedsDelivery] });
      expect(await refusal(caio.token, withReward([CALABRESA], { delivery: false }))).toBe(LOYALTY_MESSAGES.rewardNeedsDelivery);
      // An area the store delivers to for free: nothing to take off, so the reward is kept for another order.
      const freeArea = { postal_code: "05417-000", street: "Rua Sem Taxa", neighborhood: "Pinheiros", city: "São Paulo", state: "SP", amount: 0 };
      expect((await request(t.app, { method: "POST", url: "/ceps", token: staff, payload: freeArea })).statusCode).toBe(201);
      const toFreeArea = withReward([CALABRESA], { address: { postal_code: "05417000", address: "Rua Sem Taxa" } });
      expect(await quote(toFreeArea, caio.token)).toMatchObject({ delivery_fee: 0, discount: 0, reward: null, problems: [LOYALTY_MESSAGES.deliveryAlreadyFree] });
      expect(await refusal(caio.token, toFreeArea)).toBe(LOYALTY_MESSAGES.deliveryAlreadyFree);
      await setLoyalty(t.app, staff, { "loyalty.reward": "fixed", "loyalty.reward_value": "15,5" });
      const fixed = await quote(withReward([GUARANA]), caio.token);
      // R$ 15,50 off a drink of R$ 12,90: never more than what it applies to (the fee stays).
      expect(fixed).toMatchObject({ subtotal: 12.9, discount: 12.9, total: 5, reward: { name: "R$ 15,50 de desconto" }, problems: [] });
      const created = await place(caio.token, withReward([CALABRESA], { delivery: false }));
      expect(created).toMatchObject({ discount: 15.5, uses_reward: true, discount_sponsor: "store" });
    } finally {
      await setLoyalty(t.app, staff, { "loyalty.reward": "free_pizza", "loyalty.reward_value": "60.00" });
    }
  });

  it("refusals in the contract's order: a coupon and the reward, no reward, no pizza for a free pizza", async () => {
    const dani = await rewarded();
    const coupon = await createCoupon(t.app, staff, {});
    const both = { ...withReward([CALABRESA]), coupon_code: coupon.code };
    expect(await quote(both, dani.token)).toMatchObject({ discount: 0, coupon: null, reward: null, problems: ["Use o cupom ou a recompensa, não os dois."] });
    expect(await refusal(dani.token, both)).toBe("Use o cupom ou a recompensa, não os dois.");
    // Only drinks: the free pizza would be spent on nothing.
    expect(await quote(withReward([GUARANA]), dani.token)).toMatchObject({ discount: 0, reward: null, problems: [LOYALTY_MESSAGES.rewardNeedsPizza] });
    expect(await refusal(dani.token, withReward([GUARANA]))).toBe(LOYALTY_MESSAGES.rewardNeedsPizza);

    const edu = await createClient(t.app);
    await giveStamps(t.app, staff, edu.id, NEEDED - 1);
    expect(await quote(withReward([CALABRESA]), edu.token)).toMatchObject({ discount: 0, reward: null, problems: ["Você ainda não tem uma recompensa."] });
    expect(await refusal(edu.token, withReward([CALABRESA]))).toBe("Você ainda não tem uma recompensa.");
    // Not enough stamps outranks the missing pizza.
    expect(await refusal(edu.token, withReward([GUARANA]))).toBe("Você ainda não tem uma recompensa.");
    // Signed out, or staff who have not named the client: nobody's reward.
    expect((await quote(withReward([CALABRESA]))).problems).toEqual(["Você ainda não tem uma recompensa."]);
    expect((await quote({ ...withReward([CALABRESA]), channel: "phone" }, staff)).problems).toEqual(["Você ainda não tem uma recompensa."]);
    // The program off: no reward, whatever the stamps.
    await setLoyalty(t.app, staff, { "loyalty.enabled": "false" });
    try {
      expect(await refusal(dani.token, withReward([CALABRESA]))).toBe("Você ainda não tem uma recompensa.");
      expect((await quote(withReward([CALABRESA]), dani.token)).problems).toEqual(["Você ainda não tem uma recompensa."]);
    } finally {
      await setLoyalty(t.app, staff, { "loyalty.enabled": "true" });
    }
    expect((await quote(withReward([CALABRESA]), dani.token)).reward).not.toBeNull();
  });

  it("a phone order uses its client's reward, quoted and placed by staff", async () => {
    const fabi = await rewarded();
    const body = { ...withReward([CALABRESA]), client_id: fabi.id, channel: "phone" };
    expect(await quote(body, staff)).toMatchObject({ discount: 54.9, reward: { name: "Uma pizza grátis (até R$ 60,00)" } });
    const created = await place(staff, body);
    expect(created).toMatchObject({ channel: "phone", uses_reward: true, discount: 54.9 });
    expect((await loyaltyCard(t.app, fabi.token)).stamps).toBe(0);
  });
});

describe("the reward's stamps: held, consumed at PAID, given back on cancel", () => {
  it("an unpaid reward order holds the reward: a second one is refused until the first is cancelled", async () => {
    const gil = await rewarded();
    const first = await place(gil.token, withReward([CALABRESA]));
    const held = await loyaltyCard(t.app, gil.token);
    expect(held).toMatchObject({ stamps: 0, rewards_available: 0 });
    expect(held.history.map((entry) => entry.change)).toEqual([NEEDED]);
    expect(await refusal(gil.token, withReward([CALABRESA]))).toBe("Você ainda não tem uma recompensa.");
    expect((await quote(withReward([CALABRESA]), gil.token)).problems).toEqual(["Você ainda não tem uma recompensa."]);
    await moveOrder(t.app, staff, first.id, "CANCELLED_STORE");
    // Never paid: nothing was consumed, nothing is given back; the stamps are free again.
    const freed = await loyaltyCard(t.app, gil.token);
    expect(freed).toMatchObject({ stamps: NEEDED, rewards_available: 1 });
    expect(freed.history).toHaveLength(1);
    expect((await place(gil.token, withReward([CALABRESA]))).uses_reward).toBe(true);
  });

  it("an order left waiting for payment holds the reward for 30 minutes only; paid late, it still takes its stamps", async () => {
    const lia = await rewarded();
    const abandoned = await place(lia.token, withReward([CALABRESA]));
    await t.app.ctx.db.execute(sql`UPDATE orders SET created_at = created_at - interval '29 minutes' WHERE id = ${abandoned.id}`);
    expect(await refusal(lia.token, withReward([CALABRESA]))).toBe("Você ainda não tem uma recompensa.");
    await t.app.ctx.db.execute(sql`UPDATE orders SET created_at = created_at - interval '2 minutes' WHERE id = ${abandoned.id}`);
    expect(await loyaltyCard(t.app, lia.token)).toMatchObject({ stamps: NEEDED, rewards_available: 1 });
    const second = await place(lia.token, withReward([CALABRESA]));
    expect(second.uses_reward).toBe(true);
    // The second one, fresh, holds the reward; the first one's Pix paid at last takes its stamps.
    expect(await refusal(lia.token, withReward([CALABRESA]))).toBe("Você ainda não tem uma recompensa.");
    await approvePayment(t.app, lia.token, abandoned.id);
    const card = await loyaltyCard(t.app, lia.token);
    expect(card.stamps).toBe(0);
    expect(card.history[0]).toMatchObject({ change: -NEEDED, order_id: abandoned.id });
  });

  it("consumed when paid, given back when the paid order is cancelled, once (a refund after it gives nothing more)", async () => {
    const hugo = await rewarded();
    await giveStamps(t.app, staff, hugo.id, 1);
    const used = await place(hugo.token, withReward([CALABRESA]));
    await approvePayment(t.app, hugo.token, used.id);
    const paid = await loyaltyCard(t.app, hugo.token);
    expect(paid.stamps).toBe(1);
    expect(paid.history[0]).toEqual({ at: expect.any(String), change: -NEEDED, reason: `Recompensa usada no pedido #${used.external_id}`, order_id: used.id, staff_id: null, staff_name: null });
    await moveOrder(t.app, staff, used.id, "CANCELLED_STORE");
    const cancelled = await loyaltyCard(t.app, hugo.token);
    expect(cancelled).toMatchObject({ stamps: NEEDED + 1, rewards_available: 1 });
    expect(cancelled.history[0]).toEqual({ at: expect.any(String), change: NEEDED, reason: `Recompensa devolvida: pedido #${used.external_id} cancelado`, order_id: used.id, staff_id: null, staff_name: null });
    await moveOrder(t.app, staff, used.id, "REFUNDED");
    expect((await loyaltyCard(t.app, hugo.token)).history).toHaveLength(cancelled.history.length);
  });

  it("a reward order delivered then refunded gives the reward back and takes its own stamps back", async () => {
    const iris = await rewarded();
    const used = await place(iris.token, withReward([CALABRESA, MARGHERITA]));
    expect(used.loyalty_stamps).toBe(2);
    await deliverOrder(t.app, staff, used.id);
    expect((await loyaltyCard(t.app, iris.token)).stamps).toBe(2);
    await moveOrder(t.app, staff, used.id, "REFUNDED");
    const card = await loyaltyCard(t.app, iris.token);
    expect(card.stamps).toBe(NEEDED);
    expect(card.history.slice(0, 2).map((entry) => entry.change).sort()).toEqual([-2, NEEDED].sort());
  });

  it("many reward orders of one client at once: exactly one is placed", async () => {
    const jo = await rewarded();
    const answers = await Promise.all(Array.from({ length: 5 }, () => postOrder(t.app, jo.token, withReward([CALABRESA]))));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422, 422, 422, 422]);
    for (const answer of answers.filter((one) => one.statusCode === 422)) expect(answer.json().message).toBe("Você ainda não tem uma recompensa.");
  });
});

describe("an Idempotency-Key", () => {
  it("the same reward order sent four times at once with one key: one order, the other answers replay it", async () => {
    const lu = await rewarded();
    const body = withReward([CALABRESA]);
    const answers = await Promise.all(Array.from({ length: 4 }, () => postOrder(t.app, lu.token, body, "recompensa-1")));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers["idempotent-replayed"] === "true")).toHaveLength(3);
  });
});

describe("GET /reports/summary: the rewards used", () => {
  it("counts the counted orders that used the reward and what it took off (a cancelled one is not counted)", async () => {
    const ka = await rewarded();
    await giveStamps(t.app, staff, ka.id, NEEDED);
    const kept = await place(ka.token, withReward([CALABRESA]));
    await approvePayment(t.app, ka.token, kept.id);
    const dropped = await place(ka.token, withReward([MARGHERITA]));
    await approvePayment(t.app, ka.token, dropped.id);
    await moveOrder(t.app, staff, dropped.id, "CANCELLED_STORE");
    const today = wallClock(Date.now(), "America/Sao_Paulo").date;
    const summary = (await request(t.app, { method: "GET", url: `/reports/summary?from=${today}&to=${today}`, token: staff })).json();
    const every = (await request(t.app, { method: "GET", url: "/orders?take=100", token: staff })).json() as Order[];
    const counted = every.filter((order) => order.uses_reward && order.OrderStateHistory.some((entry) => entry.to_state === "PAID") && !["CANCELLED_STORE", "CANCELLED_CLIENT", "REFUNDED"].includes(order.OrderStateHistory.at(-1)!.to_state));
    expect(counted.map((order) => order.id)).toContain(kept.id);
    expect(summary.rewards).toEqual({ count: counted.length, discount: counted.reduce((sum, order) => sum + cents(order.discount), 0) / 100 });
  });
});
