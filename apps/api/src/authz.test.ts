import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ALWAYS_OPEN_HOURS,
  type NewClient,
  type TestApp,
  type TestCatalogue,
  createClient,
  createTestApp,
  loadCatalogue,
  loginStaff,
  openStream,
  orderBody,
  placeOrder,
  request,
} from "../test/support";

/**
 * The authorization matrix: every endpoint, called by an anonymous visitor, client A, client B
 * and staff. Clients never reach staff routes (403) nor each other's data (404); anonymous callers
 * get 401 wherever a session is needed.
 */
type Caller = "anonymous" | "clientA" | "clientB" | "staff";

let t: TestApp;
let a: NewClient;
let b: NewClient;
let staff: string;
let addressOfA: number;
let addressOfB: number;
let catalogue: TestCatalogue;
let orderOfA: number;
let orderOfB: number;
let secondOrderOfB: number;
let paymentOrderOfA: number;
let cardOfB: string;

beforeAll(async () => {
  t = await createTestApp();
  a = await createClient(t.app, { name: "Cliente Alfa Matriz" });
  b = await createClient(t.app, { name: "Cliente Beta Matriz" });
  staff = await loginStaff(t.app);
  const address = { postal_code: "05433-001", number: "10", is_default: true };
  addressOfA = (await request(t.app, { method: "POST", url: "/client-addresses", token: a.token, payload: address })).json().id;
  addressOfB = (await request(t.app, { method: "POST", url: "/client-addresses", token: b.token, payload: address })).json().id;
  catalogue = await loadCatalogue(t.app);
  orderOfA = (await placeOrder(t.app, a.token, catalogue)).id;
  orderOfB = (await placeOrder(t.app, b.token, catalogue)).id;
  secondOrderOfB = (await placeOrder(t.app, b.token, catalogue)).id;
  paymentOrderOfA = (await placeOrder(t.app, a.token, catalogue)).id;
  // B pays an order with a test card (APRO), which saves the card for B.
  const orderForCard = (await placeOrder(t.app, b.token, catalogue)).id;
  const card = { number: "4235647728025682", cardholder_name: "APRO", expiration_month: 11, expiration_year: 2030, security_code: "123" };
  await request(t.app, { method: "POST", url: "/order-payments", token: b.token, payload: { external_reference: orderForCard, payment_method_id: "visa", card } });
  cardOfB = (await request(t.app, { method: "GET", url: "/order-payments/cards", token: b.token })).json()[0].id;
});
afterAll(async () => {
  await t.close();
});

const tokenOf = (caller: Caller) => ({ anonymous: undefined, clientA: a.token, clientB: b.token, staff })[caller];

interface Row {
  name: string;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  url: () => string;
  body?: () => object;
  expect: Record<Caller, number>;
}

const PUBLIC = { anonymous: 200, clientA: 200, clientB: 200, staff: 200 };
const STAFF_ONLY = (ok: number) => ({ anonymous: 401, clientA: 403, clientB: 403, staff: ok });
const SIGNED_IN = { anonymous: 401, clientA: 200, clientB: 200, staff: 200 };

