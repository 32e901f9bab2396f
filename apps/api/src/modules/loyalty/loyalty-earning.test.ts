import { and, eq } from "drizzle-orm";
import { type Order, orderSchema } from "@forno/domain/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loyaltyEntries, orderStateHistory, orders } from "../../db/schema";
import {
  type CartPick,
  type NewClient,
  type TestApp,
  type TestCatalogue,
  createClient,
  createTestApp,
  deliverOrder,
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

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await loadCatalogue(t.app);
  staff = await loginStaff(t.app);
  await setLoyalty(t.app, staff, { "loyalty.enabled": "true" });
});
afterAll(async () => {
  await t.close();
});

const DOUGH = ["AD-PG-MASSA-TRAD"];
const CALABRESA: CartPick[] = [{ product: "PG-CALABRESA", additionals: DOUGH }];
/** One pizza of halves, two whole pizzas on one line, three drinks: three stamps. */
const MIXED: CartPick[] = [
  { product: "PG-CALABRESA", quantity: 0.5, additionals: [...DOUGH, "AD-PG-BORDA-CATUPIRY"] },
  { product: "PG-MARGHERITA", quantity: 0.5 },
  { product: "PG-MUSSARELA", quantity: 2, additionals: DOUGH },
  { product: "BB-GUARANA-2L", quantity: 3 },
];

