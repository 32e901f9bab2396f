import { count, eq } from "drizzle-orm";
import { orderSchema } from "@forno/domain/schemas";
import { describe, expect, it } from "vitest";
import { orderStateHistory } from "../../db/schema";
import { acknowledgePdv, expectProblem, openStream, orderState, pdv, placePaidOrder, pollPdv, request } from "../../../test/support";
import { usePdvScene } from "../../../test/support/pdv-scene";
import { CANCELLED_ORDER } from "./status-calls";

const s = usePdvScene();

const call = (uuid: string, name: string, payload?: unknown) => pdv(s.t.app, s.token, "POST", `/v1/orders/${uuid}/${name}`, payload);
const historyRows = async (orderId: number) => (await s.t.app.ctx.db.select({ n: count() }).from(orderStateHistory).where(eq(orderStateHistory.orderId, orderId)))[0]!.n;

/** This order's events in the feed, acknowledged as a PDV does. */
async function eventsOf(uuid: string): Promise<string[]> {
  const events = await pollPdv(s.t.app, s.token);
  if (events.length > 0) await acknowledgePdv(s.t.app, s.token, events);
  return events.filter((event) => event.orderId === uuid).map((event) => event.eventType);
}

describe("the PDV's status calls", () => {
  it("confirm, preparing, readyForPickup, dispatch, delivered: each its move and event, once, however often and late it comes", async () => {
    const order = await placePaidOrder(s.t.app, s.maria, s.catalogue);
    expect(await eventsOf(order.uuid)).toEqual(["CREATED"]);

    const bare = await s.t.app.inject({ method: "POST", url: `/opendelivery/v1/orders/${order.uuid}/confirm`, headers: { authorization: `Bearer ${s.token}`, "content-type": "application/json" } });
    expect(bare.statusCode).toBe(202);
    expect((await call(order.uuid, "confirm", { createdAt: new Date().toISOString(), orderExternalCode: "PDV-1" })).statusCode).toBe(202);
    expect(await orderState(s.t.app, order.id)).toBe("PAID");
    const confirmed = orderSchema.parse((await request(s.t.app, { method: "GET", url: `/orders/${order.id}`, token: s.staff })).json());
    expect(confirmed.opendelivery_confirmed_at).not.toBeNull();
    expect(await eventsOf(order.uuid)).toEqual(["CONFIRMED"]);

    const steps: Array<[string, string, string]> = [
      ["preparing", "PREPARATION", "PREPARING"],
      ["readyForPickup", "PREPARATION", "READY_FOR_PICKUP"],
      ["dispatch", "DISPATCHED", "DISPATCHED"],
      ["delivered", "DELIVERED", "DELIVERED"],
    ];
    for (const [name, state, event] of steps) {
      expect((await call(order.uuid, name)).statusCode).toBe(202);
      const rows = await historyRows(order.id);
      expect((await call(order.uuid, name)).statusCode).toBe(202);
      expect(await historyRows(order.id)).toBe(rows);
      expect(await orderState(s.t.app, order.id)).toBe(state);
      expect(await eventsOf(order.uuid)).toEqual([event]);
    }
    // Late and repeated calls once delivered: accepted, nothing changes.
    const rows = await historyRows(order.id);
    for (const name of ["preparing", "dispatch", "confirm", "readyForPickup"]) expect((await call(order.uuid, name)).statusCode).toBe(202);
    expect(await historyRows(order.id)).toBe(rows);
    expect(await orderState(s.t.app, order.id)).toBe("DELIVERED");
    expect(await eventsOf(order.uuid)).toEqual([]);
  });

  it("moves through the one state service: the customer's stream follows the PDV's moves", async () => {
    const order = await placePaidOrder(s.t.app, s.maria, s.catalogue);
    const stream = await openStream(s.t.app, `/orders/sse/${order.id}`, { token: s.maria });
    try {
      expect(stream.status).toBe(200);
      expect((await call(order.uuid, "preparing")).statusCode).toBe(202);
      expect((await call(order.uuid, "dispatch")).statusCode).toBe(202);
      const states: string[] = [];
      while (!states.includes("DISPATCHED")) {
        const message = await stream.next(5000);
        states.push(orderSchema.parse(JSON.parse(message.data)).OrderStateHistory.at(-1)!.to_state);
      }
      expect(states.filter((state) => state !== "PAID")).toEqual(["PREPARATION", "DISPATCHED"]);
    } finally {
      stream.close();
    }
  });

  it("requestCancellation: CANCELLED_STORE and a CANCELLED event with the PDV's reason; afterwards moves are refused with the state machine's 422", async () => {
    const order = await placePaidOrder(s.t.app, s.maria, s.catalogue);
    await eventsOf(order.uuid);
    expectProblem(await call(order.uuid, "requestCancellation", { reason: "Sem calabresa" }), 400);
    expectProblem(await s.t.app.inject({ method: "POST", url: `/opendelivery/v1/orders/${order.uuid}/requestCancellation`, headers: { authorization: `Bearer ${s.token}`, "content-type": "application/json" } }), 400);
    expectProblem(await s.t.app.inject({ method: "POST", url: `/opendelivery/v1/orders/${order.uuid}/dispatch`, headers: { authorization: `Bearer ${s.token}`, "content-type": "application/json" }, payload: '{"__proto__": {"x": 1}}' }), 400);
    const body = { reason: "Acabou a calabresa", code: "UNAVAILABLE_ITEM", mode: "MANUAL" };
    expect((await call(order.uuid, "requestCancellation", body)).statusCode).toBe(202);
    expect((await call(order.uuid, "requestCancellation", body)).statusCode).toBe(202);
    expect(await orderState(s.t.app, order.id)).toBe("CANCELLED_STORE");
    const events = (await pollPdv(s.t.app, s.token)).filter((event) => event.orderId === order.uuid);
    expect(events).toMatchObject([{ eventType: "CANCELLED", metadata: { reason: "Acabou a calabresa", code: "UNAVAILABLE_ITEM" } }]);
    await acknowledgePdv(s.t.app, s.token, events);

    expect(expectProblem(await call(order.uuid, "dispatch"), 422).title).toBe("Não é possível mudar o pedido de Cancelado pela Loja para Saiu para Entrega.");
    expect(expectProblem(await call(order.uuid, "confirm"), 422).title).toBe(CANCELLED_ORDER);
    expect(expectProblem(await call(order.uuid, "readyForPickup"), 422).title).toBe(CANCELLED_ORDER);
    expect(await eventsOf(order.uuid)).toEqual([]);
  });

  it("a delivered order cannot be cancelled: 422, nothing changes", async () => {
    const order = await placePaidOrder(s.t.app, s.maria, s.catalogue);
    for (const name of ["preparing", "dispatch", "delivered"]) await call(order.uuid, name);
    const problem = expectProblem(await call(order.uuid, "requestCancellation", { reason: "Cliente desistiu", code: "DELIVERY_PROBLEM", mode: "AUTO" }), 422);
    expect(problem.title).toBe("Não é possível mudar o pedido de Entregue para Cancelado pela Loja.");
    expect(await orderState(s.t.app, order.id)).toBe("DELIVERED");
  });

  it("answers 404 for an order it does not know (or never paid) and 400 for an id that is not a UUID, in the standard's shape", async () => {
    expectProblem(await call("5a8b2c4d-1e3f-4a5b-8c7d-9e0f1a2b3c4d", "confirm"), 404);
    expectProblem(await pdv(s.t.app, s.token, "GET", "/v1/orders/5a8b2c4d-1e3f-4a5b-8c7d-9e0f1a2b3c4d"), 404);
    expectProblem(await call("42", "preparing"), 400);
    expectProblem(await pdv(s.t.app, s.token, "GET", "/v1/orders/42"), 400);
  });
});
