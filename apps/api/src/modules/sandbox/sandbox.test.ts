import { and, eq } from "drizzle-orm";
import { orderSchema } from "@forno/domain/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderEvents } from "../../db/schema";
import { type NewClient, type TestApp, type TestCatalogue, createClient, createTestApp, loadCatalogue, loginStaff, placeOrder, request } from "../../../test/support";
import { ORDER_NOT_FOUND } from "../orders/orders.service";
import { NO_PENDING_PAYMENT } from "./sandbox.service";

let t: TestApp;
let catalogue: TestCatalogue;
let ana: NewClient;
let bruno: NewClient;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await loadCatalogue(t.app);
  ana = await createClient(t.app);
  bruno = await createClient(t.app);
  staff = await loginStaff(t.app);
});
afterAll(async () => {
  await t.close();
});

const approve = (orderId: number, token?: string, app = t.app) => request(app, { method: "POST", url: `/sandbox/payments/${orderId}/approve`, token });
const reject = (orderId: number, token?: string) => request(t.app, { method: "POST", url: `/sandbox/payments/${orderId}/reject`, token });

async function paymentEvents(orderId: number): Promise<unknown[]> {
  const rows = await t.app.ctx.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.stream, "payment")))
    .orderBy(orderEvents.id);
  return rows.map((row) => row.payload);
}

describe("POST /sandbox/payments/{orderId}/approve", () => {
  it("pays the owner's order once, whatever the number of clicks", async () => {
    const { id } = await placeOrder(t.app, ana.token, catalogue);
    const first = await approve(id, ana.token);
    expect(first.statusCode, first.body).toBe(200);
    const order = orderSchema.parse(first.json());
    expect(order.OrderStateHistory.map((entry) => entry.to_state)).toEqual(["PENDING", "PAID"]);
    expect(order.scheduled_time).not.toBeNull();
    const again = await approve(id, ana.token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await paymentEvents(id)).toEqual([{ status: "approved" }]);
  });

  it("is for the owner and staff: another client gets 404, anonymous 401", async () => {
    const { id } = await placeOrder(t.app, ana.token, catalogue);
    const theirs = await approve(id, bruno.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(ORDER_NOT_FOUND);
    expect((await approve(id)).statusCode).toBe(401);
    expect((await approve(999_999, staff)).statusCode).toBe(404);
    expect((await approve(id, staff)).statusCode).toBe(200);
  });

  it("refuses an order that can no longer be paid", async () => {
    const { id } = await placeOrder(t.app, ana.token, catalogue);
    await request(t.app, { method: "POST", url: "/order-state-historys", token: staff, payload: { order_id: id, to_state: "CANCELLED_CLIENT" } });
    const response = await approve(id, ana.token);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("Não é possível mudar o pedido de Cancelado pelo Cliente para Pedido Pago.");
  });
});

describe("POST /sandbox/payments/{orderId}/reject", () => {
  it("leaves the order waiting for payment and tells the payment stream", async () => {
    const { id } = await placeOrder(t.app, ana.token, catalogue);
    const response = await reject(id, ana.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().OrderStateHistory.map((entry: { to_state: string }) => entry.to_state)).toEqual(["PENDING"]);
    expect(await paymentEvents(id)).toEqual([{ status: "rejected" }]);
    expect((await reject(id, bruno.token)).statusCode).toBe(404);
    await approve(id, ana.token);
    const late = await reject(id, ana.token);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(NO_PENDING_PAYMENT);
  });
});

describe("another payment provider", () => {
  it("has no sandbox routes (404)", async () => {
    const mercadopago = await createTestApp({ shareDatabaseWith: t, env: { PAYMENT_PROVIDER: "mercadopago", MERCADOPAGO_ACCESS_TOKEN: "TEST-0000" } });
    try {
      const { id } = await placeOrder(t.app, ana.token, catalogue);
      const response = await approve(id, staff, mercadopago.app);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe("Rota não encontrada.");
    } finally {
      await mercadopago.close();
    }
  });
});