const rows: Row[] = [
  { name: "health", method: "GET", url: () => "/health", expect: PUBLIC },
  { name: "store info", method: "GET", url: () => "/settings/store", expect: PUBLIC },
  { name: "store details", method: "GET", url: () => "/settings/store/details", expect: PUBLIC },
  { name: "catalogue", method: "GET", url: () => "/products", expect: PUBLIC },
  { name: "product additionals of a product", method: "GET", url: () => "/product-has-additionals?product_id=PG-CALABRESA", expect: PUBLIC },
  { name: "CEP lookup", method: "GET", url: () => "/ceps/05433001", expect: PUBLIC },
  {
    name: "data removal request",
    method: "POST",
    url: () => "/clients/remove-data-request",
    body: () => ({ name: "Fulano de Tal" }),
    expect: { anonymous: 201, clientA: 201, clientB: 201, staff: 201 },
  },
  { name: "profile", method: "GET", url: () => "/auth/profile", expect: SIGNED_IN },
  { name: "refresh", method: "GET", url: () => "/auth/refresh", expect: SIGNED_IN },
  { name: "client list", method: "GET", url: () => "/clients", expect: STAFF_ONLY(200) },
  { name: "A's last address", method: "GET", url: () => `/clients/${a.id}/last-address`, expect: STAFF_ONLY(200) },
  { name: "own profile", method: "GET", url: () => "/clients/me/profile", expect: { anonymous: 401, clientA: 200, clientB: 200, staff: 403 } },
  {
    name: "self update",
    method: "PATCH",
    url: () => "/clients",
    body: () => ({ birthday: "1991-01-01" }),
    expect: { anonymous: 401, clientA: 200, clientB: 200, staff: 403 },
  },
  { name: "address list", method: "GET", url: () => "/client-addresses", expect: { anonymous: 401, clientA: 200, clientB: 200, staff: 403 } },
  {
    name: "address create",
    method: "POST",
    url: () => "/client-addresses",
    body: () => ({ postal_code: "05414000", number: "5" }),
    expect: { anonymous: 401, clientA: 201, clientB: 201, staff: 403 },
  },
  {
    name: "update A's address",
    method: "PATCH",
    url: () => `/client-addresses/${addressOfA}`,
    body: () => ({ address_notes: "Portaria 24h" }),
    expect: { anonymous: 401, clientA: 200, clientB: 404, staff: 403 },
  },
  {
    name: "delete B's address",
    method: "DELETE",
    url: () => `/client-addresses/${addressOfB}`,
    expect: { anonymous: 401, clientA: 404, clientB: 204, staff: 403 },
  },
  { name: "CEP list", method: "GET", url: () => "/ceps", expect: STAFF_ONLY(200) },
  {
    name: "CEP create",
    method: "POST",
    url: () => "/ceps",
    body: () => ({ postal_code: "05419000", street: "Rua Nova", neighborhood: "Pinheiros", city: "São Paulo", state: "SP" }),
    expect: STAFF_ONLY(201),
  },
  { name: "CEP update", method: "PATCH", url: () => "/ceps/05433010", body: () => ({ amount: 5 }), expect: STAFF_ONLY(200) },
  {
    name: "product create",
    method: "POST",
    url: () => "/products",
    body: () => ({ name: "Esfiha", product_group: "Salgados", product_subgroup: "Assados", amount: 8 }),
    expect: STAFF_ONLY(201),
  },
  { name: "product update", method: "PATCH", url: () => "/products/1", body: () => ({ is_active: true }), expect: STAFF_ONLY(200) },
  { name: "product photo", method: "POST", url: () => "/products/1/upload", body: () => ({}), expect: STAFF_ONLY(415) },
  { name: "additional list", method: "GET", url: () => "/product-additionals", expect: STAFF_ONLY(200) },
  { name: "additional update", method: "PATCH", url: () => "/product-additionals/1", body: () => ({ is_active: true }), expect: STAFF_ONLY(200) },
  { name: "settings list", method: "GET", url: () => "/settings", expect: STAFF_ONLY(200) },
  { name: "setting update", method: "PATCH", url: () => "/settings/1", body: () => ({ value: "Forno Pizzaria" }), expect: STAFF_ONLY(200) },
  {
    name: "order create",
    method: "POST",
    url: () => "/orders",
    body: () => orderBody(catalogue, [{ product: "PG-CALABRESA", additionals: ["AD-PG-MASSA-TRAD"] }]),
    // Staff must name the client and the channel (decision 1710): without them, 400.
    expect: { anonymous: 401, clientA: 201, clientB: 201, staff: 400 },
  },
  {
    name: "staff order create for A",
    method: "POST",
    url: () => "/orders",
    body: () => ({ ...orderBody(catalogue, [{ product: "PG-CALABRESA", additionals: ["AD-PG-MASSA-TRAD"] }]), client_id: a.id, channel: "phone" }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, staff: 201 },
  },
  { name: "order list", method: "GET", url: () => "/orders", expect: SIGNED_IN },
  { name: "A's order", method: "GET", url: () => `/orders/${orderOfA}`, expect: { anonymous: 401, clientA: 200, clientB: 404, staff: 200 } },
  { name: "A's order's ticket", method: "GET", url: () => `/orders/${orderOfA}/ticket?template=delivery&width=32`, expect: STAFF_ONLY(200) },
  {
    name: "order state change",
    method: "POST",
    url: () => "/order-state-historys",
    body: () => ({ order_id: orderOfB, to_state: "ERROR" }),
    expect: STAFF_ONLY(201),
  },
  {
    name: "sandbox approval of A's order",
    method: "POST",
    url: () => `/sandbox/payments/${orderOfA}/approve`,
    expect: { anonymous: 401, clientA: 200, clientB: 404, staff: 200 },
  },
  {
    name: "sandbox refusal of B's order",
    method: "POST",
    url: () => `/sandbox/payments/${secondOrderOfB}/reject`,
    expect: { anonymous: 401, clientA: 404, clientB: 200, staff: 200 },
  },
  {
    name: "Pix payment of A's order",
    method: "POST",
    url: () => "/order-payments",
    body: () => ({ external_reference: paymentOrderOfA, payment_method_id: "pix", api_version: 2 }),
    // Staff pay only the orders staff took (decision 1712): A's storefront order is a 404 for them.
    expect: { anonymous: 401, clientA: 201, clientB: 404, staff: 404 },
  },
  { name: "saved cards", method: "GET", url: () => "/order-payments/cards", expect: { anonymous: 401, clientA: 200, clientB: 200, staff: 403 } },
  {
    name: "remove B's saved card",
    method: "DELETE",
    url: () => `/order-payments/cards/${cardOfB}`,
    expect: { anonymous: 401, clientA: 404, clientB: 204, staff: 403 },
  },
  {
    name: "Mercado Pago webhook (sandbox provider: no such route)",
    method: "POST",
    url: () => "/webhooks/mercadopago?data.id=1&type=payment",
    body: () => ({ type: "payment", data: { id: "1" } }),
    expect: { anonymous: 404, clientA: 404, clientB: 404, staff: 404 },
  },
  { name: "store hours", method: "GET", url: () => "/store/hours", expect: PUBLIC },
  { name: "store hours update", method: "PUT", url: () => "/store/hours", body: () => ALWAYS_OPEN_HOURS, expect: STAFF_ONLY(200) },
  // The pause is lifted by the next row, so the rows after it still find the store open.
  { name: "store pause", method: "POST", url: () => "/store/pause", body: () => ({ minutes: 15, reason: "Matriz" }), expect: STAFF_ONLY(200) },
  { name: "store resume", method: "DELETE", url: () => "/store/pause", expect: STAFF_ONLY(200) },
  { name: "scheduling slots", method: "GET", url: () => "/orders/slots?date=2026-12-01", expect: PUBLIC },
];

