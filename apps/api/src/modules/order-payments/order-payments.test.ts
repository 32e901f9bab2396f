import { and, eq } from "drizzle-orm";
import { PAYMENT_MESSAGES, orderSchema, paymentResponseSchema, savedCardSchema } from "@forno/domain/schemas";
import { hasError, parsePix } from "pix-utils";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderEvents, orderPayments, orderStateHistory } from "../../db/schema";
import { IDEMPOTENCY_KEY_REUSED } from "../../lib/idempotency";
import {
  type NewClient,
  type TestApp,
  type TestCatalogue,
  createClient,
  createTestApp,
  loadCatalogue,
  loginStaff,
  openStream,
  orderState,
  placeOrder,
  request,
} from "../../../test/support";
import { ORDER_NOT_FOUND } from "../orders/orders.service";

let t: TestApp;
let catalogue: TestCatalogue;
let ana: NewClient;
let bruno: NewClient;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await loadCatalogue(t.app);
  ana = await createClient(t.app, { name: "Ana Pagadora", email: "ana@example.com" });
  bruno = await createClient(t.app, { name: "Bruno Pagador" });
  staff = await loginStaff(t.app);
});
afterAll(async () => {
  await t.close();
});

const CARD = { number: "4235 6477 2802 5682", cardholder_name: "APRO", expiration_month: 11, expiration_year: 2030, security_code: "123" };

const pixBody = (orderId: number, extra: Record<string, unknown> = {}) => ({
  external_reference: orderId,
  payer: { email: "ana@example.com" },
  payment_method_id: "pix",
  statement_descriptor: "FORNO",
  transaction_amount: 1,
  api_version: 2,
  ...extra,
});

const cardBody = (orderId: number, card: Partial<typeof CARD> | null = {}, extra: Record<string, unknown> = {}) => ({
  external_reference: orderId,
  payment_method_id: "visa",
  installments: 1,
  statement_descriptor: "FORNO",
  api_version: 2,
  ...(card === null ? {} : { card: { ...CARD, ...card } }),
  ...extra,
});

const pay = (token: string | undefined, body: unknown, key?: string) =>
  request(t.app, { method: "POST", url: "/order-payments", token, payload: body as object, ...(key === undefined ? {} : { headers: { "idempotency-key": key } }) });

async function orderTotal(id: number): Promise<number> {
  const order = orderSchema.parse((await request(t.app, { method: "GET", url: `/orders/${id}`, token: staff })).json());
  return Math.round((order.amount + order.delivery_fee) * 100) / 100;
}

async function paymentRows(orderId: number) {
  return t.app.ctx.db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId)).orderBy(orderPayments.id);
}

async function paymentEvents(orderId: number): Promise<unknown[]> {
  const rows = await t.app.ctx.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.stream, "payment")))
    .orderBy(orderEvents.id);
  return rows.map((row) => row.payload);
}

async function paidHistory(orderId: number) {
  return t.app.ctx.db.select().from(orderStateHistory).where(and(eq(orderStateHistory.orderId, orderId), eq(orderStateHistory.toState, "PAID")));
}

