import { and, eq } from "drizzle-orm";
import { ON_DELIVERY_SETTING_MESSAGE, PAYMENT_MESSAGES, orderSchema, paymentResponseSchema, storeInfoSchema } from "@forno/domain/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderEvents, orderPayments, orderStateHistory } from "../../db/schema";
import { IDEMPOTENCY_KEY_REUSED } from "../../lib/idempotency";
import {
  type NewClient,
  type TestApp,
  type TestCatalogue,
  type TestStream,
  createClient,
  createTestApp,
  loadCatalogue,
  loginStaff,
  openStream,
  orderBody,
  placeOrder,
  postOrder,
  request,
} from "../../../test/support";

let t: TestApp;
let catalogue: TestCatalogue;
let ana: NewClient;
let bruno: NewClient;
let staff: string;
let settingId: number;

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await loadCatalogue(t.app);
  ana = await createClient(t.app, { name: "Ana na Entrega" });
  bruno = await createClient(t.app, { name: "Bruno na Entrega" });
  staff = await loginStaff(t.app);
  const all: Array<{ id: number; key: string }> = (await request(t.app, { method: "GET", url: "/settings?take=100", token: staff })).json();
  settingId = all.find((setting) => setting.key === "payment.on_delivery_methods")!.id;
});
afterAll(async () => {
  await t.close();
});

const setMethods = (value: string) => request(t.app, { method: "PATCH", url: `/settings/${settingId}`, token: staff, payload: { value } });
const enable = async (value: string) => expect((await setMethods(value)).statusCode).toBe(200);
const storeMethods = async () => storeInfoSchema.parse((await request(t.app, { method: "GET", url: "/settings/store" })).json()).payment.on_delivery_methods;

const pay = (token: string, body: object, key?: string) =>
  request(t.app, { method: "POST", url: "/order-payments", token, payload: body, ...(key === undefined ? {} : { headers: { "idempotency-key": key } }) });
const cash = (orderId: number, changeFor: number | null) => ({ external_reference: orderId, payment_method_id: "cash", change_for: changeFor });
const machine = (orderId: number) => ({ external_reference: orderId, payment_method_id: "card_on_delivery" });

async function readOrder(id: number) {
  return orderSchema.parse((await request(t.app, { method: "GET", url: `/orders/${id}`, token: staff })).json());
}
const totalOf = (order: { amount: number; delivery_fee: number }) => Math.round((order.amount + order.delivery_fee) * 100) / 100;

async function counts(orderId: number) {
  const history = await t.app.ctx.db.select().from(orderStateHistory).where(and(eq(orderStateHistory.orderId, orderId), eq(orderStateHistory.toState, "PAID")));
  const events = await t.app.ctx.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
  const payments = await t.app.ctx.db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
  return {
    paidRows: history.length,
    orderEvents: events.filter((event) => event.stream === "order").length,
    paymentEvents: events.filter((event) => event.stream === "payment").map((event) => event.payload),
    payments: payments.length,
  };
}

