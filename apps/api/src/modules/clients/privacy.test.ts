import { eq, inArray } from "drizzle-orm";
import { REMOVAL_MESSAGES, clientExportSchema, dataRemovalRequestSchema, orderSchema } from "@forno/domain/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientAddresses, clients, dataRemovalRequests, orderEvents, orderPayments, pushSubscriptions, savedCards } from "../../db/schema";
import {
  type NewClient,
  type TestApp,
  type TestCatalogue,
  adjustStamps,
  createClient,
  createTestApp,
  loadCatalogue,
  loginStaff,
  placeOrder,
  request,
  setLoyalty,
} from "../../../test/support";
import { REMOVED_CLIENT_NAME } from "./anonymise-client";

let t: TestApp;
let staff: string;
let catalogue: TestCatalogue;
beforeAll(async () => {
  t = await createTestApp();
  staff = await loginStaff(t.app);
  catalogue = await loadCatalogue(t.app);
});
afterAll(async () => {
  await t.close();
});

let emailCounter = 0;
const uniqueEmail = (who: string) => `${who}.${process.pid}.${(emailCounter += 1)}@example.com`;

const CARD = { number: "5031 4332 1540 6351", cardholder_name: "APRO", expiration_month: 11, expiration_year: 2030, security_code: "123" };

/** A client with everything the store can hold: birthday, e-mail, an address, an order paid by a saved card. */
async function fullClient(name: string): Promise<NewClient & { email: string; orderId: number }> {
  const email = uniqueEmail(name.split(" ")[0]!.toLowerCase());
  const client = await createClient(t.app, { name, email });
  await t.app.ctx.db.update(clients).set({ birthday: "1990-05-17" }).where(eq(clients.id, client.id));
  const address = { postal_code: "05414-000", number: "42", address_info: "Casa 2", address_notes: "Ao lado da padaria", alias: "Trabalho", is_default: true };
  expect((await request(t.app, { method: "POST", url: "/client-addresses", token: client.token, payload: address })).statusCode).toBe(201);
  const order = await placeOrder(t.app, client.token, catalogue);
  const payment = await request(t.app, {
    method: "POST",
    url: "/order-payments",
    token: client.token,
    payload: { external_reference: order.id, payment_method_id: "master", installments: 1, statement_descriptor: "FORNO", api_version: 2, card: CARD },
  });
  expect(payment.statusCode).toBeLessThan(300);
  return { ...client, email, orderId: order.id };
}

async function fileRequest(payload: Record<string, unknown>, token?: string): Promise<number> {
  const before = await t.app.ctx.db.select({ id: dataRemovalRequests.id }).from(dataRemovalRequests);
  const response = await request(t.app, { method: "POST", url: "/clients/remove-data-request", token, payload });
  expect(response.statusCode).toBe(201);
  const known = new Set(before.map((row) => row.id));
  const after = await t.app.ctx.db.select({ id: dataRemovalRequests.id }).from(dataRemovalRequests);
  return after.map((row) => row.id).find((id) => !known.has(id))!;
}

const list = (query = "") => request(t.app, { method: "GET", url: `/clients/remove-data-requests?take=100${query}`, token: staff });
const fulfil = (id: number, token = staff) => request(t.app, { method: "POST", url: `/clients/remove-data-requests/${id}/fulfil`, token });
const reject = (id: number, note: unknown, token = staff) => request(t.app, { method: "POST", url: `/clients/remove-data-requests/${id}/reject`, token, payload: { note } });

describe("GET /clients/remove-data-requests", () => {
  it("lists requests with the client each matches: signed in, by e-mail, by phone, or none", async () => {
    const byPhone = await createClient(t.app, { name: "Paula Telefone" });
    const byEmail = await createClient(t.app, { name: "Eduardo Email", email: uniqueEmail("eduardo") });
    const [emailRow] = await t.app.ctx.db.select({ email: clients.email }).from(clients).where(eq(clients.id, byEmail.id));
    const signedIn = await createClient(t.app, { name: "Sergio Logado" });
    const phoneId = await fileRequest({ name: "Paula", phone: byPhone.phone });
    const emailId = await fileRequest({ email: emailRow!.email!.toUpperCase() });
    const signedId = await fileRequest({}, signedIn.token);
    const nobodyId = await fileRequest({ name: "Ninguém Conhecido", phone: "(21) 3333-0000", email: uniqueEmail("ninguem") });

    const response = await list("&where_status=pending");
    expect(response.statusCode).toBe(200);
    const rows = dataRemovalRequestSchema.array().parse(response.json());
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(phoneId)).toMatchObject({ name: "Paula", phone: byPhone.phone, status: "pending", resolved_at: null, note: null, client_id: byPhone.id });
    expect(byId.get(emailId)?.client_id).toBe(byEmail.id);
    expect(byId.get(signedId)?.client_id).toBe(signedIn.id);
    expect(byId.get(nobodyId)?.client_id).toBeNull();
    const created = rows.map((row) => row.created_at);
    expect(created).toEqual([...created].sort());
  });

  it("filters by status and is for staff only", async () => {
    const id = await fileRequest({ name: "Rita Recusada" });
    expect((await reject(id, "Pedido duplicado")).statusCode).toBe(200);
    const rejected = dataRemovalRequestSchema.array().parse((await list("&where_status=rejected")).json());
    expect(rejected.map((row) => row.id)).toContain(id);
    expect(rejected.every((row) => row.status === "rejected")).toBe(true);
    const pending = dataRemovalRequestSchema.array().parse((await list("&where_status=pending")).json());
    expect(pending.map((row) => row.id)).not.toContain(id);
    expect((await list("&where_status=whatever")).statusCode).toBe(400);
    const client = await createClient(t.app);
    expect((await request(t.app, { method: "GET", url: "/clients/remove-data-requests", token: client.token })).statusCode).toBe(403);
    expect((await request(t.app, { method: "GET", url: "/clients/remove-data-requests" })).statusCode).toBe(401);
    expect((await fulfil(id, client.token)).statusCode).toBe(403);
  });
});

