import { ORDER_MESSAGES } from "@forno/domain/catalog";
import { STAFF_ORDER_MESSAGES } from "@forno/domain/orders";
import {
  NOT_FOUND_MESSAGES,
  CEP_MESSAGES,
  addressCreateBodySchema,
  addressUpdateBodySchema,
  orderCreateBodySchema,
  orderListQuerySchema,
  productListQuerySchema,
  type Address,
  type Order,
} from "@forno/domain/schemas";
import { DEFAULT_SCHEDULING_SETTINGS, closedOrderMessage, isOpenAt, scheduleRefusal, slotCounts } from "@forno/domain/store-hours";
import { http, HttpResponse, type JsonBodyType } from "msw";
import { type z } from "zod";
import { accountHandlers } from "./account-handlers";
import { mockCouponOrder, mockQuote } from "./coupon-quote";
import { mockData, type MockData } from "./fixtures";
import { applyListQuery, contains, equals } from "./list-query";
import { loyaltyHandlers, mockOrderStamps } from "./loyalty-handlers";
import { paymentHandlers } from "./payment-handlers";
import { pushHandlers } from "./push-handlers";
import { mockOperation, mockStoreHours, storeHoursHandlers } from "./store-hours-handlers";
import { INVALID_REQUEST, unauthorizedMessage } from "./access";

/**
 * msw handlers for the apps' component tests, shaped by @forno/domain's schemas: request bodies
 * are validated with the same schemas the API uses, answers are the fixtures' shapes. `data` is
 * mutable so a test can set the store offline, add addresses, and so on.
 */
