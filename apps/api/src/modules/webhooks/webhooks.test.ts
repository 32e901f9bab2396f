import { and, eq } from "drizzle-orm";
import { orderSchema } from "@forno/domain/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderEvents, orderPayments, orderStateHistory, webhookEvents } from "../../db/schema";
import { MERCADOPAGO_MESSAGES } from "../../payments/mercadopago-provider";
import {
  type FakeMercadoPago,
  type NewClient,
  type TestApp,
  type TestCatalogue,
  createClient,
  createTestApp,
  loadCatalogue,
  loginStaff,
  mercadoPagoNotification,
  orderState,
  placeOrder,
  request,
  startFakeMercadoPago,
} from "../../../test/support";
import { WEBHOOK_MESSAGES } from "./webhooks.service";

/**
 * The Mercado Pago adapter's contract, against a local fake of the provider's HTTP API
 * (test/support/fake-mercadopago.ts): nothing leaves the machine.
 */
const SECRET = "whsec-test-0123456789abcdef";
const JWT_SECRET = "a-shared-secret-of-at-least-32-characters!";

let fake: FakeMercadoPago;
let t: TestApp;
let catalogue: TestCatalogue;
let ana: NewClient;
let bruno: NewClient;

const mpEnv = () => ({
  PAYMENT_PROVIDER: "mercadopago",
  MERCADOPAGO_ACCESS_TOKEN: fake.accessToken,
  MERCADOPAGO_PUBLIC_KEY: "TEST-public-key",
  MERCADOPAGO_WEBHOOK_SECRET: SECRET,
  MERCADOPAGO_API_URL: fake.url,
  PUBLIC_URL: "https://api.forno.example",
  JWT_SECRET,
});

beforeAll(async () => {
  fake = await startFakeMercadoPago();
  t = await createTestApp({ env: mpEnv() });
  catalogue = await loadCatalogue(t.app);
  ana = await createClient(t.app, { name: "Ana Mercado", email: "ana.mp@example.com" });
  bruno = await createClient(t.app, { name: "Bruno Mercado", email: "bruno.mp@example.com" });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const pixBody = (orderId: number) => ({ external_reference: orderId, payer: { email: "ana.mp@example.com" }, payment_method_id: "pix", statement_descriptor: "FORNO", transaction_amount: 0.5, api_version: 2 });
const cardBody = (orderId: number, token: string) => ({
  external_reference: orderId,
  payment_method_id: "master",
  token,
  issuer_id: "24",
  installments: 1,
  transaction_amount: 0.5,
  payer: { email: "ana.mp@example.com", identification: { type: "CPF", number: "12345678909" } },
  statement_descriptor: "FORNO",
  api_version: 2,
});

const pay = (token: string, body: unknown, key?: string, app = t.app) =>
  request(app, { method: "POST", url: "/order-payments", token, payload: body as object, ...(key === undefined ? {} : { headers: { "idempotency-key": key } }) });

const notify = (paymentId: string | number, options: Parameters<typeof mercadoPagoNotification>[2] = {}, app = t.app) => {
  const { url, headers, payload } = mercadoPagoNotification(paymentId, SECRET, options);
  return app.inject({ method: "POST", url, headers, payload });
};

async function total(orderId: number): Promise<number> {
  const order = orderSchema.parse((await request(t.app, { method: "GET", url: `/orders/${orderId}`, token: ana.token })).json());
  return Math.round((order.amount + order.delivery_fee) * 100) / 100;
}

async function paidHistory(orderId: number) {
  return t.app.ctx.db.select().from(orderStateHistory).where(and(eq(orderStateHistory.orderId, orderId), eq(orderStateHistory.toState, "PAID")));
}

async function paymentEvents(orderId: number) {
  const rows = await t.app.ctx.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.stream, "payment")));
  return rows.map((row) => row.payload);
}