describe("POST /clients/remove-data-requests/{id}/fulfil", () => {
  it("anonymises the client: every personal field gone, tokens ended, orders kept with their amounts", async () => {
    const client = await fullClient("Helena Apagada");
    const before = orderSchema.parse((await request(t.app, { method: "GET", url: `/orders/${client.orderId}`, token: staff })).json());
    expect(await t.app.ctx.db.$count(savedCards, eq(savedCards.clientId, client.id))).toBe(1);
    await t.app.ctx.db.insert(pushSubscriptions).values({ clientId: client.id, endpoint: `https://fcm.googleapis.com/fcm/send/helena-${client.id}`, p256dh: "key", auth: "auth" });
    const id = await fileRequest({ name: "Helena", phone: client.phone });

    const response = await fulfil(id);
    expect(response.statusCode).toBe(200);
    const done = dataRemovalRequestSchema.parse(response.json());
    expect(done).toMatchObject({ id, status: "done", client_id: client.id, note: null });
    expect(Date.parse(done.resolved_at!)).toBeGreaterThan(Date.now() - 60_000);

    const [row] = await t.app.ctx.db.select().from(clients).where(eq(clients.id, client.id));
    expect(row).toMatchObject({ name: REMOVED_CLIENT_NAME, document: null, phone: null, email: null, birthday: null });
    expect(await t.app.ctx.db.$count(clientAddresses, eq(clientAddresses.clientId, client.id))).toBe(0);
    expect(await t.app.ctx.db.$count(savedCards, eq(savedCards.clientId, client.id))).toBe(0);
    expect(await t.app.ctx.db.$count(pushSubscriptions, eq(pushSubscriptions.clientId, client.id))).toBe(0);

    // The old token and the old password no longer work.
    expect((await request(t.app, { method: "GET", url: "/clients/me/profile", token: client.token })).statusCode).toBe(401);
    expect((await request(t.app, { method: "GET", url: "/auth/refresh", token: client.token })).statusCode).toBe(401);
    const signIn = await request(t.app, { method: "POST", url: "/auth/sign-in", payload: { document: client.document, password: client.password } });
    expect(signIn.statusCode).toBe(401);
    const reset = await request(t.app, { method: "POST", url: "/auth/password/forgot", payload: { document: client.document } });
    expect(reset.statusCode).toBeLessThan(300);
    expect(await t.app.ctx.db.$count(clients, eq(clients.id, client.id))).toBe(1);

    // The order stays, same amounts and items, under "Cliente removido", without phone, e-mail or street.
    const orderResponse = await request(t.app, { method: "GET", url: `/orders/${client.orderId}`, token: staff });
    const after = orderSchema.parse(orderResponse.json());
    expect({ amount: after.amount, fee: after.delivery_fee, items: after.OrderItem.length }).toEqual({ amount: before.amount, fee: before.delivery_fee, items: before.OrderItem.length });
    expect(after.OrderPayment?.map((payment) => payment.transaction_amount)).toEqual(before.OrderPayment?.map((payment) => payment.transaction_amount));
    expect(after.Client).toEqual({ name: REMOVED_CLIENT_NAME, phone: null, email: null });
    // The staff list and its filter by name say it too (the desk and the table read the list).
    const listed = orderSchema.array().parse((await request(t.app, { method: "GET", url: `/orders?where_external_id=${after.external_id}`, token: staff })).json());
    expect(listed[0]?.Client).toEqual({ name: "Cliente removido", phone: null, email: null });
    const ticket = await request(t.app, { method: "GET", url: `/orders/${client.orderId}/ticket?template=delivery&width=48`, token: staff });
    expect(ticket.body).toContain("Cliente: Cliente removido");
    expect(ticket.body).not.toContain("Telefone:");
    expect(ticket.body).not.toContain("CEP");
    expect(after.address).toEqual({
      address: "",
      alias: null,
      number: "",
      postal_code: "",
      address_info: null,
      address_notes: null,
      neighborhood: before.address!.neighborhood,
      city: "São Paulo",
    });
    for (const personal of ["Helena", client.document, client.phone, client.email, before.address!.address, "Apto 42"]) {
      expect(orderResponse.body).not.toContain(personal);
    }
    const payments = await t.app.ctx.db.select().from(orderPayments).where(eq(orderPayments.orderId, client.orderId));
    expect(payments.every((payment) => payment.raw === null && payment.cardLastFour === null)).toBe(true);
    expect(await t.app.ctx.db.$count(orderEvents, inArray(orderEvents.orderId, [client.orderId]))).toBe(0);

    // No longer among the clients staff can look up.
    const clientList = await request(t.app, { method: "GET", url: `/clients?take=100&where_name=${encodeURIComponent(REMOVED_CLIENT_NAME)}`, token: staff });
    expect(clientList.json()).toEqual([]);
  });

  it("refuses to fulfil twice, to reject a done request and to fulfil a rejected one", async () => {
    const client = await createClient(t.app, { name: "Otavio Duas Vezes" });
    const id = await fileRequest({}, client.token);
    expect((await fulfil(id)).statusCode).toBe(200);
    const again = await fulfil(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REMOVAL_MESSAGES.alreadyDone);
    const late = await reject(id, "Tarde demais");
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(REMOVAL_MESSAGES.alreadyDone);

    const other = await fileRequest({ name: "Outra Pessoa" });
    const rejected = await reject(other, "  Não encontramos cadastro  ");
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: "rejected", note: "Não encontramos cadastro", resolved_at: expect.any(String) });
    const afterReject = await fulfil(other);
    expect(afterReject.statusCode).toBe(409);
    expect(afterReject.json().message).toBe(REMOVAL_MESSAGES.alreadyRejected);
    expect((await fulfil(2_147_483_000)).statusCode).toBe(404);
  });

  it("needs a note to reject, and refuses to guess between two clients sharing a phone", async () => {
    const id = await fileRequest({ name: "Sem Motivo" });
    const blank = await reject(id, "   ");
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe("Informe o motivo da recusa");

    const phone = "11955501234";
    const first = await createClient(t.app, { name: "Gêmeo Um Silva", phone });
    await createClient(t.app, { name: "Gêmeo Dois Silva", phone });
    const shared = await fileRequest({ phone });
    const response = await fulfil(shared);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(REMOVAL_MESSAGES.ambiguous);
    expect((await request(t.app, { method: "GET", url: "/clients/me/profile", token: first.token })).statusCode).toBe(200);
  });
});