export function createMockApi(baseUrl = "http://localhost:3000", data: MockData = mockData()) {
  const url = (path: string) => `${baseUrl.replace(/\/+$/, "")}${path}`;
  const error = (statusCode: number, message: string) =>
    HttpResponse.json({ statusCode, error: statusCode === 401 ? "Unauthorized" : statusCode === 404 ? "Not Found" : "Bad Request", message }, { status: statusCode });

  function session(request: Request) {
    const token = request.headers.get("authorization")?.replace(/^Bearer /, "");
    return token ? data.sessions[token] : undefined;
  }

  async function parse<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S> | Response> {
    const result = schema.safeParse(await request.json());
    if (!result.success) return error(400, result.error.issues[0]?.message ?? INVALID_REQUEST);
    return result.data;
  }

  const signedIn = (request: Request, answer: () => JsonBodyType) =>
    session(request) ? HttpResponse.json(answer()) : error(401, unauthorizedMessage(request));

  const handlers = [
    ...accountHandlers({ data, url, error, parse, session }),
    ...paymentHandlers({ data, url, error, session }),
    ...storeHoursHandlers({ data, url, error, parse, session }),
    ...pushHandlers({ data, url, error, parse, session }),
    ...loyaltyHandlers({ data, url, error, session }),
    http.get(url("/settings/store"), () => {
      const { appearance, store_info, payment_provider, payment, catalog } = data.store;
      return HttpResponse.json({ appearance, store_info, operation: mockOperation(data), payment_provider, payment, catalog });
    }),
    http.get(url("/settings/store/details"), () => HttpResponse.json({ ...data.store, operation: mockOperation(data) })),
    http.get(url("/products"), ({ request }) => {
      const products = applyListQuery(data.products.filter((p) => p.is_active), new URL(request.url).searchParams, productListQuerySchema, {
        where: { where_featured: equals((p) => p.is_featured), where_product_group: contains((p) => p.product_group) },
      });
      return "error" in products ? error(400, products.error) : HttpResponse.json(products);
    }),
    http.get(url("/product-has-additionals"), ({ request }) => {
      const externalId = new URL(request.url).searchParams.get("product_id") ?? "";
      return HttpResponse.json(data.additionals[externalId] ?? []);
    }),
    http.get(url("/ceps/:postalCode"), ({ params }) => {
      const area = data.ceps.find((cep) => cep.active && cep.postal_code === String(params.postalCode).replace(/\D/g, ""));
      if (!area) return error(404, CEP_MESSAGES.outOfArea);
      const { active: _active, ...lookup } = area;
      return HttpResponse.json(lookup);
    }),
    http.get(url("/auth/profile"), ({ request }) => {
      const profile = session(request);
      if (!profile) return error(401, unauthorizedMessage(request));
      const iat = Math.floor(Date.now() / 1000);
      return HttpResponse.json({ ...profile, iat, exp: iat + 7 * 86_400 });
    }),
    http.get(url("/auth/refresh"), ({ request }) => signedIn(request, () => ({ access_token: "client-token" }))),
    http.get(url("/client-addresses"), ({ request }) => signedIn(request, () => data.addresses)),
    http.post(url("/client-addresses"), async ({ request }) => {
      if (!session(request)) return error(401, unauthorizedMessage(request));
      const body = await parse(request, addressCreateBodySchema);
      if (body instanceof Response) return body;
      const area = data.ceps.find((cep) => cep.active && cep.postal_code === body.postal_code);
      if (!area) return error(400, CEP_MESSAGES.outOfArea);
      const address: Address = {
        id: data.addresses.length + 1,
        alias: body.alias ?? null,
        number: body.number,
        address_info: body.address_info ?? null,
        address_notes: body.address_notes ?? null,
        postal_code: body.postal_code,
        is_default: body.is_default ?? data.addresses.length === 0,
        neighborhood: area.neighborhood,
        Cep: { street: area.street, neighborhood: area.neighborhood, city: area.city, state: area.state, amount: area.amount },
      };
      data.addresses.push(address);
      return HttpResponse.json(address, { status: 201 });
    }),
    http.patch(url("/client-addresses/:id"), async ({ request, params }) => {
      if (!session(request)) return error(401, unauthorizedMessage(request));
      const body = await parse(request, addressUpdateBodySchema);
      if (body instanceof Response) return body;
      const address = data.addresses.find((a) => a.id === Number(params.id));
      if (!address) return error(404, NOT_FOUND_MESSAGES.address);
      Object.assign(address, body);
      return HttpResponse.json(address);
    }),
    http.delete(url("/client-addresses/:id"), ({ request, params }) => {
      if (!session(request)) return error(401, unauthorizedMessage(request));
      data.addresses = data.addresses.filter((a) => a.id !== Number(params.id));
      return HttpResponse.json({});
    }),
    http.get(url("/orders"), ({ request }) => {
      if (!session(request)) return error(401, unauthorizedMessage(request));
      // The API's default order: newest first.
      const newestFirst = [...data.orders].sort((a, b) => b.id - a.id);
      const orders = applyListQuery(newestFirst, new URL(request.url).searchParams, orderListQuerySchema, {
        where: { where_not_to_state: (order, state) => order.OrderStateHistory.at(-1)?.to_state !== state },
        order: { order_id: (order) => order.id },
      });
      return "error" in orders ? error(400, orders.error) : HttpResponse.json(orders);
    }),
    http.get(url("/orders/:id"), ({ request, params }) => {
      if (!session(request)) return error(401, unauthorizedMessage(request));
      const order = data.orders.find((entry) => entry.id === Number(params.id));
      return order ? HttpResponse.json(order) : error(404, NOT_FOUND_MESSAGES.order);
    }),
    http.post(url("/orders/quote"), async ({ request }) => {
      const body = await parse(request, orderCreateBodySchema);
      if (body instanceof Response) return body;
      data.quoteBodies.push(body);
      const who = session(request);
      const staff = who?.role === "staff";
      const namesClient = body.client_id !== undefined || body.client !== undefined;
      if (!staff && (namesClient || body.channel !== undefined)) return error(403, STAFF_ORDER_MESSAGES.staffOnlyFields);
      if (staff && body.channel === undefined) return error(400, STAFF_ORDER_MESSAGES.channelRequired);
      const result = mockQuote(data, body, { signedIn: staff ? namesClient : who !== undefined, channel: body.channel ?? "online", byStaff: staff });
      return "status" in result ? error(result.status, result.message) : HttpResponse.json(result.quote);
    }),
    http.post(url("/orders"), async ({ request }) => {
      if (!session(request)) return error(401, unauthorizedMessage(request));
      const body = await parse(request, orderCreateBodySchema);
      if (body instanceof Response) return body;
      if (!data.store.store_info.online) return error(422, ORDER_MESSAGES.storeClosed);
      const now = new Date();
      const hours = mockStoreHours(data);
      const scheduledFor = body.scheduled_for ?? null;
      if (scheduledFor === null && !isOpenAt(hours, now)) return error(422, closedOrderMessage(hours, now));
      if (scheduledFor !== null) {
        const taken = slotCounts(Object.entries(data.slotsTaken).map(([start, count]) => ({ start, count })));
        const refusal = scheduleRefusal({ hours, settings: { ...DEFAULT_SCHEDULING_SETTINGS, ...data.store.operation }, scheduledFor, now, taken });
        if (refusal) return error(422, refusal.message);
        const slot = new Date(scheduledFor).toISOString();
        data.slotsTaken[slot] = (data.slotsTaken[slot] ?? 0) + 1;
      }
      const id = Math.max(0, ...data.orders.map((o) => o.id)) + 1;
      const createdAt = now.toISOString();
      const plain: Order = {
        ...structuredClone(data.orders[0] ?? mockData().orders[0]!),
        id,
        external_id: 1000 + id,
        created_at: createdAt,
        is_delivery: body.is_delivery,
        scheduled_time: scheduledFor === null ? null : new Date(scheduledFor).toISOString(),
        is_scheduled: scheduledFor !== null,
        OrderStateHistory: [{ id, to_state: "PENDING", created_at: createdAt }],
        OrderPayment: [],
        loyalty_stamps: mockOrderStamps(data, body),
      };
      const order = mockCouponOrder(data, body, "online", plain);
      if ("status" in order) return error(order.status, order.message);
      data.orders.push(order);
      return HttpResponse.json(order, { status: 201 });
    }),
  ];

  return { handlers, data };
}

export { mockData, type MockData };
