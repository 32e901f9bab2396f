import { eq } from "drizzle-orm";
import { FRACTION_MESSAGES } from "@forno/domain/fractions";
import { STAFF_ORDER_MESSAGES } from "@forno/domain/orders";
import { MESSAGES, clientLastAddressSchema, orderSchema } from "@forno/domain/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clients, orderStateHistory } from "../../db/schema";
import {
  type CartPick,
  type NewClient,
  type TestApp,
  type TestCatalogue,
  cartTotal,
  createClient,
  createTestApp,
  loadCatalogue,
  loginStaff,
  orderBody,
  postOrder,
  request,
} from "../../../test/support";
import { CEP_OUT_OF_AREA } from "../ceps/ceps.service";
import { ORDER_NOT_FOUND } from "./orders.service";

let t: TestApp;
let catalogue: TestCatalogue;
let staff: string;
let regular: NewClient;

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await loadCatalogue(t.app);
  staff = await loginStaff(t.app);
  regular = await createClient(t.app, { name: "Rita Regular", phone: "11955501234" });
});
afterAll(async () => {
  await t.close();
});

const HALF_AND_HALF: CartPick[] = [
  { product: "PG-CALABRESA", quantity: 0.5, additionals: ["AD-PG-MASSA-TRAD", "AD-PG-BORDA-CATUPIRY"] },
  { product: "PG-MARGHERITA", quantity: 0.5 },
];

const readOrder = async (id: number, token = staff) => orderSchema.parse((await request(t.app, { method: "GET", url: `/orders/${id}`, token })).json());
const clientsWithPhone = (phone: string) => t.app.ctx.db.select().from(clients).where(eq(clients.phone, phone));

describe("POST /orders with a staff token", () => {
  it("takes a half-and-half phone order for an existing client, priced like the storefront, recorded as the staff member's", async () => {
    const body = orderBody(catalogue, HALF_AND_HALF);
    const response = await postOrder(t.app, staff, { ...body, client_id: regular.id, channel: "phone" });
    expect(response.statusCode, response.body).toBe(201);
    const order = orderSchema.parse(response.json());
    expect(order.channel).toBe("phone");
    expect(order.amount).toBe(cartTotal(body));
    expect(order.Client?.phone).toBe("11955501234");
    expect(order.OrderStateHistory.map((entry) => entry.to_state)).toEqual(["PENDING"]);
    // The client sees it among their own orders, with its channel.
    const mine = (await request(t.app, { method: "GET", url: "/orders?take=100", token: regular.token })).json<Array<{ id: number; channel: string }>>();
    expect(mine.find((row) => row.id === order.id)?.channel).toBe("phone");
    const [first] = await t.app.ctx.db.select().from(orderStateHistory).where(eq(orderStateHistory.orderId, order.id));
    expect(first?.actor).toBe("staff");
    expect(first?.staffUserId).not.toBeNull();
  });

  it("creates a new client by name and phone, without document or password, who cannot sign in", async () => {
    const body = { ...orderBody(catalogue, [{ product: "PG-CALABRESA", additionals: ["AD-PG-MASSA-TRAD"] }], { delivery: false }), client: { name: "Nilo Novato", phone: "(11) 95550-7777" }, channel: "counter" };
    const response = await postOrder(t.app, staff, body);
    expect(response.statusCode, response.body).toBe(201);
    const order = orderSchema.parse(response.json());
    expect(order.channel).toBe("counter");
    expect(order.Client).toEqual({ name: "Nilo Novato", phone: "11955507777", email: null });
    const [created] = await clientsWithPhone("11955507777");
    expect(created).toMatchObject({ name: "Nilo Novato", document: null, passwordHash: null });
    const listed = (await request(t.app, { method: "GET", url: "/clients?where_phone=955507777", token: staff })).json<Array<{ id: number; document: string | null }>>();
    expect(listed).toEqual([expect.objectContaining({ id: created!.id, document: null })]);
  });

  it("finds a returning client by phone instead of creating a second one", async () => {
    const phone = "11955508888";
    const body = orderBody(catalogue, HALF_AND_HALF);
    const first = await postOrder(t.app, staff, { ...body, client: { name: "Olga Original", phone }, channel: "phone" });
    const second = await postOrder(t.app, staff, { ...body, client: { name: "Olga Apelido", phone: "(11) 95550-8888" }, channel: "phone" });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const found = await clientsWithPhone(phone);
    expect(found.map((row) => row.name)).toEqual(["Olga Original"]);
    expect(orderSchema.parse(second.json()).Client?.name).toBe("Olga Original");
    // A client who signed up online is found by their phone too.
    const online = await postOrder(t.app, staff, { ...body, client: { name: "Rita Regular", phone: "11955501234" }, channel: "phone" });
    expect((await readOrder(orderSchema.parse(online.json()).id)).Client?.phone).toBe("11955501234");
    expect(await clientsWithPhone("11955501234")).toHaveLength(1);
  });

  it.each([
    ["no channel", { client_id: 0 }, 400, STAFF_ORDER_MESSAGES.channelRequired],
    ["no client", { channel: "phone" }, 400, STAFF_ORDER_MESSAGES.clientRequired],
    ["both client_id and client", { client_id: 0, client: { name: "Ana Dupla", phone: "11955509999" }, channel: "phone" }, 400, MESSAGES.staffOrderOneClient],
    ["a channel that is not staff's", { client_id: 0, channel: "online" }, 400, undefined],
    ["a client with an invalid phone", { client: { name: "Ana Dupla", phone: "123" }, channel: "phone" }, 400, MESSAGES.phoneInvalid],
    ["an unknown client_id", { client_id: 2_000_000_000, channel: "phone" }, 422, STAFF_ORDER_MESSAGES.clientNotFound],
  ])("refuses %s", async (_label, extra, status, message) => {
    const withClient = "client_id" in extra && extra.client_id === 0 ? { ...extra, client_id: regular.id } : extra;
    const response = await postOrder(t.app, staff, { ...orderBody(catalogue, HALF_AND_HALF), ...withClient });
    expect(response.statusCode, response.body).toBe(status);
    if (message !== undefined) expect(response.json().message).toBe(message);
  });

  it("runs the customer's checks: fractions, delivery area", async () => {
    const lone = await postOrder(t.app, staff, { ...orderBody(catalogue, [HALF_AND_HALF[0]!]), client_id: regular.id, channel: "phone" });
    expect(lone.statusCode).toBe(422);
    expect(lone.json().message).toBe(FRACTION_MESSAGES.incompletePizza);
    const far = await postOrder(t.app, staff, { ...orderBody(catalogue, HALF_AND_HALF, { address: { postal_code: "69900-000" } }), client_id: regular.id, channel: "phone" });
    expect(far.statusCode).toBe(422);
    expect(far.json().message).toBe(CEP_OUT_OF_AREA);
  });
});

