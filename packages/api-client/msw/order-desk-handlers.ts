import { NOT_FOUND_MESSAGES, ticketQuerySchema, type Order } from "@forno/domain/schemas";
import { orderTicketText } from "@forno/domain/tickets";
import { http, HttpResponse } from "msw";
import { type MockData } from "./fixtures";
import { INVALID_REQUEST } from "./access";

export interface OrderDeskHandlerTools {
  data: MockData;
  url: (path: string) => string;
  error: (statusCode: number, message: string) => Response;
  staffOnly: (request: Request) => Response | undefined;
}

interface StaffStream {
  send: (order: Order) => void;
  drop: () => void;
}

const streamsOf = new WeakMap<MockData, Set<StaffStream>>();
const sequenceOf = new WeakMap<MockData, number>();

function streams(data: MockData): Set<StaffStream> {
  let set = streamsOf.get(data);
  if (!set) {
    set = new Set();
    streamsOf.set(data, set);
  }
  return set;
}

/** Sends the whole order on every open staff stream (what the API does on each change). */
export function emitStaffOrderEvent(data: MockData, order: Order): void {
  const id = (sequenceOf.get(data) ?? 0) + 1;
  sequenceOf.set(data, id);
  for (const stream of streams(data)) stream.send(structuredClone(order));
}

/** Ends every open staff stream, as a dropped connection would (the reader reconnects). */
export function dropStaffStreams(data: MockData): void {
  for (const stream of [...streams(data)]) stream.drop();
}

/** How many staff streams are open now (a test waits for the desk to connect). */
export function openStaffStreams(data: MockData): number {
  return streams(data).size;
}

/** GET /orders/sse and GET /orders/{id}/ticket of operations section 1, staff only. */
export function orderDeskHandlers({ data, url, error, staffOnly }: OrderDeskHandlerTools) {
  return [
    http.get(url("/orders/sse"), ({ request }) => {
      const denied = staffOnly(request);
      if (denied) return denied;
      const encoder = new TextEncoder();
      let stream: StaffStream | undefined;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          stream = {
            send: (order) => {
              try {
                controller.enqueue(encoder.encode(`id: ${sequenceOf.get(data) ?? 0}\ndata: ${JSON.stringify(order)}\n\n`));
              } catch {
                // The page closed the stream.
              }
            },
            drop: () => {
              streams(data).delete(stream!);
              try {
                controller.close();
              } catch {
                // Already closed.
              }
            },
          };
          streams(data).add(stream);
          controller.enqueue(encoder.encode(": connected\n\n"));
          request.signal.addEventListener("abort", () => streams(data).delete(stream!));
        },
        cancel() {
          if (stream) streams(data).delete(stream);
        },
      });
      return new HttpResponse(body, { headers: { "content-type": "text/event-stream" } });
    }),
    http.get(url("/orders/:id/ticket"), ({ request, params }) => {
      const denied = staffOnly(request);
      if (denied) return denied;
      // The API's own query schema and messages; without a width, the store's default paper (48).
      const query = ticketQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!query.success) return error(400, query.error.issues[0]?.message ?? INVALID_REQUEST);
      const { template, width = 48 } = query.data;
      const order = data.orders.find((entry) => entry.id === Number(params.id));
      if (!order) return error(404, NOT_FOUND_MESSAGES.order);
      // The domain's own layout, so the print view is tested on real ticket text.
      return new HttpResponse(orderTicketText(order, template, width), { headers: { "content-type": "text/plain; charset=utf-8" } });
    }),
  ];
}
