import { type Order } from "@forno/domain/schemas";
import { orderTicketText, TICKET_TEMPLATES, TICKET_WIDTHS, type TicketTemplate, type TicketWidth } from "@forno/domain/tickets";
import { http, HttpResponse } from "msw";
import { type MockData } from "./fixtures";

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
      const query = new URL(request.url).searchParams;
      const template = (query.get("template") ?? "kitchen") as TicketTemplate;
      const width = Number(query.get("width") ?? 48) as TicketWidth;
      if (!TICKET_TEMPLATES.includes(template) || !TICKET_WIDTHS.includes(width)) return error(400, "Modelo ou largura inválidos.");
      const order = data.orders.find((entry) => entry.id === Number(params.id));
      if (!order) return error(404, "Pedido não encontrado.");
      // The domain's own layout, so the print view is tested on real ticket text.
      return new HttpResponse(orderTicketText(order, template, width), { headers: { "content-type": "text/plain; charset=utf-8" } });
    }),
  ];
}