describe("POST /orders with a client token", () => {
  it.each([
    ["client_id", { client_id: 1 }],
    ["client", { client: { name: "Outra Pessoa", phone: "11955506666" } }],
    ["channel", { channel: "phone" }],
  ])("refuses %s with 403 and creates nothing", async (_label, extra) => {
    const response = await postOrder(t.app, regular.token, { ...orderBody(catalogue, HALF_AND_HALF), ...extra });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(STAFF_ORDER_MESSAGES.staffOnlyFields);
    expect(await clientsWithPhone("11955506666")).toHaveLength(0);
  });

  it("records the storefront's orders as online", async () => {
    const response = await postOrder(t.app, regular.token, orderBody(catalogue, HALF_AND_HALF));
    expect(response.statusCode, response.body).toBe(201);
    expect(orderSchema.parse(response.json()).channel).toBe("online");
    const listed = (await request(t.app, { method: "GET", url: `/orders?where_external_id=${response.json().external_id}`, token: staff })).json<Array<{ channel: string }>>();
    expect(listed.map((row) => row.channel)).toEqual(["online"]);
  });
});

describe("POST /order-payments by staff", () => {
  const pix = (orderId: number) => ({ external_reference: orderId, payment_method_id: "pix", transaction_amount: 1 });

  it("pays a staff order by Pix (the QR for the counter) and it turns PAID on approval", async () => {
    const created = await postOrder(t.app, staff, { ...orderBody(catalogue, HALF_AND_HALF), client_id: regular.id, channel: "counter" });
    const order = orderSchema.parse(created.json());
    const paid = await request(t.app, { method: "POST", url: "/order-payments", payload: pix(order.id), token: staff });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().point_of_interaction.transaction_data.qr_code).toMatch(/^000201/);
    expect(paid.json().transaction_amount).toBe(order.amount + order.delivery_fee);
    const approved = await request(t.app, { method: "POST", url: `/sandbox/payments/${order.id}/approve`, token: staff });
    expect(approved.statusCode, approved.body).toBeLessThan(300);
    expect((await readOrder(order.id)).OrderStateHistory.at(-1)?.to_state).toBe("PAID");
  });

  it("leaves a storefront order to its customer: 404 for staff", async () => {
    const online = orderSchema.parse((await postOrder(t.app, regular.token, orderBody(catalogue, HALF_AND_HALF))).json());
    const response = await request(t.app, { method: "POST", url: "/order-payments", payload: pix(online.id), token: staff });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(ORDER_NOT_FOUND);
  });
});

describe("GET /clients/{id}/last-address", () => {
  const lastAddress = (id: number, token = staff) => request(t.app, { method: "GET", url: `/clients/${id}/last-address`, token });

  it("offers the latest delivery order's address, then null for a client with none", async () => {
    const client = await createClient(t.app, { name: "Lia Endereco", phone: "11955503333" });
    expect(clientLastAddressSchema.parse((await lastAddress(client.id)).json())).toEqual({ address: null });
    await postOrder(t.app, staff, { ...orderBody(catalogue, HALF_AND_HALF, { address: { number: "77", address_info: null } }), client_id: client.id, channel: "phone" });
    await postOrder(t.app, staff, { ...orderBody(catalogue, HALF_AND_HALF, { delivery: false }), client_id: client.id, channel: "counter" });
    const answer = clientLastAddressSchema.parse((await lastAddress(client.id)).json());
    expect(answer.address).toMatchObject({ address: "Rua Aspicuelta", number: "77", postal_code: "05433010", address_info: null });
  });

  it("answers for a client staff created by phone (no document)", async () => {
    const created = await postOrder(t.app, staff, { ...orderBody(catalogue, HALF_AND_HALF), client: { name: "Davi Delivery", phone: "11955502222" }, channel: "phone" });
    const [client] = await clientsWithPhone("11955502222");
    expect(created.statusCode).toBe(201);
    const answer = clientLastAddressSchema.parse((await lastAddress(client!.id)).json());
    expect(answer.address).toMatchObject({ address: "Rua Aspicuelta", number: "120", postal_code: "05433010" });
  });

  it("is for staff, and 404 for an unknown client", async () => {
    expect((await lastAddress(regular.id, regular.token)).statusCode).toBe(403);
    expect((await lastAddress(2_000_000_000)).statusCode).toBe(404);
  });
});
