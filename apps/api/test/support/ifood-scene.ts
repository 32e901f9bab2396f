import { and, eq } from "drizzle-orm";
import type { Order } from "@forno/domain/schemas";
import { orders } from "../../src/db/schema";
import type { FakeIfood } from "./fake-ifood";
import { type IfoodOrderInput, ifoodOrderDetails } from "./ifood-orders";
import { type TestApp, request } from "./index";

/** What the iFood tests do through the API and the fake: orders placed on iFood, read and moved in Forno. */
export function ifoodScene(app: () => TestApp, staff: () => string, fake: () => FakeIfood) {
  /** Reads again until `done`; the last value when it never holds (the test's expect then says what it was). */
  const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const value = await read();
      if (done(value) || Date.now() > deadline) return value;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const readOrder = async (id: number): Promise<Order> => {
    const answer = await request(app().app, { method: "GET", url: `/orders/${id}`, token: staff() });
    if (answer.statusCode !== 200) throw new Error(`GET /orders/${id}: ${answer.statusCode} ${answer.body}`);
    return answer.json<Order>();
  };
  /** The Forno order of an iFood id, once the poller made it (null while it has not). */
  const fornoIdOf = async (ifoodId: string): Promise<number | null> => {
    const [row] = await app()
      .app.ctx.db.select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.channel, "ifood"), eq(orders.externalRef, ifoodId)));
    return row?.id ?? null;
  };
  /** Places an order on the fake iFood and waits for its Forno order. */
  const placed = async (input: IfoodOrderInput = {}, options: { notFoundReads?: number; ms?: number } = {}) => {
    const details = ifoodOrderDetails(input);
    fake().place(details, { notFoundReads: options.notFoundReads ?? 0 });
    const ifoodId = String(details.id);
    const id = await until(() => fornoIdOf(ifoodId), (found) => found !== null, options.ms);
    if (id === null) throw new Error(`the iFood order ${ifoodId} never reached Forno`);
    return { id, ifoodId, details, order: await readOrder(id) };
  };
  const move = (id: number, toState: string, extra: Record<string, unknown> = {}) =>
    request(app().app, { method: "POST", url: "/order-state-historys", token: staff(), payload: { order_id: id, to_state: toState, ...extra } });
  const stateOf = (order: Order) => order.OrderStateHistory.at(-1)?.to_state;
  return { until, readOrder, fornoIdOf, placed, move, stateOf };
}