// DELETE succeeds once, so callers run in an order that leaves the owner last.
const CALLERS: Caller[] = ["anonymous", "staff", "clientA", "clientB"];

describe.each(rows)("$method $name", (row) => {
  it.each(CALLERS)("as %s", async (caller) => {
    const response = await request(t.app, { method: row.method, url: row.url(), token: tokenOf(caller), ...(row.body ? { payload: row.body() } : {}) });
    expect(response.statusCode, response.body).toBe(row.expect[caller]);
    if (response.statusCode >= 400) {
      expect(Object.keys(response.json()).sort()).toEqual(["error", "message", "statusCode"]);
    }
  });
});

describe("GET /orders/sse/{A's order}", () => {
  it.each(CALLERS)("as %s", async (caller) => {
    const expected = { anonymous: 401, clientA: 200, clientB: 404, staff: 200 }[caller];
    const stream = await openStream(t.app, `/orders/sse/${orderOfA}`, { token: tokenOf(caller) });
    try {
      expect(stream.status).toBe(expected);
      if (expected >= 400) expect(Object.keys(stream.error ?? {}).sort()).toEqual(["error", "message", "statusCode"]);
      else expect(JSON.parse((await stream.next()).data).id).toBe(orderOfA);
    } finally {
      stream.close();
    }
  });
});

