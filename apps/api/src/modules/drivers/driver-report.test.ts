import { eq } from "drizzle-orm";
import { driverReportRowSchema } from "@forno/domain/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderPayments, orders } from "../../db/schema";
import { type TestApp, type TestCatalogue, createTestApp, forceOrderState, loadCatalogue, loginStaff, placeOrder, putHours, request, signInClient } from "../../../test/support";

let t: TestApp;
let catalogue: TestCatalogue;
let maria: string;
let staff: string;
let carlos: number;
let bruna: number;

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await loadCatalogue(t.app);
  maria = await signInClient(t.app);
  staff = await loginStaff(t.app);
  const newDriver = async (name: string) => (await request(t.app, { method: "POST", url: "/drivers", token: staff, payload: { name, phone: "11988887777" } })).json().id as number;
  carlos = await newDriver("Carlos");
  bruna = await newDriver("Bruna");
});
afterAll(async () => {
  await t.close();
});

/**
 * An order dispatched through the API with `driver` at the instant `at` (moved there in the
 * database: the clock cannot be set per request), its fee set to `fee`, paid in cash or not.
 */
async function dispatched(driver: number | null, at: string, options: { fee?: number; cash?: boolean } = {}) {
  const { id } = await placeOrder(t.app, maria, catalogue);
  await forceOrderState(t.app, id, "PREPARATION");
  const response = await request(t.app, { method: "POST", url: "/order-state-historys", token: staff, payload: { order_id: id, to_state: "DISPATCHED", ...(driver === null ? {} : { driver_id: driver }) } });
  expect(response.statusCode, response.body).toBe(201);
  const [row] = await t.app.ctx.db
    .update(orders)
    .set({ dispatchedAt: new Date(at), ...(options.fee === undefined ? {} : { deliveryFee: options.fee }) })
    .where(eq(orders.id, id))
    .returning();
  if (options.cash) {
    await t.app.ctx.db.insert(orderPayments).values({ orderId: id, clientId: row!.clientId, provider: "store", providerPaymentId: `cash-${id}`, paymentMethod: "cash", status: "approved", amount: row!.amount + row!.deliveryFee });
  } else {
    await t.app.ctx.db.insert(orderPayments).values({ orderId: id, clientId: row!.clientId, provider: "sandbox", providerPaymentId: `pix-${id}`, paymentMethod: "bank_transfer", status: "approved", amount: row!.amount + row!.deliveryFee });
  }
  return row!;
}

async function report(date: string) {
  const response = await request(t.app, { method: "GET", url: `/reports/drivers?date=${date}`, token: staff });
  expect(response.statusCode, response.body).toBe(200);
  return driverReportRowSchema.array().parse(response.json());
}

const cents = (value: number) => Math.round(value * 100);

describe("GET /reports/drivers", () => {
  // São Paulo has had no daylight saving time since 2019: local midnight of 2026-03-10 is 03:00Z.
  let inside: Array<typeof orders.$inferSelect>;
  beforeAll(async () => {
    await dispatched(carlos, "2026-03-10T02:59:00.000Z", { fee: 7, cash: true }); // 23:59 of the 9th, local
    inside = [
      await dispatched(carlos, "2026-03-10T03:00:00.000Z", { fee: 5, cash: true }), // 00:00 local
      await dispatched(carlos, "2026-03-10T23:30:00.000Z", { fee: 6.5 }),
      await dispatched(carlos, "2026-03-11T02:59:59.000Z", { fee: 4.25, cash: true }), // 23:59:59 local
      await dispatched(bruna, "2026-03-10T22:00:00.000Z", { fee: 3 }),
    ];
    await dispatched(null, "2026-03-10T22:00:00.000Z", { fee: 9, cash: true }); // no driver: in no one's settlement
    await dispatched(bruna, "2026-03-11T03:00:00.000Z", { fee: 8, cash: true }); // 00:00 of the 11th, local
  });

  it("sums each driver's orders dispatched that local day: deliveries, fees, and amount + fee of the cash ones", async () => {
    const [first, second, third] = inside;
    const cash = cents(first!.amount + first!.deliveryFee) + cents(third!.amount + third!.deliveryFee);
    expect(await report("2026-03-10")).toEqual([
      { driver_id: bruna, name: "Bruna", deliveries: 1, delivery_fees: 3, cash_to_collect: 0 },
      { driver_id: carlos, name: "Carlos", deliveries: 3, delivery_fees: 15.75, cash_to_collect: cash / 100 },
    ]);
    expect(second!.deliveryFee).toBe(6.5);
  });

  it("counts an order dispatched a minute before local midnight on the day before, and one at midnight on the next", async () => {
    const [before] = await report("2026-03-09");
    expect(before).toMatchObject({ driver_id: carlos, deliveries: 1, delivery_fees: 7 });
    expect(await report("2026-03-11")).toEqual([{ driver_id: bruna, name: "Bruna", deliveries: 1, delivery_fees: 8, cash_to_collect: expect.any(Number) }]);
    expect(await report("2026-03-12")).toEqual([]);
  });

  it("counts only deliveries: a pickup that carries a driver (recorded before pickups refused one) is no trip of theirs", async () => {
    const delivery = await dispatched(bruna, "2026-03-20T15:00:00.000Z", { fee: 6, cash: true });
    const { id } = await placeOrder(t.app, maria, catalogue, undefined, { delivery: false });
    await forceOrderState(t.app, id, "PREPARATION");
    expect((await request(t.app, { method: "POST", url: "/order-state-historys", token: staff, payload: { order_id: id, to_state: "DISPATCHED" } })).statusCode).toBe(201);
    const [pickup] = await t.app.ctx.db.update(orders).set({ dispatchedAt: new Date("2026-03-20T16:00:00.000Z"), driverId: bruna }).where(eq(orders.id, id)).returning();
    await t.app.ctx.db.insert(orderPayments).values({ orderId: id, clientId: pickup!.clientId, provider: "store", providerPaymentId: `cash-${id}`, paymentMethod: "cash", status: "approved", amount: pickup!.amount });
    expect(await report("2026-03-20")).toEqual([
      { driver_id: bruna, name: "Bruna", deliveries: 1, delivery_fees: 6, cash_to_collect: cents(delivery.amount + delivery.deliveryFee) / 100 },
    ]);
  });

  it("follows the store's time zone when it changes", async () => {
    await putHours(t.app, staff, { timezone: "America/Manaus", week: [], exceptions: [] });
    try {
      // Manaus is UTC-4: the 9th's 23:59 in São Paulo (02:59Z) is 22:59 of the 9th, 03:00Z is 23:00 of the 9th.
      const ninth = await report("2026-03-09");
      expect(ninth.find((row) => row.driver_id === carlos)).toMatchObject({ deliveries: 2, delivery_fees: 12 });
    } finally {
      await putHours(t.app, staff, { timezone: "America/Sao_Paulo", week: [], exceptions: [] });
    }
  });

  it("answers 400 for a missing or impossible date", async () => {
    for (const query of ["", "?date=2026-02-30", "?date=10/03/2026"]) {
      expect((await request(t.app, { method: "GET", url: `/reports/drivers${query}`, token: staff })).statusCode, query).toBe(400);
    }
  });
});
