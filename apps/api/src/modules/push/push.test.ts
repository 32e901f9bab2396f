import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type FakePushService,
  type TestApp,
  type TestCatalogue,
  createBrowserPushKeys,
  createClient,
  createTestApp,
  loadCatalogue,
  loginStaff,
  placeOrder,
  request,
  signInClient,
  startFakePushService,
  waitFor,
} from "../../../test/support";
import { isAllowedPushHost } from "./push.service";

let t: TestApp;
let push: FakePushService;
let catalogue: TestCatalogue;
let maria: string;
let staff: string;

beforeAll(async () => {
  push = await startFakePushService();
  // The fake push service listens on a free port: allowed as `localhost:<port>` (the default port is 443 only).
  t = await createTestApp({ env: { PUSH_SERVICE_HOSTS: `localhost:${new URL(push.endpoint("x")).port}` }, pushAgent: push.agent });
  catalogue = await loadCatalogue(t.app);
  maria = await signInClient(t.app);
  staff = await loginStaff(t.app);
});
afterAll(async () => {
  await t.app.ctx.push.sender.idle();
  await t.close();
  await push.close();
});

let endpoints = 0;
/** A browser's subscription on the fake push service, its keys kept to decrypt what arrives. */
function browser() {
  const name = `sub-${(endpoints += 1)}`;
  const keys = createBrowserPushKeys();
  return { name, keys, body: { endpoint: push.endpoint(name), keys: keys.keys, expirationTime: null } };
}

const subscribe = (token: string, payload: object) => request(t.app, { method: "POST", url: "/push/subscriptions", token, payload });

async function subscribed(token: string) {
  const b = browser();
  const response = await subscribe(token, b.body);
  expect(response.statusCode, response.body).toBe(201);
  return { ...b, id: (response.json() as { id: number }).id };
}

const moveTo = async (orderId: number, toState: string) => {
  const response = await request(t.app, { method: "POST", url: "/order-state-historys", token: staff, payload: { order_id: orderId, to_state: toState } });
  expect(response.statusCode, response.body).toBe(201);
};
const approve = async (orderId: number, token = maria) => {
  const response = await request(t.app, { method: "POST", url: `/sandbox/payments/${orderId}/approve`, token });
  expect(response.statusCode, response.body).toBe(200);
};

