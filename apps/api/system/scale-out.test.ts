import { orderSchema, paymentResponseSchema, productSchema } from "@forno/domain/schemas";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../src/db/client";
import { SEED_ADDITIONALS, SEED_PRODUCTS } from "../src/db/seed/catalog-data";
import { SETTING_DEFINITIONS } from "../src/db/seed/settings-data";
import { type TestStream, openStreamAt } from "../test/support/event-stream";
import { type TestCatalogue, orderBody } from "../test/support/orders";
import { type TestDatabase, createPostgresTestDatabase } from "../test/support/test-database";
import { type ApiProcess, createApiProcess } from "./support/api-process";
import { loadCatalogueOverHttp } from "./support/catalogue";
import { DEMO_CLIENT } from "../src/db/seed/accounts-data";
import { uniqueCpf } from "../test/support";
import { call, expectStatus, loginStaff, signInClient } from "./support/http";
import { auditOrders, streamEventIds } from "./support/order-audit";
import { type NginxProxy, startDocumentedNginx } from "./support/nginx";
import { type ReverseProxy, UPSTREAM_HEADER, startReverseProxy } from "./support/proxy";
import { nextEvents, openOrderStream } from "./support/stream-log";

// Two API processes on one PostgreSQL database behind nginx running the reverse-proxy blocks of
// docs/deployment.md as printed (decision 3705): whichever instance a request lands on, orders,
// payments and live streams behave the same. Between nginx and each instance a pass-through proxy
// only names the instance that answered (UPSTREAM_HEADER), so tests can see where requests land.
// The instances allow AUTH_LIMIT attempts per route and caller: the rate limit is counted in the
// database, so the proxy's round robin does not multiply it.
const AUTH_LIMIT = 20;

let database: TestDatabase | undefined;
let a: ApiProcess | undefined;
let b: ApiProcess | undefined;
let proxy: NginxProxy | undefined;
let tags: ReverseProxy[] = [];
let handle: DatabaseHandle | undefined;
let token: string;
let staff: string;
let catalogue: TestCatalogue;
const streams: TestStream[] = [];

beforeAll(async () => {
  database = await createPostgresTestDatabase(inject("pgAdminUrl"));
  const bundle = inject("serverBundle");
  const env = { RATE_LIMIT_AUTH_MAX: String(AUTH_LIMIT) };
  a = await createApiProcess({ name: "A", bundle, databaseUrl: database.url, env });
  b = await createApiProcess({ name: "B", bundle, databaseUrl: database.url, env });
  // Started together on an empty database: both migrate (under the advisory lock) and seed at once.
  await Promise.all([a.start(), b.start()]);
  tags = await Promise.all([startReverseProxy([{ name: "A", url: a.url }]), startReverseProxy([{ name: "B", url: b.url }])]);
  proxy = await startDocumentedNginx(tags.map((tag) => new URL(tag.url).host));
  handle = await openDatabase({ databaseUrl: database.url, poolSize: 2 });
  token = await signInClient(proxy.url);
  staff = await loginStaff(proxy.url);
  catalogue = await loadCatalogueOverHttp(proxy.url, staff);
});

afterAll(async () => {
  for (const stream of streams) stream.close();
  await proxy?.close();
  await Promise.all(tags.map((tag) => tag.close()));
  await Promise.all([a?.stop(), b?.stop()]);
  await handle?.close();
  await database?.drop();
});

const calabresa = () => orderBody(catalogue, [{ product: "PG-CALABRESA", additionals: ["AD-PG-MASSA-TRAD"] }]);

async function follow(baseUrl: string, orderId: number): Promise<TestStream> {
  const stream = await openOrderStream(baseUrl, orderId, token);
  streams.push(stream);
  return stream;
}

async function count(table: string): Promise<number> {
  const result = (await handle!.db.execute(sql.raw(`SELECT count(*)::integer AS n FROM ${table}`))) as unknown as { rows: Array<{ n: number }> };
  return result.rows[0]!.n;
}