describe("Mercado Pago: POST /order-payments", () => {
  it("creates a Pix payment with the access token, an idempotency key and the server's total", async () => {
    const order = await placeOrder(t.app, ana.token, catalogue);
    const response = await pay(ana.token, pixBody(order.id), "mp-pix-1");
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json();
    expect(answer).toMatchObject({ status: "pending", external_reference: String(order.id) });
    expect(answer.point_of_interaction.transaction_data.qr_code).toContain("br.gov.bcb.pix");
    const call = fake.requests.findLast((entry) => entry.method === "POST" && entry.path === "/v1/payments")!;
    expect(call.headers.authorization).toBe(`Bearer ${fake.accessToken}`);
    expect(call.headers["x-idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(call.body).toMatchObject({
      transaction_amount: await total(order.id),
      payment_method_id: "pix",
      external_reference: String(order.id),
      statement_descriptor: "FORNO PIZZARIA",
      payer: { email: "ana.mp@example.com" },
      notification_url: "https://api.forno.example/webhooks/mercadopago",
    });
    const [row] = await t.app.ctx.db.select().from(orderPayments).where(eq(orderPayments.orderId, order.id));
    expect(row).toMatchObject({ provider: "mercadopago", providerPaymentId: String(answer.id), paymentMethod: "bank_transfer", status: "pending" });

    // A retry with the same key replays; the provider was called once.
    const calls = fake.requests.filter((entry) => entry.path === "/v1/payments").length;
    expect((await pay(ana.token, pixBody(order.id), "mp-pix-1")).json()).toEqual(answer);
    expect(fake.requests.filter((entry) => entry.path === "/v1/payments")).toHaveLength(calls);
  });

  it("a card token: approved -> PAID, the card saved through the customers API and listed for its owner only", async () => {
    const order = await placeOrder(t.app, ana.token, catalogue);
    const response = await pay(ana.token, cardBody(order.id, "APRO-token-1"));
    expect(response.json()).toMatchObject({ status: "approved" });
    const call = fake.requests.findLast((entry) => entry.path === "/v1/payments")!;
    expect(call.body).toMatchObject({ token: "APRO-token-1", installments: 1, issuer_id: 24, payment_method_id: "master", transaction_amount: await total(order.id) });
    expect(await orderState(t.app, order.id)).toBe("PAID");
    expect(fake.customers).toEqual([expect.objectContaining({ email: "ana.mp@example.com" })]);

    const cards = (await request(t.app, { method: "GET", url: "/order-payments/cards", token: ana.token })).json();
    expect(cards).toEqual([
      { id: fake.cards[0]!.id, customer_id: fake.customers[0]!.id, cardholder: { name: "APRO" }, issuer: { name: "Mastercard" }, last_four_digits: "6351", payment_method: { name: "Mastercard", secure_thumbnail: "https://fake.mp/master.gif" } },
    ]);
    expect((await request(t.app, { method: "GET", url: "/order-payments/cards", token: bruno.token })).json()).toEqual([]);
    expect((await request(t.app, { method: "DELETE", url: `/order-payments/cards/${cards[0].id}`, token: bruno.token })).statusCode).toBe(404);
    expect(fake.cards).toHaveLength(1);
    expect((await request(t.app, { method: "DELETE", url: `/order-payments/cards/${cards[0].id}`, token: ana.token })).statusCode).toBe(204);
    expect(fake.cards).toHaveLength(0);
  });

  it("a refused card (OTHE) is 201 rejected and the order stays payable", async () => {
    const order = await placeOrder(t.app, ana.token, catalogue);
    const response = await pay(ana.token, cardBody(order.id, "OTHE-token-1"));
    expect(response.json()).toMatchObject({ status: "rejected", status_detail: "cc_rejected_other_reason" });
    expect(await orderState(t.app, order.id)).toBe("PENDING");
    expect(await paymentEvents(order.id)).toEqual([{ status: "rejected" }]);
  });

  it("a provider that does not answer is a 502 with a Portuguese message, and the key is free again", async () => {
    const order = await placeOrder(t.app, ana.token, catalogue);
    fake.down = true;
    try {
      const response = await pay(ana.token, pixBody(order.id), "mp-down-1");
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toBe(MERCADOPAGO_MESSAGES.unavailable);
    } finally {
      fake.down = false;
    }
    expect((await pay(ana.token, pixBody(order.id), "mp-down-1")).statusCode).toBe(201);
  });

  it("GET /settings/store tells the storefront to mount Mercado Pago's form with the public key", async () => {
    expect((await request(t.app, { method: "GET", url: "/settings/store" })).json().payment_provider).toEqual({ name: "mercadopago", public_key: "TEST-public-key" });
  });
});