describe("POST /order-payments with Pix (sandbox)", () => {
  it("answers a valid BR Code for the store's key, the server's total and the order's txid, with its QR as PNG", async () => {
    const order = await placeOrder(t.app, ana.token, catalogue);
    const response = await pay(ana.token, pixBody(order.id));
    expect(response.statusCode, response.body).toBe(201);
    const payment = paymentResponseSchema.parse(response.json());
    expect(payment).toMatchObject({ status: "pending", status_detail: "pending_waiting_transfer", external_reference: String(order.id) });
    const data = payment.point_of_interaction!.transaction_data!;
    const pix = parsePix(data.qr_code);
    expect(hasError(pix)).toBe(false);
    const total = await orderTotal(order.id);
    expect(pix).toMatchObject({ type: "STATIC", pixKey: "45271983000139", transactionAmount: total, merchantName: "FORNO PIZZARIA", merchantCity: "SAO PAULO" });
    const { txid } = pix as { txid: string };
    expect(txid).toMatch(new RegExp(`^PEDIDO${order.external_id}X[0-9A-F]+$`));
    expect(txid.length).toBeLessThanOrEqual(25);
    expect(payment.transaction_amount).toBe(total);
    const png = Buffer.from(data.qr_code_base64, "base64");
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));

    const [row] = await paymentRows(order.id);
    expect(row).toMatchObject({ provider: "sandbox", paymentMethod: "bank_transfer", status: "pending", amount: total, pixQrCode: data.qr_code, clientId: ana.id });
    expect(await orderState(t.app, order.id)).toBe("PENDING");
  });

  it("charges the server's total whatever transaction_amount the body says", async () => {
    const order = await placeOrder(t.app, ana.token, catalogue);
    const response = await pay(ana.token, pixBody(order.id, { transaction_amount: 0.01 }));
    const pix = parsePix(response.json().point_of_interaction.transaction_data.qr_code) as { transactionAmount: number };
    expect(pix.transactionAmount).toBe(await orderTotal(order.id));
    expect((await paymentRows(order.id))[0]!.amount).toBe(await orderTotal(order.id));
  });

  it("the order shows Pix as its payment method, then PAID after the sandbox approval", async () => {
    const order = await placeOrder(t.app, ana.token, catalogue);
    await pay(ana.token, pixBody(order.id));
    const approved = await request(t.app, { method: "POST", url: `/sandbox/payments/${order.id}/approve`, token: ana.token });
    expect(approved.statusCode).toBe(200);
    const read = orderSchema.parse((await request(t.app, { method: "GET", url: `/orders/${order.id}`, token: ana.token })).json());
    expect(read.OrderStateHistory.map((entry) => entry.to_state)).toEqual(["PENDING", "PAID"]);
    expect(read.OrderPayment).toEqual([expect.objectContaining({ payment_method: "bank_transfer", status: "approved", transaction_amount: await orderTotal(order.id) })]);
    expect(read.scheduled_time).not.toBeNull();
    expect(await paymentEvents(order.id)).toEqual([{ status: "approved" }]);
  });

  it("is for the order's owner only, and only while it waits for payment", async () => {
    const order = await placeOrder(t.app, ana.token, catalogue);
    const theirs = await pay(bruno.token, pixBody(order.id));
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(ORDER_NOT_FOUND);
    expect((await pay(undefined, pixBody(order.id))).statusCode).toBe(401);
    // Staff pay only the orders staff took (decision 1712): a storefront order is not theirs to pay.
    expect((await pay(staff, pixBody(order.id))).statusCode).toBe(404);
    expect((await pay(ana.token, pixBody(999_999))).statusCode).toBe(404);
    await request(t.app, { method: "POST", url: `/sandbox/payments/${order.id}/approve`, token: ana.token });
    const late = await pay(ana.token, pixBody(order.id));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(PAYMENT_MESSAGES.notPending);
  });

  it("validates the body: strict fields, Pix method, api_version 2", async () => {
    const order = await placeOrder(t.app, ana.token, catalogue);
    const unknown = await pay(ana.token, pixBody(order.id, { amount: 1 }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("Campo não permitido: amount");
    expect((await pay(ana.token, pixBody(order.id, { api_version: 1 }))).statusCode).toBe(400);
    expect((await pay(ana.token, { payment_method_id: "pix" })).statusCode).toBe(400);
    expect(await paymentRows(order.id)).toEqual([]);
  });
});