const pushesTo = (name: string) => push.received.filter((message) => message.path === `/${name}`);
const subscriptionCount = async (id: number) =>
  Number(((await t.app.ctx.db.execute(sql`SELECT count(*) AS n FROM push_subscriptions WHERE id = ${id}`)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n);

describe("GET /push/public-key", () => {
  it("answers the VAPID public key (an uncompressed P-256 point, base64url) to anyone", async () => {
    const response = await request(t.app, { method: "GET", url: "/push/public-key" });
    expect(response.statusCode).toBe(200);
    const key = Buffer.from((response.json() as { public_key: string }).public_key, "base64url");
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
  });
});

describe("POST /push/subscriptions", () => {
  it("needs a client or staff token", async () => {
    expect((await subscribe("", browser().body)).statusCode).toBe(401);
  });

  it.each([
    ["an http endpoint", (b: ReturnType<typeof browser>) => ({ ...b.body, endpoint: b.body.endpoint.replace("https:", "http:") })],
    ["a push service not on the list", (b: ReturnType<typeof browser>) => ({ ...b.body, endpoint: "https://internal.example/push" })],
    ["the allowed host on another port", (b: ReturnType<typeof browser>) => ({ ...b.body, endpoint: "https://localhost:6379/push" })],
    ["the allowed host on port 443 when the list names another", (b: ReturnType<typeof browser>) => ({ ...b.body, endpoint: "https://localhost/push" })],
    ["a p256dh of the wrong size", (b: ReturnType<typeof browser>) => ({ ...b.body, keys: { ...b.body.keys, p256dh: b.body.keys.p256dh.slice(4) } })],
    ["an auth that is not base64url", (b: ReturnType<typeof browser>) => ({ ...b.body, keys: { ...b.body.keys, auth: "a+b/c=d+e/f=g+h/i=j+k/" } })],
    ["no keys", (b: ReturnType<typeof browser>) => ({ endpoint: b.body.endpoint })],
    ["an unknown field", (b: ReturnType<typeof browser>) => ({ ...b.body, owner: 1 })],
  ])("refuses %s with a 400", async (_name, make) => {
    const response = await subscribe(maria, make(browser()));
    expect(response.statusCode, response.body).toBe(400);
  });

  it("stores one row per endpoint: subscribing the same browser again updates it", async () => {
    const first = await subscribed(maria);
    const fresh = createBrowserPushKeys();
    const again = await subscribe(maria, { endpoint: first.body.endpoint, keys: fresh.keys });
    expect(again.statusCode).toBe(201);
    expect((again.json() as { id: number }).id).toBe(first.id);
    const [row] = ((await t.app.ctx.db.execute(sql`SELECT p256dh FROM push_subscriptions WHERE endpoint = ${first.body.endpoint}`)) as unknown as { rows: Array<{ p256dh: string }> }).rows;
    expect(row!.p256dh).toBe(fresh.keys.p256dh);
  });
});

describe("DELETE /push/subscriptions/{id}", () => {
  it("deletes only the caller's own subscription; anyone else's is a 404", async () => {
    const mine = await subscribed(maria);
    const other = await createClient(t.app);
    expect((await request(t.app, { method: "DELETE", url: `/push/subscriptions/${mine.id}`, token: other.token })).statusCode).toBe(404);
    expect((await request(t.app, { method: "DELETE", url: `/push/subscriptions/${mine.id}`, token: staff })).statusCode).toBe(404);
    expect(await subscriptionCount(mine.id)).toBe(1);
    expect((await request(t.app, { method: "DELETE", url: `/push/subscriptions/${mine.id}`, token: maria })).statusCode).toBe(204);
    expect(await subscriptionCount(mine.id)).toBe(0);
    expect((await request(t.app, { method: "DELETE", url: `/push/subscriptions/${mine.id}`, token: maria })).statusCode).toBe(404);
  });

  it("lets staff remove their own", async () => {
    const desk = await subscribed(staff);
    expect((await request(t.app, { method: "DELETE", url: `/push/subscriptions/${desk.id}`, token: staff })).statusCode).toBe(204);
  });
});

describe("pushes on order changes", () => {
  it("sends the owner an encrypted { title, body, url } with TTL <= 3600 and Urgency high on each change, and staff the newly paid order", async () => {
    const customer = await subscribed(maria);
    const desk = await subscribed(staff);
    const other = await createClient(t.app);
    const stranger = await subscribed(other.token);

    const { id, external_id } = await placeOrder(t.app, maria, catalogue);
    await approve(id);
    await waitFor(() => pushesTo(customer.name).length === 1 && pushesTo(desk.name).length === 1, 10_000);
    const [paid] = pushesTo(customer.name);
    expect(Number(paid!.headers.ttl)).toBeGreaterThan(0);
    expect(Number(paid!.headers.ttl)).toBeLessThanOrEqual(3600);
    expect(paid!.headers.urgency).toBe("high");
    expect(paid!.headers["content-encoding"]).toBe("aes128gcm");
    expect(String(paid!.headers.authorization)).toMatch(/^vapid t=.+, k=.+$/);
    expect(paid!.body.toString("utf8")).not.toContain("Pedido");
    expect(JSON.parse(customer.keys.decrypt(paid!.body))).toEqual({ title: `Pedido #${external_id}`, body: "Pagamento confirmado", url: `/order?id=${id}` });
    expect(JSON.parse(desk.keys.decrypt(pushesTo(desk.name)[0]!.body))).toMatchObject({ title: `Novo pedido #${external_id}` });

    await moveTo(id, "PREPARATION");
    await moveTo(id, "DISPATCHED");
    await waitFor(() => pushesTo(customer.name).length === 3, 10_000);
    const bodies = pushesTo(customer.name).map((message) => (JSON.parse(customer.keys.decrypt(message.body)) as { body: string }).body);
    expect(bodies).toEqual(["Pagamento confirmado", "Em preparo", expect.stringMatching(/^(Saiu para entrega|Pronto para retirada)$/)]);
    // Only the newly paid order rings on the staff's devices; nobody else hears about Maria's order.
    expect(pushesTo(desk.name)).toHaveLength(1);
    expect(pushesTo(stranger.name)).toHaveLength(0);
  });

  it("sends nothing when an order is created: the first push is its payment", async () => {
    const customer = await subscribed(maria);
    const { id } = await placeOrder(t.app, maria, catalogue);
    await approve(id);
    // Events are pushed in commit order: a push for the creation would arrive before this one.
    await waitFor(() => pushesTo(customer.name).some((message) => customer.keys.decrypt(message.body).includes("Pagamento confirmado")), 10_000);
    expect(pushesTo(customer.name)).toHaveLength(1);
  });

  it.each([404, 410])("deletes a subscription the push service answers %i, and keeps one it answers 500", async (gone) => {
    const expired = await subscribed(maria);
    const failing = await subscribed(maria);
    push.answer(expired.name, gone);
    push.answer(failing.name, 500);
    const { id } = await placeOrder(t.app, maria, catalogue);
    await approve(id);
    await waitFor(() => pushesTo(expired.name).length === 1 && pushesTo(failing.name).length === 1, 10_000);
    await t.app.ctx.push.sender.idle();
    expect(await subscriptionCount(expired.id)).toBe(0);
    expect(await subscriptionCount(failing.id)).toBe(1);
  });
});

describe("push services' ports (issue 29 point 4)", () => {
  it("allows a listed host and its subdomains on 443 only, or on the port its entry names", () => {
    const hosts = ["fcm.googleapis.com", "push.apple.com", "localhost:8443"];
    expect(isAllowedPushHost("https://fcm.googleapis.com/fcm/send/abc", hosts)).toBe(true);
    expect(isAllowedPushHost("https://fcm.googleapis.com:443/fcm/send/abc", hosts)).toBe(true);
    expect(isAllowedPushHost("https://web.push.apple.com/QG", hosts)).toBe(true);
    expect(isAllowedPushHost("https://fcm.googleapis.com:8443/fcm/send/abc", hosts)).toBe(false);
    expect(isAllowedPushHost("https://web.push.apple.com:22/QG", hosts)).toBe(false);
    expect(isAllowedPushHost("https://localhost:8443/x", hosts)).toBe(true);
    expect(isAllowedPushHost("https://localhost/x", hosts)).toBe(false);
    expect(isAllowedPushHost("https://localhost:8444/x", hosts)).toBe(false);
    expect(isAllowedPushHost("https://evil-fcm.googleapis.com.example/x", hosts)).toBe(false);
  });
});
