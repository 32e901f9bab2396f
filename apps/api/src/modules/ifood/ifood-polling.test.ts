import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderSums } from "@forno/domain/order-reading";
import { type IfoodIntegration, ifoodIntegrationSchema } from "@forno/domain/schemas";
import { type TestApp, createTestApp, loginStaff, request, setLoyalty } from "../../../test/support";
import { FAKE_IFOOD, type FakeIfood, startFakeIfood } from "../../../test/support/fake-ifood";
import { ifoodScene } from "../../../test/support/ifood-scene";
import { ifoodOrderDetails, ifoodTestEnv } from "../../../test/support/ifood-orders";
import { ifoodEvents, orderPayments, orders } from "../../db/schema";
import { parseEnv } from "../../env";

let fake: FakeIfood;
let t: TestApp;
let staff: string;
const log: string[] = [];
const { until, readOrder, fornoIdOf, placed, stateOf } = ifoodScene(() => t, () => staff, () => fake);

beforeAll(async () => {
  fake = await startFakeIfood();
  t = await createTestApp({ env: { ...ifoodTestEnv(fake.url), LOG_LEVEL: "debug" }, logStream: { write: (line: string) => void log.push(line) } });
  staff = await loginStaff(t.app);
  // The loyalty card on: a marketplace's customer still earns nothing (growth.md section 2, decision 3200).
  await setLoyalty(t.app, staff, { "loyalty.enabled": "true" });
}, 120_000);

afterAll(async () => {
  await t.close();
  await fake.close();
});

const integration = async () => (await request(t.app, { method: "GET", url: "/integrations/ifood", token: staff })).json<IfoodIntegration>();

