import { sql } from "drizzle-orm";
import { orderSchema } from "@forno/domain/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EVENTS_CHANNEL } from "../../events/event-bus";
import {
  type StreamMessage,
  type TestApp,
  type TestCatalogue,
  type TestStream,
  createTestApp,
  loadCatalogue,
  loginStaff,
  openStream,
  placeOrder,
  request,
  signInClient,
  waitFor,
} from "../../../test/support";

const JWT_SECRET = "segredo-de-teste-com-mais-de-32-caracteres";
let t: TestApp;
let catalogue: TestCatalogue;
let maria: string;
let staff: string;
const open: TestStream[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { SSE_HEARTBEAT_MS: "150", JWT_SECRET } });
  catalogue = await loadCatalogue(t.app);
  maria = await signInClient(t.app);
  staff = await loginStaff(t.app);
});
afterAll(async () => {
  for (const stream of open) stream.close();
  await t.close();
});

async function staffStream(options: Parameters<typeof openStream>[2] = {}, app = t.app): Promise<TestStream> {
  const opened = await openStream(app, "/orders/sse", { token: staff, ...options });
  open.push(opened);
  return opened;
}

/** The next message about that order (the stream carries every order: other tests' too). */
async function nextFor(stream: TestStream, orderId: number): Promise<StreamMessage> {
  for (;;) {
    const message = await stream.next();
    if (orderSchema.parse(JSON.parse(message.data)).id === orderId) return message;
  }
}

const stateOf = (message: StreamMessage) => orderSchema.parse(JSON.parse(message.data)).OrderStateHistory.at(-1)?.to_state;

const moveTo = async (orderId: number, toState: string, app = t.app) => {
  const response = await request(app, { method: "POST", url: "/order-state-historys", token: staff, payload: { order_id: orderId, to_state: toState } });
  expect(response.statusCode, response.body).toBe(201);
};

const approve = async (orderId: number, app = t.app) => {
  const response = await request(app, { method: "POST", url: `/sandbox/payments/${orderId}/approve`, token: maria });
  expect(response.statusCode, response.body).toBe(200);
};

const orderAsRead = async (orderId: number) => (await request(t.app, { method: "GET", url: `/orders/${orderId}`, token: staff })).json();

