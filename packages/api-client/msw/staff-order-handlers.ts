import { STAFF_ORDER_MESSAGES } from "@forno/domain/orders";
import { orderCreateBodySchema, type Order } from "@forno/domain/schemas";
import { http, HttpResponse } from "msw";
import { type BackofficeMockData } from "./backoffice-fixtures";
import { INVALID_REQUEST } from "./access";
import { mockCouponOrder } from "./coupon-quote";

interface StaffOrderHandlerTools {
  data: BackofficeMockData;
  url: (path: string) => string;
  error: (statusCode: number, message: string) => Response;
  staffOnly: (request: Request) => Response | undefined;
}

/**
 * Staff orders against the mock store (decisions 1710, 1713): POST /orders with a staff token (the
 * client by id or by name and phone, found by phone or added; the channel), and the client's last
 * address. A client's POST /orders falls through to the storefront handler. `data.staffOrderBodies`
 * records what the screen sent.
 */
export function staffOrderHandlers({ data, url, error, staffOnly }: StaffOrderHandlerTools) {
  return [
    http.post(url("/orders"), async ({ request }) => {
      const token = request.headers.get("authorization")?.replace(/^Bearer /, "");
      if (!token || data.sessions[token]?.role !== "staff") return undefined;
      const raw: unknown = await request.clone().json();
      data.staffOrderBodies.push(raw);
      const parsed = orderCreateBodySchema.safeParse(raw);
      if (!parsed.success) return error(400, parsed.error.issues[0]?.message ?? INVALID_REQUEST);
      const body = parsed.data;
      if (body.channel === undefined) return error(400, STAFF_ORDER_MESSAGES.channelRequired);
      let client = body.client_id !== undefined ? data.clients.find((row) => row.id === body.client_id) : undefined;
      if (body.client_id !== undefined && client === undefined) return error(422, STAFF_ORDER_MESSAGES.clientNotFound);
      if (body.client !== undefined) {
        const { name, phone } = body.client;
        client = data.clients.filter((row) => row.phone === phone).sort((a, b) => b.id - a.id)[0];
        if (client === undefined) {
          client = { id: Math.max(0, ...data.clients.map((row) => row.id)) + 1, name, phone, document: null, email: null, birthday: null, loyalty_stamps: 0 };
          data.clients.push(client);
        }
      }
      if (client === undefined) return error(400, STAFF_ORDER_MESSAGES.clientRequired);
      const id = Math.max(0, ...data.orders.map((o) => o.id)) + 1;
      const createdAt = new Date().toISOString();
      const plain: Order = {
        ...structuredClone(data.orders[0]!),
        id,
        external_id: 1000 + id,
        created_at: createdAt,
        is_delivery: body.is_delivery,
        order_notes: body.order_notes,
        channel: body.channel,
        Client: { name: client.name, phone: client.phone, email: client.email },
        OrderStateHistory: [{ id: id * 10, to_state: "PENDING", created_at: createdAt }],
        OrderPayment: [],
      };
      const order = mockCouponOrder(data, body, body.channel, plain);
      if ("status" in order) return error(order.status, order.message);
      data.orders.push(order);
      return HttpResponse.json(order, { status: 201 });
    }),
    http.get(url("/clients/:id/last-address"), ({ request, params }) => {
      const denied = staffOnly(request);
      if (denied) return denied;
      const id = Number(params.id);
      if (!data.clients.some((row) => row.id === id)) return error(404, STAFF_ORDER_MESSAGES.clientNotFound);
      return HttpResponse.json({ address: data.lastAddresses[id] ?? null });
    }),
  ];
}