describe("iFood's orders arrive by polling (growth.md section 4)", () => {
  it("takes a token with the client credentials, polls with x-polling-merchants, and a 204 leaves nothing to do", async () => {
    await until(async () => fake.polls.length, (count) => count >= 2);
    expect(fake.tokensIssued).toBeGreaterThanOrEqual(1);
    expect(fake.calls.filter((call) => call.path === "/order/v1.0/events:polling").length).toBeGreaterThanOrEqual(2);
    expect(fake.acknowledged).toEqual([]);
    const state = await integration();
    expect(ifoodIntegrationSchema.parse(state)).toMatchObject({ enabled: true, merchant_id: FAKE_IFOOD.merchantId, connected: true, errors: [] });
  });

  it("a PLACED order becomes a Forno order on the desk: PAID, channel ifood, its ids, iFood's customer without a Forno client, prices, discount and sponsor adding up", async () => {
    const { id, ifoodId, details, order } = await placed({ benefits: [{ IFOOD: 6, MERCHANT: 4 }], payment: { kind: "cash", changeFor: 100 }, customer: { name: "Bia do iFood", documentNumber: "529.982.247-25" } });
    expect(stateOf(order)).toBe("PAID");
    expect(order.channel).toBe("ifood");
    expect(order.external_ref).toBe(ifoodId);
    expect(order.display_ref).toBe(details.displayId);
    expect(order.Client).toEqual({ name: "Bia do iFood", phone: null, email: null });
    expect(order).toMatchObject({ loyalty_stamps: 0, uses_reward: false });
    expect(order.ifood).toMatchObject({ customer_phone: "0800 007 0110", phone_localizer: "12345678", customer_document: "52998224725", confirmed_at: null, cancellation_requested_at: null, problem: null });
    expect(Date.parse(order.ifood!.confirm_by) - Date.parse(order.ifood!.placed_at)).toBe(8 * 60_000);
    const [row] = await t.app.ctx.db.select({ clientId: orders.clientId }).from(orders).where(eq(orders.id, id));
    expect(row!.clientId).toBeNull();
    // Items at iFood's prices: 27,45 + 29,95 + bacon 9 + 2 x 12,90; fee 7,99; discount 10 shared.
    expect(order.amount).toBe(92.2);
    expect(order.delivery_fee).toBe(7.99);
    expect(order.discount).toBe(10);
    expect(order.discount_sponsor).toBe("shared");
    const sums = orderSums(order);
    expect(sums.total).toBe(9019);
    expect(sums.total).toBe(Math.round((details.total as { orderAmount: number }).orderAmount * 100));
    expect(order.OrderPayment!.map((payment) => [payment.payment_method, payment.status, payment.transaction_amount, payment.change_for])).toEqual([["cash", "approved", 90.19, 100]]);
    const pizza = order.OrderItem.filter((item) => item.item_group === 1);
    expect(pizza.map((item) => [item.product.name, item.quantity, item.ProductAdditional?.name ?? null])).toEqual([
      ["Calabresa", 0.5, null],
      ["Calabresa", 1, "Bacon"],
      ["Margherita", 0.5, null],
    ]);
    expect(order.OrderItem.find((item) => item.product.name === "Guaraná 2L")).toMatchObject({ quantity: 2, amount: 12.9 });
    expect(order.address).toMatchObject({ address: "Rua Aspicuelta", number: "120", neighborhood: "Vila Madalena", postal_code: "05433010", address_info: "Apto 42", address_notes: "Portão azul" });
    expect((await integration()).orders_today).toBeGreaterThanOrEqual(1);
  });

  it("acknowledges the events only once stored, and a duplicate or a repeated event makes one order", async () => {
    const { id, ifoodId } = await placed();
    const [stored] = await t.app.ctx.db.select().from(ifoodEvents).where(eq(ifoodEvents.ifoodOrderId, ifoodId));
    expect(fake.acknowledged).toContain(stored!.id);
    // iFood sends the PLACED event again (an unacknowledged retry, another id): still one order.
    fake.emit(ifoodId, "PLC");
    fake.pending.push({ ...fake.pending.at(-1)! });
    await until(async () => fake.pending.length, (count) => count === 0);
    await until(async () => (await t.app.ctx.db.select().from(ifoodEvents).where(eq(ifoodEvents.ifoodOrderId, ifoodId))).every((event) => event.processedAt !== null), (done) => done);
    const rows = await t.app.ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.externalRef, ifoodId));
    expect(rows.map((row) => row.id)).toEqual([id]);
    const payments = await t.app.ctx.db.select().from(orderPayments).where(eq(orderPayments.orderId, id));
    expect(payments).toHaveLength(1);
  });

  it("retries details answered 404 right after PLACED, with backoff, and makes the order once they come", async () => {
    const started = Date.now();
    const { order, ifoodId } = await placed({ payment: { kind: "card" } }, { notFoundReads: 2 });
    const reads = fake.calls.filter((call) => call.path === `/order/v1.0/orders/${ifoodId}`);
    expect(reads).toHaveLength(3);
    // 1 s then 2 s apart at least (backoff), not hammered.
    expect(reads[2]!.at - reads[0]!.at).toBeGreaterThanOrEqual(2_900);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(order.OrderPayment!.map((payment) => payment.payment_method)).toEqual(["card_on_delivery"]);
  });

  it("gives details up after 10 minutes of 404s and says so on Integrações in plain Portuguese", async () => {
    const ifoodId = "3f9c7a51-6a0e-4f63-9a8c-000000000404";
    fake.emit(ifoodId, "PLC", new Date(Date.now() - 11 * 60_000));
    await until(integration, (state) => state.errors.some((error) => error.message.includes(ifoodId)));
    expect((await integration()).errors[0]!.message).toBe(`O iFood não enviou os detalhes do pedido ${ifoodId} em 10 minutos.`);
    expect(await fornoIdOf(ifoodId)).toBeNull();
  });

  it("sorts out-of-order events by createdAt: a CONCLUDED polled before its PLACED still walks the order to delivered", async () => {
    const base = Date.now() - 60_000;
    fake.reverse = true;
    try {
      const details = ifoodOrderDetails({ createdAt: new Date(base) });
      const ifoodId = String(details.id);
      fake.orders.set(ifoodId, { details, notFoundReads: 0, calls: [], cancellation: null });
      // Queued in one go: the poll answers them backwards.
      fake.emit(ifoodId, "PLC", new Date(base));
      fake.emit(ifoodId, "CFM", new Date(base + 1_000));
      fake.emit(ifoodId, "DSP", new Date(base + 2_000));
      fake.emit(ifoodId, "CON", new Date(base + 3_000));
      const id = await until(() => fornoIdOf(ifoodId), (found) => found !== null);
      const order = await until(() => readOrder(id!), (read) => stateOf(read) === "DELIVERED");
      expect(order.OrderStateHistory.map((entry) => entry.to_state)).toEqual(["PENDING", "PAID", "PREPARATION", "DISPATCHED", "DELIVERED"]);
      // iFood's own moves are not called back to iFood.
      expect(fake.orders.get(ifoodId)!.calls).toEqual([]);
    } finally {
      fake.reverse = false;
    }
  });

  it("a poll iFood does not answer is a problem in plain Portuguese; the next answered one reconnects", async () => {
    fake.pollMode = "error500";
    await until(integration, (state) => !state.connected);
    expect((await integration()).errors[0]!.message).toBe("Não foi possível buscar os pedidos no iFood.");
    fake.pollMode = "accept";
    await until(integration, (state) => state.connected);
    expect((await integration()).connected).toBe(true);
  });

  it("never logs the client secret or a token", async () => {
    const text = log.join("\n");
    expect(text.length).toBeGreaterThan(0);
    expect(text).not.toContain(FAKE_IFOOD.clientSecret);
    expect(text).not.toMatch(/fake-token-/);
  });
});

describe("the connector's variables", () => {
  it("is off without them: Integrações says so, and nothing polls", async () => {
    const off = await createTestApp();
    try {
      const token = await loginStaff(off.app);
      const answer = await request(off.app, { method: "GET", url: "/integrations/ifood", token });
      expect(answer.json()).toEqual({ enabled: false, merchant_id: null, connected: false, last_poll_at: null, orders_today: 0, errors: [], interruption: null });
      expect(off.app.ctx.ifood).toBeNull();
    } finally {
      await off.close();
    }
  });

  it("needs the three credentials together, and the start-up error never echoes the secret", () => {
    expect(() => parseEnv({ IFOOD_CLIENT_ID: "abc", IFOOD_CLIENT_SECRET: "s3cr3t-value" })).toThrow(/IFOOD_MERCHANT_ID: IFOOD_CLIENT_ID, IFOOD_CLIENT_SECRET and IFOOD_MERCHANT_ID must be set together/);
    expect(() => parseEnv({ IFOOD_CLIENT_SECRET: "s3cr3t-value", IFOOD_BASE_URL: "ftp://x" })).toThrow(/IFOOD_CLIENT_ID/);
    try {
      parseEnv({ IFOOD_CLIENT_SECRET: "s3cr3t-value" });
    } catch (error) {
      expect(String(error)).not.toContain("s3cr3t-value");
    }
    expect(parseEnv({}).IFOOD_POLL_INTERVAL_MS).toBe(30_000);
  });
});