describe("GET /orders/sse (every order, staff)", () => {
  it("sends every change of every order, each the whole order as GET /orders/{id} answers it", async () => {
    const events = await staffStream();
    expect(events.status).toBe(200);
    expect(events.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");

    const { id } = await placeOrder(t.app, maria, catalogue);
    const created = await nextFor(events, id);
    expect(stateOf(created)).toBe("PENDING");
    expect(JSON.parse(created.data)).toEqual(await orderAsRead(id));

    await approve(id);
    const paid = await nextFor(events, id);
    expect(stateOf(paid)).toBe("PAID");
    expect(JSON.parse(paid.data)).toEqual(await orderAsRead(id));

    await moveTo(id, "PREPARATION");
    expect(stateOf(await nextFor(events, id))).toBe("PREPARATION");
    await moveTo(id, "CANCELLED_STORE");
    const cancelled = await nextFor(events, id);
    expect(stateOf(cancelled)).toBe("CANCELLED_STORE");
    expect(JSON.parse(cancelled.data)).toEqual(await orderAsRead(id));

    const ids = [created, paid, cancelled].map((message) => Number(message.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    // The same sequence as the order's own stream.
    const own = await openStream(t.app, `/orders/sse/${id}`, { token: staff });
    open.push(own);
    expect((await own.next()).id).toBe(cancelled.id);
  });

  it("carries several orders on one stream, and no payment-stream event", async () => {
    const events = await staffStream();
    const first = await placeOrder(t.app, maria, catalogue);
    const second = await placeOrder(t.app, maria, catalogue);
    const seen = [await events.next(), await events.next()].map((message) => JSON.parse(message.data).id);
    expect(seen).toEqual([first.id, second.id]);
    // Approval writes a payment event ({status}) and an order event: only the order reaches this stream.
    await approve(first.id);
    const next = await events.next();
    expect(orderSchema.safeParse(JSON.parse(next.data)).success).toBe(true);
    expect(stateOf(next)).toBe("PAID");
    expect(await events.quietFor(300)).toBe(true);
  });

  it("sends a heartbeat comment", async () => {
    const events = await staffStream();
    expect(await events.nextComment(2_000)).toBe("heartbeat");
  });

  it("replays, after Last-Event-ID, the latest state of every order changed since, then goes on live", async () => {
    const first = await staffStream();
    const { id: away } = await placeOrder(t.app, maria, catalogue);
    const seen = await nextFor(first, away);
    first.close();
    const { id: createdMeanwhile } = await placeOrder(t.app, maria, catalogue);
    await approve(away);
    await moveTo(away, "PREPARATION");

    const resumed = await staffStream({ lastEventId: seen.id! });
    const replayed: StreamMessage[] = [];
    for (;;) {
      const message = await resumed.next();
      replayed.push(message);
      if (JSON.parse(message.data).id === away) break;
    }
    const byOrder = new Map(replayed.map((message) => [JSON.parse(message.data).id as number, message]));
    expect(stateOf(byOrder.get(createdMeanwhile)!)).toBe("PENDING");
    // Only the latest of the order's missed events: the whole order says what the others said.
    expect(replayed.filter((message) => JSON.parse(message.data).id === away).map(stateOf)).toEqual(["PREPARATION"]);
    expect(JSON.parse(byOrder.get(away)!.data)).toEqual(await orderAsRead(away));
    await moveTo(away, "DISPATCHED");
    expect(stateOf(await nextFor(resumed, away))).toBe("DISPATCHED");
  });

  it("never loses an event that commits after a higher id was sent, live or on replay", async () => {
    const { id: early } = await placeOrder(t.app, maria, catalogue);
    const { id: late } = await placeOrder(t.app, maria, catalogue);
    const events = await staffStream();
    // An id taken first (as an order's creation takes its id before pricing the cart)...
    const reserved = Number(((await t.app.ctx.db.execute(sql`SELECT nextval('order_event_id_seq')::text AS id`)) as unknown as { rows: Array<{ id: string }> }).rows[0]!.id);
    // ...while another change commits with a higher one.
    await moveTo(late, "CANCELLED_STORE");
    let higher = await nextFor(events, late);
    // On PostgreSQL the creation's own notification may still be on its way.
    while (stateOf(higher) !== "CANCELLED_STORE") higher = await nextFor(events, late);
    expect(Number(higher.id)).toBeGreaterThan(reserved);
    const payload = JSON.stringify(await orderAsRead(early));
    await t.app.ctx.db.execute(sql`
      WITH e AS (INSERT INTO order_events (id, order_id, stream, payload) VALUES (${reserved}, ${early}, 'order', ${payload}::jsonb) RETURNING id)
      SELECT pg_notify(${EVENTS_CHANNEL}, json_build_object('id', e.id, 'order_id', ${early}::integer, 'stream', 'order')::text) FROM e`);
    const lower = await nextFor(events, early);
    expect(Number(lower.id)).toBe(reserved);

    // A desk that left right after the higher id still gets it on its replay.
    const resumed = await staffStream({ lastEventId: higher.id! });
    expect(Number((await nextFor(resumed, early)).id)).toBe(reserved);
  });

  it("refuses a client (403) and a caller without a session (401), as JSON", async () => {
    const asClient = await staffStream({ token: maria });
    expect(asClient.status).toBe(403);
    expect(Object.keys(asClient.error ?? {}).sort()).toEqual(["error", "message", "statusCode"]);
    const anonymous = await openStream(t.app, "/orders/sse");
    expect(anonymous.status).toBe(401);
    expect(anonymous.error?.statusCode).toBe(401);
  });

  it("lets go of the subscription when the desk disconnects", async () => {
    for (const previous of open.splice(0)) previous.close();
    await waitFor(() => t.app.ctx.events.subscriberCount() === 0);
    const events = await staffStream();
    await waitFor(() => t.app.ctx.events.subscriberCount() === 1);
    events.close();
    await waitFor(() => t.app.ctx.sse.size() === 0 && t.app.ctx.events.subscriberCount() === 0);
  });
});

describe("GET /orders/sse on two API instances sharing one database", () => {
  let second: TestApp;
  beforeAll(async () => {
    second = await createTestApp({ env: { JWT_SECRET }, shareDatabaseWith: t });
  });
  afterAll(async () => {
    await second.close();
  });

  it(`a desk on one instance sees orders created, paid, moved and cancelled through the other (${process.env.FORNO_TEST_PG_ADMIN_URL ? "PostgreSQL LISTEN/NOTIFY" : "shared PGlite"})`, async () => {
    const onSecond = await staffStream({}, second.app);
    expect(onSecond.status).toBe(200);
    const { id } = await placeOrder(t.app, maria, catalogue);
    expect(stateOf(await nextFor(onSecond, id))).toBe("PENDING");
    await approve(id);
    expect(stateOf(await nextFor(onSecond, id))).toBe("PAID");
    await moveTo(id, "PREPARATION");
    expect(stateOf(await nextFor(onSecond, id))).toBe("PREPARATION");

    const onFirst = await staffStream();
    const created = await placeOrder(second.app, maria, catalogue);
    expect(stateOf(await nextFor(onFirst, created.id))).toBe("PENDING");
    await moveTo(created.id, "CANCELLED_STORE", second.app);
    expect(stateOf(await nextFor(onFirst, created.id))).toBe("CANCELLED_STORE");
  });
});
