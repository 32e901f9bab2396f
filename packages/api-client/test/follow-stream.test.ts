import { sampleOrder } from "@forno/domain/fixtures";
import { type Order, type PaymentEvent } from "@forno/domain/schemas";
import { describe, expect, it } from "vitest";
import { createApiClient } from "../src/client";
import { memoryTokenStore } from "../src/token-store";
import { listen, until } from "./sse-server";
import { signedInClient } from "./support";

/** A client whose API is the local event-stream server; `paths` records what was asked. */
async function streamingApi(events: readonly string[], paths: string[] = [], auth: (string | undefined)[] = []) {
  const url = await listen((req, res) => {
    paths.push(req.url ?? "");
    auth.push(req.headers.authorization);
    res.writeHead(200, { "content-type": "text/event-stream" });
    res.write(events.map((data, index) => `id: ${index + 1}\ndata: ${data}\n\n`).join(""));
  });
  return createApiClient({ baseUrl: `${new URL(url).origin}/`, tokenStore: memoryTokenStore("abc") });
}

describe("followStream: the one helper behind the order and payment streams", () => {
  it("a stream closed before its reader has loaded never connects (the reader loads with the first stream, decision 3001)", async () => {
    const paths: string[] = [];
    const api = await streamingApi(['{"status":"approved"}'], paths);
    const stream = api.payments.stream(7, { onStatus: () => undefined });
    stream.close();
    expect(stream.closed).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(paths).toEqual([]);
  });

  it("the payment stream hands over each {status} the schema accepts, in order; the rest go to onError", async () => {
    const paths: string[] = [];
    const auth: (string | undefined)[] = [];
    const api = await streamingApi(['{"status":"approved"}', '{"status":"maybe"}', "not json", '{"status":"rejected"}'], paths, auth);
    const statuses: PaymentEvent["status"][] = [];
    const errors: unknown[] = [];
    const stream = api.payments.stream(7, { onStatus: (event) => statuses.push(event.status), onError: (error) => errors.push(error) });
    await until(() => statuses.length === 2 && errors.length === 2);
    stream.close();
    expect(statuses).toEqual(["approved", "rejected"]);
    expect(paths[0]).toBe("/order-payments/sse/7");
    expect(auth[0]).toBe("Bearer abc");
  });

  it("the order stream hands over the whole order, read with the order schema", async () => {
    const paths: string[] = [];
    const api = await streamingApi([JSON.stringify(sampleOrder), JSON.stringify({ ...sampleOrder, amount: "muito" })], paths);
    const orders: Order[] = [];
    const errors: unknown[] = [];
    const stream = api.orders.stream(sampleOrder.id, { onOrder: (order) => orders.push(order), onError: (error) => errors.push(error) });
    await until(() => orders.length === 1 && errors.length === 1);
    stream.close();
    expect(orders[0]).toEqual(sampleOrder);
    expect(paths[0]).toBe(`/orders/sse/${sampleOrder.id}`);
  });

  it("a handler that throws is reported to onError, and the next message still arrives", async () => {
    const api = await streamingApi([JSON.stringify(sampleOrder), JSON.stringify(sampleOrder)]);
    const errors: unknown[] = [];
    let calls = 0;
    const stream = api.orders.stream(sampleOrder.id, {
      onOrder: () => {
        calls++;
        throw new Error("screen gone");
      },
      onError: (error) => errors.push(error),
    });
    await until(() => calls === 2 && errors.length === 2);
    stream.close();
    expect((errors[0] as Error).message).toBe("screen gone");
  });

  it("after close() nothing more is handed over", async () => {
    const api = await streamingApi([JSON.stringify(sampleOrder), JSON.stringify(sampleOrder)]);
    let calls = 0;
    const stream = api.orders.stream(sampleOrder.id, {
      onOrder: () => {
        calls++;
        stream.close();
      },
    });
    await until(() => calls === 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls).toBe(1);
  });
});

describe("followStream against the real API", () => {
  it("the order stream's message is a whole order the order schema accepts", async () => {
    const { api } = await signedInClient();
    const [product] = await api.products.list({ where_is_fractionable: false, where_is_active: true, take: 1 });
    const item = { cart_index: 0, item_id: product!.id, item_id_parent: null, item_group: 0, product_id: product!.id, quantity: 1, item_notes: null };
    const created = await api.orders.create({ items: [item], is_delivery: false, order_notes: null }, crypto.randomUUID());
    const orders: Order[] = [];
    const errors: unknown[] = [];
    const stream = api.orders.stream(created.id, { onOrder: (order) => orders.push(order), onError: (error) => errors.push(error) });
    await until(() => orders.length + errors.length > 0);
    stream.close();
    expect(errors).toEqual([]);
    expect(orders[0]).toMatchObject({ id: created.id, external_id: created.external_id, OrderItem: created.OrderItem });
  });
});
