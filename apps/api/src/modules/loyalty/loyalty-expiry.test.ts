import { type Order, orderSchema } from "@forno/domain/schemas";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  type CartPick,
  type NewClient,
  type TestApp,
  type TestCatalogue,
  createClient,
  createTestApp,
  deliverOrder,
  giveStamps,
  loadCatalogue,
  loginStaff,
  loyaltyCard,
  orderBody,
  postOrder,
  setLoyalty,
} from "../../../test/support";

const DAY = 86_400_000;
let t: TestApp;
let catalogue: TestCatalogue;
let staff: string;
/** 100 days before the test ran: stamps earned then with the default 90 days are gone today. */
let start: number;

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await loadCatalogue(t.app);
  staff = await loginStaff(t.app);
  await setLoyalty(t.app, staff, { "loyalty.enabled": "true", "loyalty.stamps_needed": "2" });
  start = Date.now() - 100 * DAY;
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await t.close();
});

const PIZZA: CartPick = { product: "PG-CALABRESA", additionals: ["AD-PG-MASSA-TRAD"] };
const at = (days: number) => vi.setSystemTime(new Date(start + days * DAY));
const iso = (days: number) => new Date(start + days * DAY).toISOString();

async function delivered(client: NewClient, pizzas: number): Promise<Order> {
  const response = await postOrder(t.app, client.token, orderBody(catalogue, Array.from({ length: pizzas }, () => PIZZA)));
  expect(response.statusCode, response.body).toBe(201);
  const order = orderSchema.parse(response.json());
  await deliverOrder(t.app, staff, order.id);
  return order;
}

describe("stamps expire (growth.md section 2)", () => {
  it("each stamp keeps the expiry computed when earned: a stamp_days change applies only to stamps earned afterwards", async () => {
    const ana = await createClient(t.app);
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(start) });
    await delivered(ana, 1);
    at(5);
    await setLoyalty(t.app, staff, { "loyalty.stamp_days": "120" });
    try {
      await delivered(ana, 2);
    } finally {
      await setLoyalty(t.app, staff, { "loyalty.stamp_days": "90" });
    }
    at(50);
    expect(await loyaltyCard(t.app, ana.token)).toMatchObject({ stamps: 3, rewards_available: 1, next_expiry_at: iso(90) });
    at(90);
    // The first order's stamp expired (90 days after day 0); the second order's keep their 120 days.
    expect(await loyaltyCard(t.app, ana.token)).toMatchObject({ stamps: 2, rewards_available: 1, next_expiry_at: iso(125) });
    vi.useRealTimers();
    const today = await loyaltyCard(t.app, ana.token);
    expect(today).toMatchObject({ stamps: 2, next_expiry_at: iso(125) });
    // Expiry writes nothing: the history still shows what was earned.
    expect(today.history.map((entry) => entry.change)).toEqual([2, 1]);
  });

  it("a taking entry takes the stamps that expire first; stamps added by staff expire like earned ones", async () => {
    const bia = await createClient(t.app);
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(start) });
    await delivered(bia, 1);
    at(20);
    await giveStamps(t.app, staff, bia.id, 2);
    at(50);
    const taken = await giveStamps(t.app, staff, bia.id, -1);
    // The day-0 stamp went; the two of day 20 remain, expiring on day 110.
    expect(taken).toMatchObject({ stamps: 2, next_expiry_at: iso(110) });
    vi.useRealTimers();
    expect(await loyaltyCard(t.app, bia.token)).toMatchObject({ stamps: 2, next_expiry_at: iso(110) });
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(start + 110 * DAY) });
    // Ten days from now: today's tokens have expired, staff sign in again.
    expect(await loyaltyCard(t.app, await loginStaff(t.app), bia.id)).toMatchObject({ stamps: 0, rewards_available: 0, next_expiry_at: null });
  });

  it("an expired reward cannot be used", async () => {
    const caio = await createClient(t.app);
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(start) });
    await delivered(caio, 2);
    vi.useRealTimers();
    const response = await postOrder(t.app, caio.token, { ...orderBody(catalogue, [PIZZA]), use_reward: true });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe("Você ainda não tem uma recompensa.");
  });
});