describe("two API instances on one PostgreSQL behind the documented nginx", () => {
  it("runs the guide's API blocks as printed: only the upstream addresses and the listen line are this machine's", () => {
    expect(proxy!.config).toContain("location /orders/sse {");
    expect(proxy!.config).not.toMatch(/location \/orders\/sse\/ \{/);
    expect(proxy!.config).toMatch(/proxy_buffering off;/);
    expect(proxy!.config.match(/^\s*server 127\.0\.0\.1:\d+;$/gm)).toHaveLength(2);
  });

  it("opens the desk's staff stream through nginx, its CORS preflight included, and every paid order reaches it whichever instance took it", async () => {
    const origin = "http://localhost:4174";
    const preflight = await fetch(`${proxy!.url}/orders/sse`, {
      method: "OPTIONS",
      redirect: "manual",
      headers: { origin, "access-control-request-method": "GET", "access-control-request-headers": "authorization,last-event-id" },
    });
    expect(preflight.status, "no redirect to /orders/sse/").toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe(origin);
    expect(preflight.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("authorization");
    const desk = await openStreamAt(`${proxy!.url}/orders/sse`, { token: staff, headers: { origin } });
    streams.push(desk);
    expect(desk.status).toBe(200);
    expect(desk.headers.get("content-type")).toContain("text/event-stream");

    const ids = new Set<number>();
    for (let i = 0; i < 4; i += 1) ids.add(orderSchema.parse((await expectStatus(201, proxy!.url, "POST", "/orders", { token, body: calabresa() })).body).id);
    // Consecutive approvals: nginx's round robin sends them to A and B in turn.
    const paidOn = new Set<string | null>();
    for (const id of ids) paidOn.add((await expectStatus(200, proxy!.url, "POST", `/sandbox/payments/${id}/approve`, { token })).headers.get(UPSTREAM_HEADER));
    expect(paidOn).toEqual(new Set(["A", "B"]));
    const paid = new Set<number>();
    while (paid.size < ids.size) {
      const event = orderSchema.parse(JSON.parse((await desk.next()).data));
      if (ids.has(event.id) && event.OrderStateHistory.at(-1)?.to_state === "PAID") paid.add(event.id);
    }
    expect(paid).toEqual(ids);
  });

  it("started together on an empty database, they migrate and seed it once", async () => {
    expect(await count("products")).toBe(SEED_PRODUCTS.length);
    expect(await count("product_additionals")).toBe(SEED_ADDITIONALS.length);
    expect(await count("settings")).toBe(SETTING_DEFINITIONS.length);
    expect(await count("clients")).toBe(1);
    expect(await count("client_addresses")).toBe(1);
    expect(await count("staff_users")).toBe(1);
  });

  it("each instance listens on one connection for all its channels (order events and the catalogue)", async () => {
    const result = (await handle!.db.execute(
      sql`SELECT count(*)::integer AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'forno-api-listener'`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(result.rows[0]!.n).toBe(2);
  });

  it("the proxy sends consecutive requests to alternate instances", async () => {
    const upstreams: Array<string | null> = [];
    for (let i = 0; i < 4; i += 1) upstreams.push((await expectStatus(200, proxy!.url, "GET", "/health")).headers.get(UPSTREAM_HEADER));
    expect(new Set(upstreams)).toEqual(new Set(["A", "B"]));
    for (let i = 1; i < upstreams.length; i += 1) expect(upstreams[i]).not.toBe(upstreams[i - 1]);
  });

  it("a session opened on one instance is valid on the other", async () => {
    const clientOnA = await signInClient(a!.url);
    const staffOnB = await loginStaff(b!.url);
    await expectStatus(200, b!.url, "GET", "/orders", { token: clientOnA });
    await expectStatus(200, a!.url, "GET", "/orders?take=1", { token: staffOnB });
    const profiles = await Promise.all([a!.url, b!.url].map((url) => expectStatus(200, url, "GET", "/auth/profile", { token: clientOnA })));
    expect(profiles[1]!.body).toEqual(profiles[0]!.body);
  });

  it("orders created through the proxy alternate between the instances and read the same from either", async () => {
    const created = [];
    const servedBy = [];
    for (let i = 0; i < 6; i += 1) {
      const answer = await expectStatus(201, proxy!.url, "POST", "/orders", { token, body: calabresa() });
      created.push(orderSchema.parse(answer.body));
      servedBy.push(answer.headers.get(UPSTREAM_HEADER));
    }
    expect(servedBy.filter((name) => name === "A")).toHaveLength(3);
    expect(servedBy.filter((name) => name === "B")).toHaveLength(3);
    const numbers = created.map((order) => order.external_id);
    expect(numbers).toEqual([...numbers].sort((x, y) => x - y));
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const order of created) {
      const [onA, onB] = await Promise.all([a!.url, b!.url].map((url) => expectStatus(200, url, "GET", `/orders/${order.id}`, { token })));
      expect(onA!.text).toBe(onB!.text);
      expect(orderSchema.parse(onA!.body)).toEqual(order);
    }
  });

  it("one Idempotency-Key gives one order, whichever instance the retry reaches", async () => {
    const before = await count("orders");
    const body = calabresa();
    const first = await expectStatus(201, a!.url, "POST", "/orders", { token, body, headers: { "idempotency-key": "scale-out-retry" } });
    const retry = await expectStatus(201, b!.url, "POST", "/orders", { token, body, headers: { "idempotency-key": "scale-out-retry" } });
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(retry.body).toEqual(first.body);

    // The same key on both instances at the same moment: one order, every answer is that order.
    const racing = await Promise.all(
      [a, b, a, b].map((api) => expectStatus(201, api!.url, "POST", "/orders", { token, body, headers: { "idempotency-key": "scale-out-race" } })),
    );
    expect(new Set(racing.map((answer) => orderSchema.parse(answer.body).id)).size).toBe(1);
    expect(racing.filter((answer) => answer.headers.get("idempotent-replayed") === null)).toHaveLength(1);
    expect(await count("orders")).toBe(before + 2);
  });

  it("a Pix payment created on A and approved on both instances at once pays the order exactly once", async () => {
    const order = orderSchema.parse((await expectStatus(201, a!.url, "POST", "/orders", { token, body: calabresa() })).body);
    const paymentStream = await openStreamOnA(`/order-payments/sse/${order.id}`);
    const pix = {
      external_reference: order.id,
      payer: { email: "cliente@example.com" },
      payment_method_id: "pix",
      statement_descriptor: "FORNO",
      transaction_amount: 1,
      api_version: 2,
    };
    const payment = await expectStatus(201, a!.url, "POST", "/order-payments", { token, body: pix, headers: { "idempotency-key": `pix-${order.id}` } });
    expect(paymentResponseSchema.parse(payment.body).status).toBe("pending");
    const replay = await expectStatus(201, b!.url, "POST", "/order-payments", { token, body: pix, headers: { "idempotency-key": `pix-${order.id}` } });
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body).toEqual(payment.body);

    const approvals = await Promise.all([b, a, b, a, b, a].map((api) => expectStatus(200, api!.url, "POST", `/sandbox/payments/${order.id}/approve`, { token })));
    for (const approval of approvals) expect(orderSchema.parse(approval.body).OrderStateHistory.map((entry) => entry.to_state)).toEqual(["PENDING", "PAID"]);
    expect(JSON.parse((await paymentStream.next()).data)).toEqual({ status: "approved" });

    const [audited] = (await auditOrders(handle!.db)).filter((row) => row.id === order.id);
    expect(audited).toMatchObject({ state: "PAID", paidAt: true, history: ["PENDING", "PAID"], payments: ["approved"], paymentEvents: ["approved"] });
  });

  it("streams on A and through the proxy hear every change, made on B or through the proxy, once and in order", async () => {
    const order = orderSchema.parse((await expectStatus(201, proxy!.url, "POST", "/orders", { token, body: calabresa() })).body);
    const onA = await follow(a!.url, order.id);
    const viaProxy = await follow(proxy!.url, order.id);
    for (const stream of [onA, viaProxy]) expect((await nextEvents(stream, 1))[0]!.state).toBe("PENDING");

    await expectStatus(200, b!.url, "POST", `/sandbox/payments/${order.id}/approve`, { token });
    await expectStatus(201, b!.url, "POST", "/order-state-historys", { token: staff, body: { order_id: order.id, to_state: "PREPARATION" } });
    const landed = [];
    for (const state of ["DISPATCHED", "DELIVERED"]) {
      const answer = await expectStatus(201, proxy!.url, "POST", "/order-state-historys", { token: staff, body: { order_id: order.id, to_state: state } });
      landed.push(answer.headers.get(UPSTREAM_HEADER));
    }
    expect(new Set(landed)).toEqual(new Set(["A", "B"]));

    const ids = await streamEventIds(handle!.db, "order", order.id);
    for (const stream of [onA, viaProxy]) {
      const heard = await nextEvents(stream, 4);
      expect(heard.map((event) => event.state)).toEqual(["PAID", "PREPARATION", "DISPATCHED", "DELIVERED"]);
      expect(heard.map((event) => event.id)).toEqual(ids.slice(1));
    }
    // Nothing is held back by the proxy: the heartbeat comment comes through on its own.
    expect(await viaProxy.nextComment(3_000)).toBe("heartbeat");
  });

  it("lists the same orders from either instance", async () => {
    const [staffA, staffB] = await Promise.all([a!.url, b!.url].map((url) => expectStatus(200, url, "GET", "/orders?take=100", { token: staff })));
    expect(staffA!.text).toBe(staffB!.text);
    expect(z.array(orderSchema).parse(staffA!.body)).toHaveLength(await count("orders"));
    const [clientA, clientB] = await Promise.all([a!.url, b!.url].map((url) => expectStatus(200, url, "GET", "/orders?take=100", { token })));
    expect(clientA!.text).toBe(clientB!.text);
  });

  it("a catalogue change made on A reaches B's cached public catalogue well before the cache's 30 s lifetime", async () => {
    const margheritaOn = async (url: string) => {
      const answer = await expectStatus(200, url, "GET", "/products?where_name=Margherita");
      return z.array(productSchema).parse(answer.body).find((product) => product.external_id === "PG-MARGHERITA");
    };
    const before = (await margheritaOn(b!.url))!;
    expect((await margheritaOn(b!.url))!.amount).toBe(before.amount); // B now answers from its cache
    await margheritaOn(a!.url);

    const raised = Math.round((before.amount + 1) * 100) / 100;
    await expectStatus(200, a!.url, "PATCH", `/products/${before.id}`, { token: staff, body: { amount: raised } });
    expect((await margheritaOn(a!.url))!.amount).toBe(raised);
    const staffViewOnB = await expectStatus(200, b!.url, "GET", "/products?where_name=Margherita", { token: staff });
    expect(z.array(productSchema).parse(staffViewOnB.body)[0]!.amount).toBe(raised);
    await expect
      .poll(async () => (await margheritaOn(b!.url))!.amount, { timeout: 3_000, interval: 50, message: "B still serves the catalogue it cached before A's write" })
      .toBe(raised);

    // Orders are priced from the database whichever instance takes them.
    const margherita = orderSchema.parse(
      (await expectStatus(201, b!.url, "POST", "/orders", { token, body: orderBody(catalogue, [{ product: "PG-MARGHERITA", additionals: ["AD-PG-MASSA-TRAD"] }]) })).body,
    );
    expect(margherita.amount).toBe(raised);
  });
  it("the per-address rate limit counts once for the whole cluster, not once per instance", async () => {
    const servedBy = new Set<string | null>();
    // Sign-ups (no other test here signs up, so the count starts at zero), another person each time:
    // only the per-address count (RATE_LIMIT_AUTH_MAX) adds up.
    let people = 0;
    const attempt = (url: string) =>
      call(url, "POST", "/clients", {
        body: { name: "Cliente em Lote", document: uniqueCpf(), phone: `1196${String(1_000_000 + (people += 1)).slice(-7)}`, email: null, password: "Teste@2025" },
      });
    for (let i = 0; i < AUTH_LIMIT; i += 1) {
      const answer = await attempt(proxy!.url);
      expect(answer.status).toBe(201);
      servedBy.add(answer.headers.get(UPSTREAM_HEADER));
    }
    expect(servedBy).toEqual(new Set(["A", "B"]));
    for (const url of [a!.url, b!.url]) expect((await attempt(url)).status).toBe(429);
  });

  it("the password-code limit of one document counts once for the whole cluster (growth.md: a fourth code is a 429)", async () => {
    const body = { document: DEMO_CLIENT.document };
    const servedBy = new Set<string | null>();
    for (let i = 0; i < 3; i += 1) {
      const answer = await call(proxy!.url, "POST", "/auth/password/forgot", { body });
      expect(answer.status).toBe(200);
      servedBy.add(answer.headers.get(UPSTREAM_HEADER));
    }
    expect(servedBy).toEqual(new Set(["A", "B"]));
    for (const url of [a!.url, b!.url]) expect((await call(url, "POST", "/auth/password/forgot", { body })).status).toBe(429);
  });
});

async function openStreamOnA(path: string): Promise<TestStream> {
  const stream = await openStreamAt(`${a!.url}${path}`, { token });
  expect(stream.status).toBe(200);
  streams.push(stream);
  return stream;
}