async function order(client: NewClient, picks: CartPick[], extra: Record<string, unknown> = {}): Promise<Order> {
  const response = await postOrder(t.app, client.token, { ...orderBody(catalogue, picks), ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return orderSchema.parse(response.json());
}

const entriesOf = (orderId: number) => t.app.ctx.db.select().from(loyaltyEntries).where(eq(loyaltyEntries.orderId, orderId)).orderBy(loyaltyEntries.id);

describe("earning stamps (growth.md section 2)", () => {
  it("a pizza of halves is one stamp, two whole pizzas are two, drinks and additionals earn nothing; the order says so before it is delivered", async () => {
    const ana = await createClient(t.app);
    const placed = await order(ana, MIXED);
    expect(placed.loyalty_stamps).toBe(3);
    expect(placed.uses_reward).toBe(false);
    const read = orderSchema.parse((await request(t.app, { method: "GET", url: `/orders/${placed.id}`, token: ana.token })).json());
    expect(read.loyalty_stamps).toBe(3);
    // Promised, not yet earned: paid and prepared orders earn nothing.
    await request(t.app, { method: "POST", url: `/sandbox/payments/${placed.id}/approve`, token: ana.token });
    await moveOrder(t.app, staff, placed.id, "PREPARATION");
    await moveOrder(t.app, staff, placed.id, "DISPATCHED");
    expect((await loyaltyCard(t.app, ana.token)).stamps).toBe(0);
    await moveOrder(t.app, staff, placed.id, "DELIVERED");
    const card = await loyaltyCard(t.app, ana.token);
    expect(card.stamps).toBe(3);
    expect(card.history).toEqual([{ at: expect.any(String), change: 3, reason: `Pedido #${placed.external_id} entregue`, order_id: placed.id, staff_id: null, staff_name: null }]);
    // Drinks alone: nothing to earn.
    expect((await order(ana, [{ product: "BB-GUARANA-2L", quantity: 2 }])).loyalty_stamps).toBe(0);
  });

  it("only the stamp groups earn, a pizza in the group of its first flavour; a pickup earns like a delivery", async () => {
    const bia = await createClient(t.app);
    const individual: CartPick[] = [{ product: "PI-CALABRESA", additionals: ["AD-PI-MASSA-TRAD"] }];
    expect((await order(bia, individual)).loyalty_stamps).toBe(0);
    await setLoyalty(t.app, staff, { "loyalty.groups": "Pizzas Grandes, Pizzas Individuais" });
    try {
      const both = await order(bia, [...individual, ...CALABRESA]);
      expect(both.loyalty_stamps).toBe(2);
    } finally {
      await setLoyalty(t.app, staff, { "loyalty.groups": "Pizzas Grandes" });
    }
    const pickup = orderSchema.parse((await postOrder(t.app, bia.token, orderBody(catalogue, CALABRESA, { delivery: false }))).json());
    expect(pickup.loyalty_stamps).toBe(1);
    await deliverOrder(t.app, staff, pickup.id);
    expect((await loyaltyCard(t.app, bia.token)).stamps).toBe(1);
  });

  it("counted when the order is placed: the program turned on later earns nothing for it, turned off later does not take its stamps", async () => {
    const caio = await createClient(t.app);
    await setLoyalty(t.app, staff, { "loyalty.enabled": "false" });
    const before = await order(caio, CALABRESA);
    await setLoyalty(t.app, staff, { "loyalty.enabled": "true" });
    expect(before.loyalty_stamps).toBe(0);
    const after = await order(caio, [...CALABRESA, ...CALABRESA]);
    expect(after.loyalty_stamps).toBe(2);
    await setLoyalty(t.app, staff, { "loyalty.enabled": "false" });
    try {
      await deliverOrder(t.app, staff, before.id);
      await deliverOrder(t.app, staff, after.id);
    } finally {
      await setLoyalty(t.app, staff, { "loyalty.enabled": "true" });
    }
    expect((await entriesOf(before.id)).length).toBe(0);
    expect((await loyaltyCard(t.app, caio.token)).stamps).toBe(2);
  });

  it("a refund takes the stamps back; a cancellation before delivery had nothing to take", async () => {
    const dani = await createClient(t.app);
    const kept = await order(dani, CALABRESA);
    await deliverOrder(t.app, staff, kept.id);
    const refunded = await order(dani, MIXED);
    await deliverOrder(t.app, staff, refunded.id);
    expect((await loyaltyCard(t.app, dani.token)).stamps).toBe(4);
    await moveOrder(t.app, staff, refunded.id, "REFUNDED");
    const card = await loyaltyCard(t.app, dani.token);
    expect(card.stamps).toBe(1);
    expect(card.history[0]).toEqual({ at: expect.any(String), change: -3, reason: `Pedido #${refunded.external_id} cancelado ou estornado`, order_id: refunded.id, staff_id: null, staff_name: null });
    expect(card.history.map((entry) => entry.change)).toEqual([-3, 3, 1]);
    const cancelled = await order(dani, CALABRESA);
    await request(t.app, { method: "POST", url: `/sandbox/payments/${cancelled.id}/approve`, token: dani.token });
    await moveOrder(t.app, staff, cancelled.id, "CANCELLED_STORE");
    await moveOrder(t.app, staff, cancelled.id, "REFUNDED");
    expect(await entriesOf(cancelled.id)).toEqual([]);
    expect((await loyaltyCard(t.app, dani.token)).stamps).toBe(1);
  });

  it("phone and counter orders earn for their client, one named by id or by phone", async () => {
    const edu = await createClient(t.app);
    const phone = await postOrder(t.app, staff, { ...orderBody(catalogue, MIXED), client_id: edu.id, channel: "phone" });
    expect(phone.statusCode, phone.body).toBe(201);
    const byPhone = orderSchema.parse(phone.json());
    expect(byPhone.loyalty_stamps).toBe(3);
    await deliverOrder(t.app, staff, byPhone.id);
    expect((await loyaltyCard(t.app, edu.token)).stamps).toBe(3);

    const counter = await postOrder(t.app, staff, { ...orderBody(catalogue, CALABRESA, { delivery: false }), client: { name: "Fábio Balcão", phone: "(11) 95550-4321" }, channel: "counter" });
    expect(counter.statusCode, counter.body).toBe(201);
    const atCounter = orderSchema.parse(counter.json());
    await deliverOrder(t.app, staff, atCounter.id);
    const [fabio] = (await request(t.app, { method: "GET", url: "/clients?where_phone=955504321", token: staff })).json<Array<{ id: number; loyalty_stamps: number }>>();
    expect(fabio?.loyalty_stamps).toBe(1);
    expect((await loyaltyCard(t.app, staff, fabio!.id)).stamps).toBe(1);
  });
});

describe("written with the move, exactly once", () => {
  it("two instances delivering and refunding one order at once: one earned entry, one taken back", async () => {
    const second = await createTestApp({ shareDatabaseWith: t });
    try {
      const staffThere = await loginStaff(second.app);
      const gil = await createClient(t.app);
      const placed = await order(gil, MIXED);
      await request(t.app, { method: "POST", url: `/sandbox/payments/${placed.id}/approve`, token: gil.token });
      await moveOrder(t.app, staff, placed.id, "PREPARATION");
      await moveOrder(t.app, staff, placed.id, "DISPATCHED");
      const move = (to: string, i: number) =>
        request(i % 2 === 0 ? t.app : second.app, { method: "POST", url: "/order-state-historys", token: i % 2 === 0 ? staff : staffThere, payload: { order_id: placed.id, to_state: to } });
      const delivered = await Promise.all(Array.from({ length: 6 }, (_, i) => move("DELIVERED", i)));
      expect(delivered.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
      const refunded = await Promise.all(Array.from({ length: 6 }, (_, i) => move("REFUNDED", i)));
      expect(refunded.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
      expect((await entriesOf(placed.id)).map((entry) => [entry.kind, entry.change])).toEqual([
        ["earned", 3],
        ["taken_back", -3],
      ]);
    } finally {
      await second.close();
    }
  });

  it("an order that reaches DELIVERED a second time (put back by hand) earns nothing more", async () => {
    const hugo = await createClient(t.app);
    const placed = await order(hugo, CALABRESA);
    await deliverOrder(t.app, staff, placed.id);
    await t.app.ctx.db.update(orders).set({ currentState: "DISPATCHED" }).where(eq(orders.id, placed.id));
    await moveOrder(t.app, staff, placed.id, "DELIVERED");
    const history = await t.app.ctx.db.select().from(orderStateHistory).where(and(eq(orderStateHistory.orderId, placed.id), eq(orderStateHistory.toState, "DELIVERED")));
    expect(history).toHaveLength(2);
    expect((await entriesOf(placed.id)).map((entry) => entry.kind)).toEqual(["earned"]);
    expect((await loyaltyCard(t.app, hugo.token)).stamps).toBe(1);
  });
});
