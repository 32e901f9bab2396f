import { eq } from "drizzle-orm";
import { ORDER_STATES, ORDER_STATE_LABELS, type OrderState } from "@forno/domain/orders";
import { orderSchema } from "@forno/domain/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderStateHistory, orders, settings } from "../../db/schema";
import { type TestApp, type TestCatalogue, createTestApp, forceOrderState, loadCatalogue, loginStaff, placeOrder, request, signInClient } from "../../../test/support";
import { ORDER_NOT_FOUND } from "../orders/orders.service";
import { markOrderPaid } from "./order-state-historys.service";

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

/** Architecture section 5, written out again here so that the test does not trust the domain's table. */
const ALLOWED_FOR_STAFF: Record<OrderState, readonly OrderState[]> = {
  CART: ["PENDING"],
  PENDING: ["CANCELLED_CLIENT", "CANCELLED_STORE", "ERROR"],
  PAID: ["PREPARATION", "CANCELLED_STORE", "REFUNDED", "ERROR"],
  PREPARATION: ["DISPATCHED", "CANCELLED_STORE", "ERROR"],
  DISPATCHED: ["DELIVERED", "ERROR"],
  ERROR: ["PAID", "PREPARATION", "DISPATCHED", "CANCELLED_STORE", "REFUNDED"],
  DELIVERED: ["REFUNDED"],
  CANCELLED_STORE: ["REFUNDED"],
  CANCELLED_CLIENT: [],
  REFUNDED: [],
};

const PAIRS = ORDER_STATES.flatMap((from) => ORDER_STATES.map((to) => ({ from, to, allowed: ALLOWED_FOR_STAFF[from].includes(to) })));

const change = (orderId: number, toState: string, token = staff) =>
  request(t.app, { method: "POST", url: "/order-state-historys", token, payload: { order_id: orderId, to_state: toState } });

async function historyOf(orderId: number): Promise<OrderState[]> {
  const rows = await t.app.ctx.db.select().from(orderStateHistory).where(eq(orderStateHistory.orderId, orderId)).orderBy(orderStateHistory.id);
  return rows.map((row) => row.toState);
}

describe("POST /order-state-historys: every pair of states", () => {
  const orderFor = new Map<string, number>();

  beforeAll(async () => {
    // One order per pair, put in the pair's "from" state.
    for (const from of ORDER_STATES) {
      const ids: number[] = [];
      for (const { to } of PAIRS.filter((pair) => pair.from === from)) {
        const { id } = await placeOrder(t.app, maria, catalogue);
        orderFor.set(`${from}>${to}`, id);
        ids.push(id);
      }
      if (from !== "PENDING") await forceOrderState(t.app, ids, from);
    }
  });

  it.each(PAIRS)("$from -> $to: allowed $allowed", async ({ from, to, allowed }) => {
    const orderId = orderFor.get(`${from}>${to}`)!;
    const before = await historyOf(orderId);
    const response = await change(orderId, to);
    if (allowed) {
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toEqual({ id: expect.any(Number), to_state: to, created_at: expect.any(String) });
      expect(await historyOf(orderId)).toEqual([...before, to]);
      const order = orderSchema.parse((await request(t.app, { method: "GET", url: `/orders/${orderId}`, token: staff })).json());
      expect(order.OrderStateHistory.at(-1)?.to_state).toBe(to);
    } else {
      expect(response.statusCode, response.body).toBe(409);
      const { message } = response.json();
      expect(message).toContain(ORDER_STATE_LABELS[from]);
      expect(message).toContain(ORDER_STATE_LABELS[to]);
      expect(await historyOf(orderId)).toEqual(before);
      const [row] = await t.app.ctx.db.select({ state: orders.currentState }).from(orders).where(eq(orders.id, orderId));
      expect(row?.state).toBe(from);
    }
  });
});

