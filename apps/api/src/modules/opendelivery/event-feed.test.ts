import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { opendeliveryEvents } from "../../db/schema";
import { markOrderPaid } from "../order-state-historys/order-state-historys.service";
import { acknowledgePdv, expectProblem, orderUuid, pdv, placeOrder, placePaidOrder, pollPdv, request } from "../../../test/support";
import { usePdvScene } from "../../../test/support/pdv-scene";

const s = usePdvScene();

/** Polls and acknowledges everything pending, so that a test starts from an empty feed. */
async function drain(): Promise<void> {
  for (let events = await pollPdv(s.t.app, s.token); events.length > 0; events = await pollPdv(s.t.app, s.token)) {
    for (let start = 0; start < events.length; start += 100) await acknowledgePdv(s.t.app, s.token, events.slice(start, start + 100));
  }
}

describe("the event feed", () => {
  it("lets an order in only once paid: CREATED with an absolute orderURL, again on every poll until acknowledged, then never", async () => {
    await drain();
    const { id } = await placeOrder(s.t.app, s.maria, s.catalogue);
    expect(await pollPdv(s.t.app, s.token)).toEqual([]);
    const uuid = await orderUuid(s.t.app, id);
    await markOrderPaid(s.t.app.ctx.db, id);
    await markOrderPaid(s.t.app.ctx.db, id);

    const [created, ...more] = await pollPdv(s.t.app, s.token);
    expect(more).toEqual([]);
    expect(created).toMatchObject({ eventType: "CREATED", orderId: uuid, orderURL: `http://localhost:80/opendelivery/v1/orders/${uuid}` });
    expect(Math.abs(Date.parse(created!.createdAt) - Date.now())).toBeLessThan(60_000);
    expect(await pollPdv(s.t.app, s.token)).toEqual([created]);

    await acknowledgePdv(s.t.app, s.token, [created!]);
    expect(await pollPdv(s.t.app, s.token)).toEqual([]);
    const details = await pdv(s.t.app, s.token, "GET", created!.orderURL.replace("http://localhost:80/opendelivery", ""));
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({ id: uuid });
  });

  it("tells of changes made anywhere else: the desk's moves and a cancellation, each once, oldest first", async () => {
    await drain();
    const kept = await placePaidOrder(s.t.app, s.maria, s.catalogue);
    const dropped = await placePaidOrder(s.t.app, s.maria, s.catalogue);
    const move = (orderId: number, toState: string) => request(s.t.app, { method: "POST", url: "/order-state-historys", token: s.staff, payload: { order_id: orderId, to_state: toState } });
    expect((await move(kept.id, "PREPARATION")).statusCode).toBe(201);
    expect((await move(kept.id, "DISPATCHED")).statusCode).toBe(201);
    expect((await move(kept.id, "DELIVERED")).statusCode).toBe(201);
    expect((await move(dropped.id, "CANCELLED_STORE")).statusCode).toBe(201);

    const events = await pollPdv(s.t.app, s.token);
    expect(events.map((event) => [event.orderId, event.eventType])).toEqual([
      [kept.uuid, "CREATED"],
      [dropped.uuid, "CREATED"],
      [kept.uuid, "PREPARING"],
      [kept.uuid, "DISPATCHED"],
      [kept.uuid, "DELIVERED"],
      [dropped.uuid, "CANCELLED"],
    ]);
    expect(events.at(-1)).toMatchObject({ metadata: { code: "OTHER_CANCELLATION_REASON", reason: "Cancelado pela Loja" } });
    expect(new Set(events.map((event) => event.eventId)).size).toBe(events.length);
  });

  it("never tells of an order that was never paid, whatever happens to it", async () => {
    await drain();
    const { id } = await placeOrder(s.t.app, s.maria, s.catalogue);
    expect((await request(s.t.app, { method: "POST", url: "/order-state-historys", token: s.staff, payload: { order_id: id, to_state: "CANCELLED_STORE" } })).statusCode).toBe(201);
    expect(await pollPdv(s.t.app, s.token)).toEqual([]);
    expectProblem(await pdv(s.t.app, s.token, "GET", `/v1/orders/${await orderUuid(s.t.app, id)}`), 404);
  });

  it("acknowledges at most 100 at a time, ignores ids it does not know, and needs ids that are UUIDs", async () => {
    await drain();
    const order = await placePaidOrder(s.t.app, s.maria, s.catalogue);
    const [created] = await pollPdv(s.t.app, s.token);
    const unknown = { id: "0b5e7c1a-3f4d-4e2a-9b8c-7d6e5f4a3b2c", orderId: order.uuid, eventType: "CREATED" };
    const mismatched = { id: created!.eventId, orderId: "0b5e7c1a-3f4d-4e2a-9b8c-7d6e5f4a3b2c", eventType: "CREATED" };
    expect((await pdv(s.t.app, s.token, "POST", "/v1/events/acknowledgment", [unknown, mismatched])).statusCode).toBe(202);
    expect(await pollPdv(s.t.app, s.token)).toEqual([created]);
    expect((await pdv(s.t.app, s.token, "POST", "/v1/events/acknowledgment", [])).statusCode).toBe(202);
    expectProblem(await pdv(s.t.app, s.token, "POST", "/v1/events/acknowledgment", Array.from({ length: 101 }, () => unknown)), 400);
    expectProblem(await pdv(s.t.app, s.token, "POST", "/v1/events/acknowledgment", [{ ...unknown, id: "7" }]), 400);
    expectProblem(await pdv(s.t.app, s.token, "POST", "/v1/events/acknowledgment", [{ ...unknown, eventType: "SOMETHING" }]), 400);
  });

  it("answers at most 1000 events a poll, the oldest first", async () => {
    await drain();
    const { id, uuid } = await placePaidOrder(s.t.app, s.maria, s.catalogue);
    await s.t.app.ctx.db.execute(sql`
      INSERT INTO ${opendeliveryEvents} (order_id, event_type, created_at)
      SELECT ${id}, 'PREPARING', now() + make_interval(secs => n) FROM generate_series(1, 1004) AS n`);
    const first = await pollPdv(s.t.app, s.token);
    expect(first).toHaveLength(1000);
    expect(first[0]).toMatchObject({ orderId: uuid, eventType: "CREATED" });
    await drain();
    expect(await pollPdv(s.t.app, s.token)).toEqual([]);
  });

  it("honours the standard's filters: eventType (the other events are acknowledged) and x-polling-merchants", async () => {
    await drain();
    const order = await placePaidOrder(s.t.app, s.maria, s.catalogue);
    await request(s.t.app, { method: "POST", url: "/order-state-historys", token: s.staff, payload: { order_id: order.id, to_state: "PREPARATION" } });
    expect(await pollPdv(s.t.app, s.token, "", { "x-polling-merchants": "outro-merchant-id-0000-0000-0000-0000000000" })).toEqual([]);
    const filtered = await pollPdv(s.t.app, s.token, "?eventType=PREPARING&eventType=DISPATCHED");
    expect(filtered.map((event) => event.eventType)).toEqual(["PREPARING"]);
    await acknowledgePdv(s.t.app, s.token, filtered);
    expect(await pollPdv(s.t.app, s.token)).toEqual([]);
    expectProblem(await pdv(s.t.app, s.token, "GET", "/v1/events:polling?eventType=BAKED"), 400);
  });
});
