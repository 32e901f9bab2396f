import { orderSchema } from "@forno/domain/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type NewClient,
  type TestApp,
  type TestCatalogue,
  type TestStream,
  createClient,
  createTestApp,
  listeningUrl,
  loadCatalogue,
  loginStaff,
  openStream,
  placeOrder,
  request,
  signInClient,
  waitFor,
} from "../../../test/support";
import { markOrderPaid } from "../order-state-historys/order-state-historys.service";
import { ORDER_NOT_FOUND } from "./orders.service";

const JWT_SECRET = "segredo-de-teste-com-mais-de-32-caracteres";
let t: TestApp;
let catalogue: TestCatalogue;
let maria: string;
let staff: string;
let other: NewClient;
const open: TestStream[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { SSE_HEARTBEAT_MS: "150", JWT_SECRET } });
  catalogue = await loadCatalogue(t.app);
  maria = await signInClient(t.app);
  staff = await loginStaff(t.app);
  other = await createClient(t.app);
});
afterAll(async () => {
  for (const stream of open) stream.close();
  await t.close();
});

async function stream(orderId: number, options: Parameters<typeof openStream>[2] = {}): Promise<TestStream> {
  const opened = await openStream(t.app, `/orders/sse/${orderId}`, options);
  open.push(opened);
  return opened;
}

const moveTo = async (orderId: number, toState: string) => {
  const response = await request(t.app, { method: "POST", url: "/order-state-historys", token: staff, payload: { order_id: orderId, to_state: toState } });
  expect(response.statusCode, response.body).toBe(201);
};

const stateOf = (data: string) => orderSchema.parse(JSON.parse(data)).OrderStateHistory.at(-1)?.to_state;