describe("Idempotency-Key on POST /order-payments", () => {
  it("the same key and body answer the first payment and create nothing new", async () => {
    const order = await placeOrder(t.app, ana.token, catalogue);
    const first = await pay(ana.token, pixBody(order.id), "pix-key-1");
    const again = await pay(ana.token, pixBody(order.id), "pix-key-1");
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(first.json());
    expect(await paymentRows(order.id)).toHaveLength(1);
    const reused = await pay(ana.token, pixBody(order.id, { statement_descriptor: "OUTRO" }), "pix-key-1");
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe(IDEMPOTENCY_KEY_REUSED);
  });

  it("a key replays after the order was paid, and concurrent duplicates create one payment", async () => {
    const order = await placeOrder(t.app, ana.token, catalogue);
    const answers = await Promise.all(Array.from({ length: 5 }, () => pay(ana.token, cardBody(order.id), "card-key-1")));
    const created = answers.filter((answer) => answer.statusCode === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    for (const answer of answers) expect([201, 409]).toContain(answer.statusCode);
    for (const answer of created) expect(answer.json()).toEqual(created[0]!.json());
    expect(await paymentRows(order.id)).toHaveLength(1);
    expect(await orderState(t.app, order.id)).toBe("PAID");
    const replay = await pay(ana.token, cardBody(order.id), "card-key-1");
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(created[0]!.json());
  });

  it("a refused request does not keep its key", async () => {
    const order = await placeOrder(t.app, ana.token, catalogue);
    const bad = await pay(ana.token, cardBody(order.id, { expiration_year: 2001 }), "card-key-2");
    expect(bad.statusCode).toBe(400);
    expect((await pay(ana.token, cardBody(order.id, { expiration_year: 2001 }), "card-key-2")).statusCode).toBe(400);
  });
});

describe("POST /order-payments with a card (sandbox)", () => {
  it("refuses a number that fails Luhn with a Portuguese message", async () => {
    const order = await placeOrder(t.app, ana.token, catalogue);
    const response = await pay(ana.token, cardBody(order.id, { number: "4235 6477 2802 5683" }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: "Bad Request", message: "Número do cartão inválido" });
    expect((await pay(ana.token, cardBody(order.id, null))).json().message).toBe("Informe os dados do cartão.");
    expect((await pay(ana.token, cardBody(order.id, {}, { installments: 2 }))).json().message).toBe("Pagamento apenas em 1 parcela");
  });

  it("APRO approves: PAID once, credit card on the order, the card saved for the client", async () => {
    const order = await placeOrder(t.app, ana.token, catalogue);
    const response = await pay(ana.token, cardBody(order.id, { cardholder_name: "APRO" }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ status: "approved", status_detail: "accredited", transaction_amount: await orderTotal(order.id) });
    const read = orderSchema.parse((await request(t.app, { method: "GET", url: `/orders/${order.id}`, token: ana.token })).json());
    expect(read.OrderStateHistory.map((entry) => entry.to_state)).toEqual(["PENDING", "PAID"]);
    expect(read.OrderPayment).toEqual([expect.objectContaining({ payment_method: "credit_card", status: "approved" })]);
    expect((await paymentRows(order.id))[0]!.cardLastFour).toBe("5682");
    expect(await paymentEvents(order.id)).toEqual([{ status: "approved" }]);

    const cards = (await request(t.app, { method: "GET", url: "/order-payments/cards", token: ana.token })).json();
    const card = cards.find((entry: { last_four_digits: string }) => entry.last_four_digits === "5682");
    expect(savedCardSchema.parse(card)).toMatchObject({ cardholder: { name: "APRO" }, issuer: { name: "Visa" }, payment_method: { name: "visa" } });
    expect(card.payment_method.secure_thumbnail).toMatch(/^http:\/\/.+\/images\/cards\/visa\.svg$/);
    const thumbnail = await request(t.app, { method: "GET", url: new URL(card.payment_method.secure_thumbnail).pathname });
    expect(thumbnail.statusCode).toBe(200);

    // The same card again is not saved twice.
    const next = await placeOrder(t.app, ana.token, catalogue);
    await pay(ana.token, cardBody(next.id, { cardholder_name: "APRO" }));
    const after = (await request(t.app, { method: "GET", url: "/order-payments/cards", token: ana.token })).json();
    expect(after.filter((entry: { last_four_digits: string }) => entry.last_four_digits === "5682")).toHaveLength(1);
  });

  it("OTHE is rejected: 201 with status rejected, the order stays payable, the stream hears it", async () => {
    const order = await placeOrder(t.app, ana.token, catalogue);
    const response = await pay(ana.token, cardBody(order.id, { cardholder_name: "OTHE", number: "5031 4332 1540 6351" }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: "rejected", status_detail: "cc_rejected_other_reason" });
    expect(await orderState(t.app, order.id)).toBe("PENDING");
    expect(await paymentEvents(order.id)).toEqual([{ status: "rejected" }]);
    const cards = (await request(t.app, { method: "GET", url: "/order-payments/cards", token: ana.token })).json();
    expect(cards.some((entry: { last_four_digits: string }) => entry.last_four_digits === "6351")).toBe(false);
    // ...and it can be paid again.
    const retry = await pay(ana.token, cardBody(order.id, { cardholder_name: "APRO" }));
    expect(retry.json().status).toBe("approved");
    expect(await orderState(t.app, order.id)).toBe("PAID");
  });

  it("CONT stays pending until the sandbox settles it", async () => {
    const order = await placeOrder(t.app, ana.token, catalogue);
    const response = await pay(ana.token, cardBody(order.id, { cardholder_name: "CONT" }));
    expect(response.json()).toMatchObject({ status: "pending", status_detail: "pending_contingency" });
    expect(await orderState(t.app, order.id)).toBe("PENDING");
    await request(t.app, { method: "POST", url: `/sandbox/payments/${order.id}/approve`, token: ana.token });
    const rows = await paymentRows(order.id);
    expect(rows.map((row) => [row.paymentMethod, row.status])).toEqual([["credit_card", "approved"]]);
  });

  it("pays with a saved card by its id, only the caller's", async () => {
    const cards = (await request(t.app, { method: "GET", url: "/order-payments/cards", token: ana.token })).json();
    const order = await placeOrder(t.app, ana.token, catalogue);
    const theirs = await placeOrder(t.app, bruno.token, catalogue);
    const other = await pay(bruno.token, cardBody(theirs.id, null, { card_id: cards[0].id }));
    expect(other.statusCode).toBe(404);
    const response = await pay(ana.token, cardBody(order.id, null, { card_id: cards[0].id }));
    expect(response.json().status).toBe("approved");
  });
});

describe("saved cards", () => {
  it("lists and removes the caller's cards only (another's id is a 404)", async () => {
    const carla = await createClient(t.app, { name: "Carla Cartões" });
    const order = await placeOrder(t.app, carla.token, catalogue);
    await pay(carla.token, cardBody(order.id, { number: "5031 4332 1540 6351", cardholder_name: "APRO" }));
    const cards = (await request(t.app, { method: "GET", url: "/order-payments/cards", token: carla.token })).json();
    expect(cards).toEqual([expect.objectContaining({ last_four_digits: "6351", issuer: { name: "Mastercard" }, payment_method: expect.objectContaining({ name: "master" }) })]);
    expect((await request(t.app, { method: "GET", url: "/order-payments/cards", token: bruno.token })).json()).toEqual([]);
    const id = cards[0].id as string;
    const byOther = await request(t.app, { method: "DELETE", url: `/order-payments/cards/${id}`, token: bruno.token });
    expect(byOther.statusCode).toBe(404);
    expect(byOther.json().message).toBe(PAYMENT_MESSAGES.cardNotFound);
    expect((await request(t.app, { method: "DELETE", url: `/order-payments/cards/${id}`, token: staff })).statusCode).toBe(403);
    expect((await request(t.app, { method: "DELETE", url: `/order-payments/cards/${id}`, token: carla.token })).statusCode).toBe(204);
    expect((await request(t.app, { method: "GET", url: "/order-payments/cards", token: carla.token })).json()).toEqual([]);
    expect((await request(t.app, { method: "DELETE", url: `/order-payments/cards/${id}`, token: carla.token })).statusCode).toBe(404);
  });
});

describe("exactly once", () => {
  it("the same approval delivered 10 times at once: one PAID, one history row, one approved event", async () => {
    const order = await placeOrder(t.app, ana.token, catalogue);
    await pay(ana.token, pixBody(order.id));
    const answers = await Promise.all(Array.from({ length: 10 }, () => request(t.app, { method: "POST", url: `/sandbox/payments/${order.id}/approve`, token: ana.token })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(await paidHistory(order.id)).toHaveLength(1);
    expect(await paymentEvents(order.id)).toEqual([{ status: "approved" }]);
    const rows = await paymentRows(order.id);
    expect(rows.map((row) => row.status)).toEqual(["approved"]);
  });

  it("two API instances approving together still pay once", async () => {
    const second = await createTestApp({ shareDatabaseWith: t });
    try {
      const token = ana.token;
      const order = await placeOrder(t.app, token, catalogue);
      await pay(token, pixBody(order.id));
      const staffOnSecond = await loginStaff(second.app);
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          i % 2 === 0
            ? request(t.app, { method: "POST", url: `/sandbox/payments/${order.id}/approve`, token })
            : request(second.app, { method: "POST", url: `/sandbox/payments/${order.id}/approve`, token: staffOnSecond }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
      expect(await paidHistory(order.id)).toHaveLength(1);
      expect(await paymentEvents(order.id)).toEqual([{ status: "approved" }]);
    } finally {
      await second.close();
    }
  });
});

describe("GET /order-payments/sse/{orderId}", () => {
  it("streams {status} with ids: approved after the sandbox approval, replay with Last-Event-ID", async () => {
    const order = await placeOrder(t.app, ana.token, catalogue);
    await pay(ana.token, pixBody(order.id));
    const stream = await openStream(t.app, `/order-payments/sse/${order.id}`, { token: ana.token });
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers.get("content-type")).toMatch(/^text\/event-stream/);
      expect(await stream.quietFor(150)).toBe(true);
      await request(t.app, { method: "POST", url: `/sandbox/payments/${order.id}/approve`, token: ana.token });
      const message = await stream.next();
      expect(JSON.parse(message.data)).toEqual({ status: "approved" });
      expect(message.id).toMatch(/^\d+$/);
      const replay = await openStream(t.app, `/order-payments/sse/${order.id}`, { token: ana.token, lastEventId: Number(message.id) - 1 });
      try {
        expect(JSON.parse((await replay.next()).data)).toEqual({ status: "approved" });
      } finally {
        replay.close();
      }
    } finally {
      stream.close();
    }
  });

  it("announces a refused card as {status: 'rejected'}", async () => {
    const order = await placeOrder(t.app, ana.token, catalogue);
    const stream = await openStream(t.app, `/order-payments/sse/${order.id}`, { token: ana.token });
    try {
      await pay(ana.token, cardBody(order.id, { cardholder_name: "OTHE" }));
      expect(JSON.parse((await stream.next()).data)).toEqual({ status: "rejected" });
    } finally {
      stream.close();
    }
  });

  it("is the owner's: another client 404, staff 403, anonymous 401", async () => {
    const order = await placeOrder(t.app, ana.token, catalogue);
    for (const [token, status] of [
      [bruno.token, 404],
      [staff, 403],
      [undefined, 401],
    ] as const) {
      const stream = await openStream(t.app, `/order-payments/sse/${order.id}`, { ...(token === undefined ? {} : { token }) });
      expect(stream.status).toBe(status);
      stream.close();
    }
  });
});

describe("sandbox auto-approval", () => {
  it("approves a Pix payment by itself after SANDBOX_AUTO_APPROVE_MS", async () => {
    const auto = await createTestApp({ env: { SANDBOX_AUTO_APPROVE_MS: "100" } });
    try {
      const client = await createClient(auto.app);
      const autoCatalogue = await loadCatalogue(auto.app);
      const order = await placeOrder(auto.app, client.token, autoCatalogue);
      const response = await request(auto.app, { method: "POST", url: "/order-payments", token: client.token, payload: pixBody(order.id) });
      expect(response.json().status).toBe("pending");
      const deadline = Date.now() + 5_000;
      while ((await orderState(auto.app, order.id)) !== "PAID" && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await orderState(auto.app, order.id)).toBe("PAID");
    } finally {
      await auto.close();
    }
  });
});

describe("GET /settings/store", () => {
  it("names the sandbox provider, without a public key", async () => {
    expect((await request(t.app, { method: "GET", url: "/settings/store" })).json().payment_provider).toEqual({ name: "sandbox", public_key: null });
  });
});