describe("payment.on_delivery_methods", () => {
  it("starts as none, takes cash, card or both, goes back to none, and refuses anything else", async () => {
    await enable("");
    expect(await storeMethods()).toEqual([]);
    await enable("cash");
    expect(await storeMethods()).toEqual(["cash"]);
    await enable("card");
    expect(await storeMethods()).toEqual(["card"]);
    await enable("cash,card");
    expect(await storeMethods()).toEqual(["cash", "card"]);
    for (const value of ["pix", "card,cash", "dinheiro"]) {
      const refused = await setMethods(value);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(ON_DELIVERY_SETTING_MESSAGE);
    }
    await enable("");
    expect(await storeMethods()).toEqual([]);
  });

  it("other settings still refuse an empty value", async () => {
    const all: Array<{ id: number; key: string }> = (await request(t.app, { method: "GET", url: "/settings?take=100", token: staff })).json();
    const name = all.find((setting) => setting.key === "appearance.name")!;
    const response = await request(t.app, { method: "PATCH", url: `/settings/${name.id}`, token: staff, payload: { value: "" } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Valor é obrigatório");
  });
});

describe("POST /order-payments on delivery", () => {
  it("a method the store does not accept is 422 with its message, and the order stays payable", async () => {
    await enable("");
    const order = await placeOrder(t.app, ana.token, catalogue);
    const refusedCash = await pay(ana.token, cash(order.id, null));
    expect(refusedCash.statusCode).toBe(422);
    expect(refusedCash.json().message).toBe(PAYMENT_MESSAGES.cashDisabled);
    await enable("cash");
    const refusedCard = await pay(ana.token, machine(order.id));
    expect(refusedCard.statusCode).toBe(422);
    expect(refusedCard.json().message).toBe(PAYMENT_MESSAGES.cardDisabled);
    expect((await readOrder(order.id)).OrderStateHistory.at(-1)?.to_state).toBe("PENDING");
    expect((await counts(order.id)).payments).toBe(0);
  });

  it("cash with change: PAID at once with one history row, one order event and the approved payment event; change_for on the order", async () => {
    await enable("cash,card");
    const order = await placeOrder(t.app, ana.token, catalogue);
    const before = await counts(order.id);
    const response = await pay(ana.token, cash(order.id, 100));
    expect(response.statusCode, response.body).toBe(201);
    const read = await readOrder(order.id);
    const payment = paymentResponseSchema.parse(response.json());
    expect(payment).toMatchObject({ status: "approved", external_reference: String(order.id), transaction_amount: totalOf(read) });
    expect(read.OrderStateHistory.at(-1)?.to_state).toBe("PAID");
    expect(read.OrderPayment).toEqual([expect.objectContaining({ payment_method: "cash", status: "approved", change_for: 100, transaction_amount: totalOf(read) })]);
    const after = await counts(order.id);
    expect(after.paidRows).toBe(1);
    expect(after.orderEvents - before.orderEvents).toBe(1);
    expect(after.paymentEvents).toEqual([{ status: "approved" }]);
  });

  it("cash without change (null) and a note equal to the total are accepted", async () => {
    await enable("cash");
    const exact = await placeOrder(t.app, ana.token, catalogue);
    expect((await pay(ana.token, cash(exact.id, null))).statusCode).toBe(201);
    expect((await readOrder(exact.id)).OrderPayment?.[0]).toMatchObject({ payment_method: "cash", change_for: null });

    const equal = await placeOrder(t.app, ana.token, catalogue);
    const total = totalOf(await readOrder(equal.id));
    expect((await pay(ana.token, cash(equal.id, total))).statusCode).toBe(201);
    expect((await readOrder(equal.id)).OrderPayment?.[0]?.change_for).toBe(total);
  });

  it("change below the total is 422 naming the total, and nothing changes", async () => {
    await enable("cash");
    const order = await placeOrder(t.app, ana.token, catalogue);
    const total = totalOf(await readOrder(order.id));
    const response = await pay(ana.token, cash(order.id, total - 0.01));
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/^O troco deve ser para um valor igual ou maior que o total do pedido \(R\$\s[\d.]+,\d{2}\)\.$/);
    expect(await counts(order.id)).toMatchObject({ paidRows: 0, payments: 0, paymentEvents: [] });
    const invalid = await pay(ana.token, cash(order.id, -5));
    expect(invalid.statusCode).toBe(400);
  });

  it("card on delivery: PAID, card_on_delivery without change_for", async () => {
    await enable("card");
    const order = await placeOrder(t.app, ana.token, catalogue);
    const response = await pay(ana.token, machine(order.id));
    expect(response.statusCode, response.body).toBe(201);
    const read = await readOrder(order.id);
    expect(read.OrderStateHistory.at(-1)?.to_state).toBe("PAID");
    expect(read.OrderPayment).toEqual([expect.objectContaining({ payment_method: "card_on_delivery", status: "approved", change_for: null })]);
    const strict = await pay(ana.token, { ...machine(order.id), change_for: 50 });
    expect(strict.statusCode).toBe(400);
  });

  it("is for the owner's PENDING order only: another's is 404, a paid one 409; staff may not pay a storefront order (404, decision 1712)", async () => {
    await enable("cash,card");
    const order = await placeOrder(t.app, ana.token, catalogue);
    expect((await pay(bruno.token, cash(order.id, null))).statusCode).toBe(404);
    expect((await pay(staff, cash(order.id, null))).statusCode).toBe(404);
    expect((await pay(ana.token, machine(order.id))).statusCode).toBe(201);
    const again = await pay(ana.token, cash(order.id, null));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PAYMENT_MESSAGES.notPending);
    expect(await counts(order.id)).toMatchObject({ paidRows: 1, payments: 1 });
  });

  it("staff confirm cash on delivery for a phone order they took, with the change to take", async () => {
    await enable("cash,card");
    const taken = await postOrder(t.app, staff, { ...orderBody(catalogue, [{ product: "PG-CALABRESA", additionals: ["AD-PG-MASSA-TRAD"] }]), client_id: ana.id, channel: "phone" });
    expect(taken.statusCode, taken.body).toBe(201);
    const order = orderSchema.parse(taken.json());
    expect((await pay(staff, cash(order.id, 100))).statusCode).toBe(201);
    const read = await readOrder(order.id);
    expect(read.OrderStateHistory.at(-1)?.to_state).toBe("PAID");
    expect(read.OrderPayment?.[0]).toMatchObject({ payment_method: "cash", change_for: 100 });
  });

  it("Idempotency-Key: the same key and body replay the first answer; another body with that key is 422; concurrent duplicates pay once", async () => {
    await enable("cash,card");
    const order = await placeOrder(t.app, ana.token, catalogue);
    const answers = await Promise.all(Array.from({ length: 4 }, () => pay(ana.token, cash(order.id, 200), "cash-key-1")));
    const created = answers.filter((answer) => answer.statusCode === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    for (const answer of answers) expect([201, 409]).toContain(answer.statusCode);
    const replay = await pay(ana.token, cash(order.id, 200), "cash-key-1");
    expect(replay.statusCode).toBe(201);
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    expect(replay.json()).toEqual(created[0]!.json());
    const reused = await pay(ana.token, cash(order.id, 150), "cash-key-1");
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe(IDEMPOTENCY_KEY_REUSED);
    expect(await counts(order.id)).toMatchObject({ paidRows: 1, payments: 1, paymentEvents: [{ status: "approved" }] });
  });

  it("a refused request does not keep its key: enabling the method lets the same key pay", async () => {
    await enable("");
    const order = await placeOrder(t.app, ana.token, catalogue);
    expect((await pay(ana.token, machine(order.id), "machine-key-1")).statusCode).toBe(422);
    await enable("card");
    expect((await pay(ana.token, machine(order.id), "machine-key-1")).statusCode).toBe(201);
  });
});

describe("what staff and the customer read", () => {
  it("the staff stream carries the PAID order with its cash payment and change_for", async () => {
    await enable("cash");
    const order = await placeOrder(t.app, ana.token, catalogue);
    const stream: TestStream = await openStream(t.app, "/orders/sse", { token: staff });
    try {
      expect((await pay(ana.token, cash(order.id, 150))).statusCode).toBe(201);
      for (;;) {
        const event = orderSchema.parse(JSON.parse((await stream.next()).data));
        if (event.id !== order.id || event.OrderStateHistory.at(-1)?.to_state !== "PAID") continue;
        expect(event.OrderPayment).toEqual([expect.objectContaining({ payment_method: "cash", change_for: 150 })]);
        break;
      }
    } finally {
      stream.close();
    }
  });

  it("the delivery ticket says how much change to take", async () => {
    await enable("cash");
    const order = await placeOrder(t.app, ana.token, catalogue);
    const total = totalOf(await readOrder(order.id));
    await pay(ana.token, cash(order.id, 500));
    const ticket = (await request(t.app, { method: "GET", url: `/orders/${order.id}/ticket?template=delivery&width=48`, token: staff })).body;
    const change = (500 - total).toFixed(2).replace(".", ",");
    // A 48-column line wraps the payment; read it as one line.
    expect(ticket.replace(/\s+/g, " ")).toContain(`Dinheiro - troco para R$ 500,00 (levar R$ ${change})`);
  });
});