describe("POST /webhooks/mercadopago", () => {
  it("a bad signature is refused (401) and changes nothing", async () => {
    const order = await placeOrder(t.app, ana.token, catalogue);
    const { id } = (await pay(ana.token, pixBody(order.id))).json();
    fake.setStatus(id, "approved");
    const reads = fake.requests.filter((entry) => entry.path === `/v1/payments/${id}`).length;
    for (const bad of [
      { signWith: "not-the-secret" },
      { ts: Math.floor(Date.now() / 1000) - 3600 },
    ]) {
      const response = await notify(id, bad);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ statusCode: 401, error: "Unauthorized", message: WEBHOOK_MESSAGES.badSignature });
    }
    const unsigned = await t.app.inject({ method: "POST", url: `/webhooks/mercadopago?data.id=${id}&type=payment`, payload: { type: "payment", data: { id: String(id) } } });
    expect(unsigned.statusCode).toBe(401);
    // The signature covers data.id: the same headers for another payment are refused.
    const other = mercadoPagoNotification(id, SECRET);
    const swapped = await t.app.inject({ method: "POST", url: other.url.replace(String(id), "999"), headers: other.headers, payload: other.payload });
    expect(swapped.statusCode).toBe(401);
    expect(fake.requests.filter((entry) => entry.path === `/v1/payments/${id}`)).toHaveLength(reads);
    expect(await orderState(t.app, order.id)).toBe("PENDING");
    expect(await paymentEvents(order.id)).toEqual([]);
  });

  it("a good signature: the payment is re-read from the provider, then the order is PAID", async () => {
    const order = await placeOrder(t.app, ana.token, catalogue);
    const { id } = (await pay(ana.token, pixBody(order.id))).json();
    // Still pending at the provider: the notification alone changes nothing.
    expect((await notify(id)).statusCode).toBe(200);
    expect(await orderState(t.app, order.id)).toBe("PENDING");
    fake.setStatus(id, "approved");
    const response = await notify(id, { action: "payment.updated" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(fake.requests.findLast((entry) => entry.method === "GET")?.path).toBe(`/v1/payments/${id}`);
    const read = orderSchema.parse((await request(t.app, { method: "GET", url: `/orders/${order.id}`, token: ana.token })).json());
    expect(read.OrderStateHistory.map((entry) => entry.to_state)).toEqual(["PENDING", "PAID"]);
    expect(read.OrderPayment).toEqual([expect.objectContaining({ payment_method: "bank_transfer", status: "approved" })]);
    expect(await paymentEvents(order.id)).toEqual([{ status: "approved" }]);
    const stored = await t.app.ctx.db.select().from(webhookEvents).where(eq(webhookEvents.dataId, String(id)));
    expect(stored.length).toBeGreaterThanOrEqual(2);
  });

  it("the same notification 10 times at once, on two instances: one PAID, one history row, one event", async () => {
    const second = await createTestApp({ shareDatabaseWith: t, env: mpEnv() });
    try {
      const order = await placeOrder(t.app, ana.token, catalogue);
      const { id } = (await pay(ana.token, pixBody(order.id))).json();
      fake.setStatus(id, "approved");
      const requestId = "req-repeated-1";
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => notify(id, { requestId }, i % 2 === 0 ? t.app : second.app)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
      expect(await paidHistory(order.id)).toHaveLength(1);
      expect(await paymentEvents(order.id)).toEqual([{ status: "approved" }]);
      expect((await notify(id)).statusCode).toBe(200);
      expect(await paidHistory(order.id)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it("a rejected payment raises {status: 'rejected'} once; unknown payments and other topics are acknowledged and ignored", async () => {
    const order = await placeOrder(t.app, ana.token, catalogue);
    const { id } = (await pay(ana.token, pixBody(order.id))).json();
    fake.setStatus(id, "rejected", "cc_rejected_other_reason");
    await notify(id);
    await notify(id);
    expect(await paymentEvents(order.id)).toEqual([{ status: "rejected" }]);
    expect(await orderState(t.app, order.id)).toBe("PENDING");
    expect((await notify("424242")).statusCode).toBe(200);
    const topic = mercadoPagoNotification(id, SECRET);
    const merchantOrder = await t.app.inject({ method: "POST", url: topic.url.replace("type=payment", "type=merchant_order"), headers: topic.headers, payload: topic.payload });
    expect(merchantOrder.statusCode).toBe(200);
  });

  it("a provider that cannot be read answers 503 so that Mercado Pago tries again", async () => {
    const order = await placeOrder(t.app, ana.token, catalogue);
    const { id } = (await pay(ana.token, pixBody(order.id))).json();
    fake.setStatus(id, "approved");
    fake.down = true;
    try {
      expect((await notify(id)).statusCode).toBe(503);
    } finally {
      fake.down = false;
    }
    expect(await orderState(t.app, order.id)).toBe("PENDING");
    expect((await notify(id)).statusCode).toBe(200);
    expect(await orderState(t.app, order.id)).toBe("PAID");
  });

  it("the sandbox routes do not exist with this provider, and the webhook does not exist with the sandbox", async () => {
    const order = await placeOrder(t.app, ana.token, catalogue);
    expect((await request(t.app, { method: "POST", url: `/sandbox/payments/${order.id}/approve`, token: await loginStaff(t.app) })).statusCode).toBe(404);
    const sandbox = await createTestApp();
    try {
      const { url, headers, payload } = mercadoPagoNotification("1", SECRET);
      expect((await sandbox.app.inject({ method: "POST", url, headers, payload })).statusCode).toBe(404);
    } finally {
      await sandbox.close();
    }
  });
});
