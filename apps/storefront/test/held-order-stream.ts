import type { Order } from "@forno/domain/schemas";
import { http, HttpResponse } from "msw";
import { expect } from "vitest";
import { server } from "./mock-api";

/**
 * Answers GET /orders/sse/{orderId} with one event carrying `next`, once `release()` is called:
 * the screen first shows the order it had, then what the stream says.
 */
export function holdOrderStream(orderId: number, next: Order): { release: () => void } {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get("http://localhost:3000/orders/sse/:id", async ({ params }) => {
      expect(params.id).toBe(String(orderId));
      await released;
      const body = new ReadableStream({
        start: (controller) => controller.enqueue(new TextEncoder().encode(`id: 7\ndata: ${JSON.stringify(next)}\n\n`)),
      });
      return new HttpResponse(body, { headers: { "content-type": "text/event-stream" } });
    }),
  );
  return { release };
}

/** The order with one more state in its history. */
export function withState(order: Order, to_state: string, created_at: string): Order {
  return { ...structuredClone(order), OrderStateHistory: [...order.OrderStateHistory, { id: order.OrderStateHistory.length + 1, to_state, created_at }] } as Order;
}