describe("POST /order-state-historys", () => {
  it("keeps PENDING -> PAID for the payment flow", async () => {
    const { id } = await placeOrder(t.app, maria, catalogue);
    const response = await change(id, "PAID");
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("Somente a confirmação do pagamento pode mudar o pedido de Aguardando Pagamento para Pedido Pago.");
  });

  it("names both states when refusing", async () => {
    const { id } = await placeOrder(t.app, maria, catalogue);
    await forceOrderState(t.app, id, "DELIVERED");
    const response = await change(id, "PREPARATION");
    expect(response.json()).toEqual({ statusCode: 409, error: "Conflict", message: "Não é possível mudar o pedido de Entregue para Em Preparo." });
  });

  it("answers 404 for an unknown order and 400 for an unknown state or field", async () => {
    const missing = await change(999_999, "PREPARATION");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(ORDER_NOT_FOUND);
    expect((await change(1, "PAGO")).statusCode).toBe(400);
    expect((await change(1, "")).json().message).toBe("Status é obrigatório");
    const extra = await request(t.app, { method: "POST", url: "/order-state-historys", token: staff, payload: { order_id: 1, to_state: "ERROR", note: "x" } });
    expect(extra.json().message).toBe("Campo não permitido: note");
  });

  it("is for staff only", async () => {
    const { id } = await placeOrder(t.app, maria, catalogue);
    expect((await change(id, "CANCELLED_CLIENT", maria)).statusCode).toBe(403);
    expect((await request(t.app, { method: "POST", url: "/order-state-historys", payload: { order_id: id, to_state: "ERROR" } })).statusCode).toBe(401);
  });

  it("records who moved the order", async () => {
    const { id } = await placeOrder(t.app, maria, catalogue);
    await change(id, "CANCELLED_STORE");
    const rows = await t.app.ctx.db.select().from(orderStateHistory).where(eq(orderStateHistory.orderId, id)).orderBy(orderStateHistory.id);
    expect(rows.map((row) => [row.fromState, row.toState, row.actor, row.staffUserId !== null])).toEqual([
      [null, "PENDING", "client", false],
      ["PENDING", "CANCELLED_STORE", "staff", true],
    ]);
  });
});

describe("markOrderPaid", () => {
  it("moves a PENDING order to PAID and schedules it: paid time + the store's delivery time", async () => {
    await t.app.ctx.db.update(settings).set({ value: "50" }).where(eq(settings.key, "operation.default_delivery_time"));
    try {
      const { id } = await placeOrder(t.app, maria, catalogue);
      const result = await markOrderPaid(t.app.ctx.db, id);
      expect(result).toMatchObject({ changed: true, from: "PENDING", state: "PAID" });
      const order = result.order!;
      const paid = order.OrderStateHistory.at(-1)!;
      expect(paid.to_state).toBe("PAID");
      expect(Date.parse(order.scheduled_time!) - Date.parse(paid.created_at)).toBe(50 * 60_000);
      const read = (await request(t.app, { method: "GET", url: `/orders/${id}`, token: maria })).json();
      expect(read).toEqual(order);
    } finally {
      await t.app.ctx.db.update(settings).set({ value: "45" }).where(eq(settings.key, "operation.default_delivery_time"));
    }
  });

  it("changes nothing the second time, nor when called concurrently", async () => {
    const { id } = await placeOrder(t.app, maria, catalogue);
    const results = await Promise.all([markOrderPaid(t.app.ctx.db, id), markOrderPaid(t.app.ctx.db, id), markOrderPaid(t.app.ctx.db, id)]);
    expect(results.filter((result) => result.changed)).toHaveLength(1);
    expect(await markOrderPaid(t.app.ctx.db, id)).toEqual({ changed: false, from: "PAID", state: "PAID" });
    expect(await historyOf(id)).toEqual(["PENDING", "PAID"]);
  });

  it("keeps the first schedule when staff bring a paid order back from ERROR", async () => {
    const { id } = await placeOrder(t.app, maria, catalogue);
    const first = (await markOrderPaid(t.app.ctx.db, id)).order!;
    expect((await change(id, "ERROR")).statusCode).toBe(201);
    expect((await change(id, "PAID")).statusCode).toBe(201);
    const again = (await request(t.app, { method: "GET", url: `/orders/${id}`, token: staff })).json();
    expect(again.scheduled_time).toBe(first.scheduled_time);
    expect(await markOrderPaid(t.app.ctx.db, id)).toMatchObject({ changed: false });
  });

  it("leaves a cancelled order alone, and throws 404 for an unknown one", async () => {
    const { id } = await placeOrder(t.app, maria, catalogue);
    await change(id, "CANCELLED_CLIENT");
    expect(await markOrderPaid(t.app.ctx.db, id)).toEqual({ changed: false, from: "CANCELLED_CLIENT", state: "CANCELLED_CLIENT" });
    expect(await historyOf(id)).toEqual(["PENDING", "CANCELLED_CLIENT"]);
    await expect(markOrderPaid(t.app.ctx.db, 999_999)).rejects.toMatchObject({ statusCode: 404 });
  });

  it("runs inside the caller's transaction: rolled back with it", async () => {
    const { id } = await placeOrder(t.app, maria, catalogue);
    await expect(
      t.app.ctx.db.transaction(async (tx) => {
        await markOrderPaid(tx, id);
        throw new Error("the payment could not be recorded");
      }),
    ).rejects.toThrow("the payment could not be recorded");
    expect(await historyOf(id)).toEqual(["PENDING"]);
  });
});