describe("GET /orders/sse (every order)", () => {
  it.each(CALLERS)("as %s", async (caller) => {
    const expected = { anonymous: 401, clientA: 403, clientB: 403, staff: 200 }[caller];
    const stream = await openStream(t.app, "/orders/sse", { token: tokenOf(caller) });
    try {
      expect(stream.status).toBe(expected);
      if (expected >= 400) expect(Object.keys(stream.error ?? {}).sort()).toEqual(["error", "message", "statusCode"]);
    } finally {
      stream.close();
    }
  });
});

describe("GET /order-payments/sse/{A's order}", () => {
  it.each(CALLERS)("as %s", async (caller) => {
    const expected = { anonymous: 401, clientA: 200, clientB: 404, staff: 403 }[caller];
    const stream = await openStream(t.app, `/order-payments/sse/${paymentOrderOfA}`, { token: tokenOf(caller) });
    try {
      expect(stream.status).toBe(expected);
      if (expected >= 400) expect(Object.keys(stream.error ?? {}).sort()).toEqual(["error", "message", "statusCode"]);
    } finally {
      stream.close();
    }
  });
});

describe("clients only ever see their own data", () => {
  it("lists only the caller's addresses", async () => {
    const ofA = (await request(t.app, { method: "GET", url: "/client-addresses", token: a.token })).json() as Array<{ id: number }>;
    const ofB = (await request(t.app, { method: "GET", url: "/client-addresses", token: b.token })).json() as Array<{ id: number }>;
    expect(ofA.map((address) => address.id)).toContain(addressOfA);
    expect(ofA.map((address) => address.id)).not.toContain(addressOfB);
    expect(ofB.map((address) => address.id)).not.toContain(addressOfA);
  });

  it("reads and updates only the caller's own profile", async () => {
    const profileB = (await request(t.app, { method: "GET", url: "/clients/me/profile", token: b.token })).json();
    expect(profileB.id).toBe(b.id);
    await request(t.app, { method: "PATCH", url: "/clients", token: a.token, payload: { name: "Cliente Alfa Alterado" } });
    expect((await request(t.app, { method: "GET", url: "/clients/me/profile", token: b.token })).json().name).toBe("Cliente Beta Matriz");
  });

  it("lists only the caller's orders", async () => {
    const ofA = (await request(t.app, { method: "GET", url: "/orders?take=100", token: a.token })).json() as Array<{ id: number }>;
    const ofB = (await request(t.app, { method: "GET", url: "/orders?take=100", token: b.token })).json() as Array<{ id: number }>;
    expect(ofA.map((order) => order.id)).toContain(orderOfA);
    expect(ofA.map((order) => order.id)).not.toContain(orderOfB);
    expect(ofB.map((order) => order.id)).not.toContain(orderOfA);
    const all = (await request(t.app, { method: "GET", url: "/orders?take=100", token: staff })).json() as Array<{ id: number }>;
    expect(all.map((order) => order.id)).toEqual(expect.arrayContaining([orderOfA, orderOfB, secondOrderOfB]));
  });

  it("answers another client's address exactly like a missing one", async () => {
    const theirs = await request(t.app, { method: "PATCH", url: `/client-addresses/${addressOfA}`, token: b.token, payload: { number: "1" } });
    const missing = await request(t.app, { method: "PATCH", url: "/client-addresses/987654", token: b.token, payload: { number: "1" } });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(missing.body);
  });
});