describe("GET /clients/me/export", () => {
  it("downloads everything held about the caller, and nothing about anyone else", async () => {
    const mine = await fullClient("Marina Exportada");
    const theirs = await fullClient("Tiago Outrem");
    await fileRequest({ name: "Marina", email: mine.email });
    await fileRequest({ name: "Tiago", phone: theirs.phone });
    await setLoyalty(t.app, staff, { "loyalty.enabled": "true" });
    const adjust = async (id: number, change: number, reason: string) => expect((await adjustStamps(t.app, staff, id, { change, reason })).statusCode).toBe(201);
    await adjust(mine.id, 3, "Selos do cartão de papel");
    await adjust(mine.id, -1, "Selo lançado em dobro");
    await adjust(theirs.id, 5, "Selos de outro cliente");
    await setLoyalty(t.app, staff, { "loyalty.enabled": "false" });

    const response = await request(t.app, { method: "GET", url: "/clients/me/export", token: mine.token });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="meus-dados-forno-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = clientExportSchema.parse(response.json());
    expect(data.profile).toMatchObject({ id: mine.id, name: "Marina Exportada", document: mine.document, email: mine.email, birthday: "1990-05-17" });
    expect(data.addresses).toEqual([expect.objectContaining({ postal_code: "05414000", number: "42", address_notes: "Ao lado da padaria" })]);
    expect(data.orders.map((order) => order.id)).toEqual([mine.orderId]);
    expect(data.orders[0]!.OrderItem.length).toBeGreaterThan(0);
    expect(data.saved_cards).toEqual([{ brand: "master", last_four_digits: "6351" }]);
    expect(data.privacy_requests).toEqual([expect.objectContaining({ name: "Marina", email: mine.email, status: "pending" })]);
    // The loyalty card: the stamps free now and every entry of the history, newest first.
    expect(data.loyalty.stamps).toBe(2);
    expect(data.loyalty.next_expiry_at).not.toBeNull();
    expect(data.loyalty.history.map((entry) => [entry.change, entry.reason])).toEqual([
      [-1, "Selo lançado em dobro"],
      [3, "Selos do cartão de papel"],
    ]);
    for (const other of ["Tiago", theirs.document, theirs.phone, theirs.email, "Selos de outro cliente"]) expect(response.body).not.toContain(other);
    expect(response.body).not.toMatch(/password|hash/i);
  });

  it("is for clients only", async () => {
    expect((await request(t.app, { method: "GET", url: "/clients/me/export", token: staff })).statusCode).toBe(403);
    expect((await request(t.app, { method: "GET", url: "/clients/me/export" })).statusCode).toBe(401);
  });
});