describe("GET /orders/sse/{id}", () => {
  it("starts with the order as it is, then sends the whole order on every change, ids increasing", async () => {
    const { id } = await placeOrder(t.app, maria, catalogue);
    const events = await stream(id, { token: maria });
    expect(events.status).toBe(200);
    expect(events.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(events.headers.get("cache-control")).toContain("no-store");
    // The process's one security block, as on every answer (decision 1401), written with the head.
    expect(events.headers.get("x-content-type-options")).toBe("nosniff");
    expect(events.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(events.headers.get("connection")).toBe("close");

    const first = await events.next();
    expect(first.id).toMatch(/^\d+$/);
    const order = orderSchema.parse(JSON.parse(first.data));
    expect(order).toMatchObject({ id, OrderStateHistory: [{ to_state: "PENDING" }] });
    expect(order).toEqual((await request(t.app, { method: "GET", url: `/orders/${id}`, token: maria })).json());

    await markOrderPaid(t.app.ctx.db, id);
    await moveTo(id, "PREPARATION");
    await moveTo(id, "DISPATCHED");
    const received = [await events.next(), await events.next(), await events.next()];
    expect(received.map((event) => stateOf(event.data))).toEqual(["PAID", "PREPARATION", "DISPATCHED"]);
    const ids = [first, ...received].map((event) => Number(event.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(4);
    expect(JSON.parse(received[2]!.data)).toEqual((await request(t.app, { method: "GET", url: `/orders/${id}`, token: maria })).json());
  });

  it("lets staff follow any order", async () => {
    const { id } = await placeOrder(t.app, maria, catalogue);
    const events = await stream(id, { token: staff });
    expect(events.status).toBe(200);
    expect(stateOf((await events.next()).data)).toBe("PENDING");
    await moveTo(id, "CANCELLED_STORE");
    expect(stateOf((await events.next()).data)).toBe("CANCELLED_STORE");
  });

  it("sends a heartbeat comment", async () => {
    const { id } = await placeOrder(t.app, maria, catalogue);
    const events = await stream(id, { token: maria });
    expect(await events.nextComment(2_000)).toBe("heartbeat");
    expect(await events.nextComment(2_000)).toBe("heartbeat");
  });

  it("replays what was missed after Last-Event-ID, then goes on live", async () => {
    const { id } = await placeOrder(t.app, maria, catalogue);
    const first = await stream(id, { token: maria });
    const created = await first.next();
    first.close();
    await markOrderPaid(t.app.ctx.db, id);
    await moveTo(id, "PREPARATION");

    const resumed = await stream(id, { token: maria, lastEventId: created.id! });
    const missed = [await resumed.next(), await resumed.next()];
    expect(missed.map((event) => stateOf(event.data))).toEqual(["PAID", "PREPARATION"]);
    expect(Number(missed[0]!.id)).toBeGreaterThan(Number(created.id));
    await moveTo(id, "DISPATCHED");
    expect(stateOf((await resumed.next()).data)).toBe("DISPATCHED");

    // Up to date: nothing to replay.
    const upToDate = await stream(id, { token: maria, lastEventId: (await openLast(id)).id! });
    expect(await upToDate.quietFor(300)).toBe(true);
  });

  async function openLast(id: number) {
    const latest = await stream(id, { token: maria });
    const event = await latest.next();
    latest.close();
    return event;
  }

  it("sends nothing for a refused change or a rolled-back one", async () => {
    const { id } = await placeOrder(t.app, maria, catalogue);
    const events = await stream(id, { token: maria });
    await events.next();
    const refused = await request(t.app, { method: "POST", url: "/order-state-historys", token: staff, payload: { order_id: id, to_state: "DELIVERED" } });
    expect(refused.statusCode).toBe(409);
    await t.app.ctx.db
      .transaction(async (tx) => {
        await markOrderPaid(tx, id);
        throw new Error("rollback");
      })
      .catch(() => {});
    expect(await events.quietFor(400)).toBe(true);
  });

  it("refuses without a session (401), another client's or an unknown order (404)", async () => {
    const { id } = await placeOrder(t.app, maria, catalogue);
    const anonymous = await stream(id);
    expect(anonymous.status).toBe(401);
    expect(anonymous.error?.statusCode).toBe(401);
    const theirs = await stream(id, { token: other.token });
    const missing = await stream(999_999, { token: other.token });
    expect(theirs.status).toBe(404);
    expect(theirs.error).toEqual({ statusCode: 404, error: "Not Found", message: ORDER_NOT_FOUND });
    expect(missing.error).toEqual(theirs.error);
    expect((await stream(0, { token: maria })).status).toBe(400);
  });

  it("keeps the CORS headers of an allowed app origin", async () => {
    const { id } = await placeOrder(t.app, maria, catalogue);
    const events = await stream(id, { token: maria, headers: { origin: "http://localhost:5173" } });
    expect(events.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
  });

  it("lets go of a stream when its client disconnects", async () => {
    const { id } = await placeOrder(t.app, maria, catalogue);
    for (const previous of open.splice(0)) previous.close();
    await waitFor(() => t.app.ctx.sse.size() === 0 && t.app.ctx.events.subscriberCount() === 0);
    const streams = await Promise.all([stream(id, { token: maria }), stream(id, { token: maria }), stream(id, { token: staff })]);
    await waitFor(() => t.app.ctx.events.subscriberCount() === 3);
    expect(t.app.ctx.sse.size()).toBe(3);
    for (const opened of streams) opened.close();
    await waitFor(() => t.app.ctx.sse.size() === 0 && t.app.ctx.events.subscriberCount() === 0);
  });

  it("answers HEAD with the stream's headers at once and keeps nothing open", async () => {
    const { id } = await placeOrder(t.app, maria, catalogue);
    for (const previous of open.splice(0)) previous.close();
    await waitFor(() => t.app.ctx.sse.size() === 0 && t.app.ctx.events.subscriberCount() === 0);
    const response = await fetch(`${await listeningUrl(t.app)}/orders/sse/${id}`, {
      method: "HEAD",
      headers: { authorization: `Bearer ${maria}` },
      signal: AbortSignal.timeout(5_000),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    await waitFor(() => t.app.ctx.sse.size() === 0 && t.app.ctx.events.subscriberCount() === 0);
  });
});

describe("two API instances on one database", () => {
  let second: TestApp;
  beforeAll(async () => {
    second = await createTestApp({ env: { JWT_SECRET }, shareDatabaseWith: t });
  });
  afterAll(async () => {
    await second.close();
  });

  it(`a change made through one reaches a stream held by the other (${process.env.FORNO_TEST_PG_ADMIN_URL ? "PostgreSQL LISTEN/NOTIFY" : "shared PGlite"})`, async () => {
    const { id } = await placeOrder(t.app, maria, catalogue);
    const onSecond = await openStream(second.app, `/orders/sse/${id}`, { token: maria });
    open.push(onSecond);
    expect(onSecond.status).toBe(200);
    expect(stateOf((await onSecond.next()).data)).toBe("PENDING");
    await moveTo(id, "CANCELLED_CLIENT");
    expect(stateOf((await onSecond.next()).data)).toBe("CANCELLED_CLIENT");

    // And the other way round: created and changed on the second, followed on the first.
    const created = await placeOrder(second.app, maria, catalogue);
    const onFirst = await stream(created.id, { token: maria });
    await onFirst.next();
    const sandbox = await request(second.app, { method: "POST", url: `/sandbox/payments/${created.id}/approve`, token: maria });
    expect(sandbox.statusCode).toBe(200);
    expect(stateOf((await onFirst.next()).data)).toBe("PAID");
  });
});
