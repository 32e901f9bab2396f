import { NO_FISCAL_CODES } from "@forno/domain/fiscal";
import { currentState, transitionProblem } from "@forno/domain/orders";
import {
  ACCESS_MESSAGES,
  NOT_FOUND_MESSAGES,
  CEP_MESSAGES,
  ACCOUNT_MESSAGES,
  cepCreateBodySchema,
  cepListQuerySchema,
  cepUpdateBodySchema,
  checkSettingChange,
  isSettingKey,
  clientListQuerySchema,
  type ListQuerySchema,
  loginBodySchema,
  orderListQuerySchema,
  orderStateChangeBodySchema,
  productAdditionalListQuerySchema,
  productAdditionalUpdateBodySchema,
  productCreateBodySchema,
  productListQuerySchema,
  productUpdateBodySchema,
  settingListQuerySchema,
  settingUpdateBodySchema,
  SETTING_SPECS,
  type SettingSpec,
  onDeliveryMethodsOf,
  ON_DELIVERY_SETTING_KEY,
  type Product,
} from "@forno/domain/schemas";
import { http, HttpResponse, type JsonBodyType } from "msw";
import { type z } from "zod";
import { backofficeMockData, type BackofficeMockData } from "./backoffice-fixtures";
import { createMockApi } from "./handlers";
import { applyListQuery, contains, equals, type MockListConfig } from "./list-query";
import { emitStaffOrderEvent, orderDeskHandlers } from "./order-desk-handlers";
import { assignMockDriver, driverHandlers } from "./driver-handlers";
import { couponHandlers } from "./coupon-handlers";
import { loyaltyStaffHandlers } from "./loyalty-staff-handlers";
import { reportHandlers } from "./report-handlers";
import { staffOrderHandlers } from "./staff-order-handlers";
import { fiscalHandlers } from "./fiscal-handlers";
import { privacyHandlers } from "./privacy-handlers";
import { integrationHandlers } from "./integration-handlers";
import { ifoodHandlers, ifoodMove } from "./ifood-handlers";
import { INVALID_REQUEST, unauthorizedMessage } from "./access";

/**
 * The staff side of the mock API, for the backoffice's component tests: login, the six lists with
 * the architecture's where_/order_/take/skip conventions, and every edit, each body validated with
 * the schema the API uses. Staff-only routes answer 401 without a token and 403 for a client's.
 * The storefront handlers of createMockApi come after these, so both apps' calls are answered.
 */
export function createBackofficeMockApi(baseUrl = "http://localhost:3000", data: BackofficeMockData = backofficeMockData()) {
  const url = (path: string) => `${baseUrl.replace(/\/+$/, "")}${path}`;
  const error = (statusCode: number, message: string) => HttpResponse.json({ statusCode, error: "Error", message }, { status: statusCode });

  function staffOnly(request: Request): Response | undefined {
    const token = request.headers.get("authorization")?.replace(/^Bearer /, "");
    const session = token ? data.sessions[token] : undefined;
    if (!session) return error(401, unauthorizedMessage(request));
    if (session.role !== "staff") return error(403, ACCESS_MESSAGES.forbidden);
    return undefined;
  }

  async function parse<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S> | Response> {
    const result = schema.safeParse(await request.json());
    return result.success ? result.data : error(400, result.error.issues[0]?.message ?? INVALID_REQUEST);
  }

  function list<S extends ListQuerySchema, Row>(request: Request, rows: readonly Row[], schema: S, config: MockListConfig<S, Row>) {
    const denied = staffOnly(request);
    if (denied) return denied;
    const result = applyListQuery(rows, new URL(request.url).searchParams, schema, config);
    return "error" in result ? error(400, result.error) : HttpResponse.json(result as JsonBodyType);
  }

  const findProduct = (id: unknown) => data.products.find((product) => product.id === Number(id));

  const handlers = [
    // Before GET /orders/:id, which would take "sse" for an id.
    ...orderDeskHandlers({ data, url, error, staffOnly }),
    ...fiscalHandlers({ data, url, error, staffOnly }),
    ...driverHandlers({ data, url, error, staffOnly, parse, list }),
    ...couponHandlers({ data, url, error, staffOnly, parse, list }),
    ...loyaltyStaffHandlers({ data, url, error, staffOnly, parse }),
    ...reportHandlers({ url, error, staffOnly, summary: (period) => data.reportSummary(period) }),
    ...privacyHandlers({ data, url, error, staffOnly, parse, list }),
    ...integrationHandlers({ data, url, error, staffOnly }),
    ...ifoodHandlers({ data, url, error, staffOnly }),
    http.post(url("/auth/login"), async ({ request }) => {
      const body = await parse(request, loginBodySchema);
      if (body instanceof Response) return body;
      const account = data.credentials[body.document];
      if (!account || account.password !== body.password || account.role !== "staff") return error(401, ACCOUNT_MESSAGES.invalidCredentials);
      return HttpResponse.json({ access_token: account.token });
    }),
    http.get(url("/products"), ({ request }) => {
      if (!request.headers.get("authorization")) return undefined; // the public catalogue handler answers
      return list(request, data.products, productListQuerySchema, {
        where: {
          where_id: equals((p) => p.id),
          where_name: contains((p) => p.name),
          where_amount: equals((p) => p.amount),
          where_product_group: contains((p) => p.product_group),
          where_product_subgroup: contains((p) => p.product_subgroup),
          where_is_active: equals((p) => p.is_active),
          where_is_fractionable: equals((p) => p.is_fractionable),
          where_featured: equals((p) => p.is_featured),
        },
        order: { order_group: (p) => p.product_group, order_id: (p) => p.id, order_name: (p) => p.name, order_amount: (p) => p.amount, order_subgroup: (p) => p.product_subgroup },
      });
    }),
    http.post(url("/products"), async ({ request }) => {
      const denied = staffOnly(request);
      if (denied) return denied;
      const body = await parse(request, productCreateBodySchema);
      if (body instanceof Response) return body;
      const id = Math.max(0, ...data.products.map((p) => p.id)) + 1;
      const { external_id, fiscal, ...fields } = body;
      const product: Product = { ...fields, fiscal: { ...NO_FISCAL_CODES, ...fiscal }, id, external_id: external_id ?? `P${id}`, description: fields.description ?? null, product_subgroup: fields.product_subgroup, image_url: null };
      data.products.push(product);
      return HttpResponse.json(product, { status: 201 });
    }),
    http.patch(url("/products/:id"), async ({ request, params }) => {
      const denied = staffOnly(request);
      if (denied) return denied;
      const body = await parse(request, productUpdateBodySchema);
      if (body instanceof Response) return body;
      const product = findProduct(params.id);
      if (!product) return error(404, NOT_FOUND_MESSAGES.product);
      const { fiscal, ...fields } = body;
      Object.assign(product, fields, fiscal === undefined ? {} : { fiscal: { ...NO_FISCAL_CODES, ...product.fiscal, ...fiscal } });
      return HttpResponse.json(product);
    }),
    http.post(url("/products/:id/upload"), ({ request, params }) => {
      const denied = staffOnly(request);
      if (denied) return denied;
      const product = findProduct(params.id);
      if (!product) return error(404, NOT_FOUND_MESSAGES.product);
      product.image_url = `${baseUrl}/uploads/products/${product.id}.jpg`;
      return HttpResponse.json(product);
    }),
    http.get(url("/product-additionals"), ({ request }) =>
      list(request, data.productAdditionals, productAdditionalListQuerySchema, {
        where: {
          where_id: equals((a) => a.id),
          where_group: contains((a) => a.group),
          where_category: contains((a) => a.category),
          where_name: contains((a) => a.name),
          where_amount: equals((a) => a.amount),
          where_is_active: equals((a) => a.is_active),
        },
        order: { order_id: (a) => a.id, order_group: (a) => a.group, order_category: (a) => a.category, order_name: (a) => a.name, order_amount: (a) => a.amount },
      }),
    ),
    http.patch(url("/product-additionals/:id"), async ({ request, params }) => {
      const denied = staffOnly(request);
      if (denied) return denied;
      const body = await parse(request, productAdditionalUpdateBodySchema);
      if (body instanceof Response) return body;
      const additional = data.productAdditionals.find((a) => a.id === Number(params.id));
      if (!additional) return error(404, NOT_FOUND_MESSAGES.additional);
      Object.assign(additional, body);
      return HttpResponse.json(additional);
    }),
    http.get(url("/settings"), ({ request }) => list(request, data.settings, settingListQuerySchema, { order: { order_id: (s) => s.id, order_description: (s) => s.description } })),
    http.patch(url("/settings/:id"), async ({ request, params }) => {
      const denied = staffOnly(request);
      if (denied) return denied;
      const body = await parse(request, settingUpdateBodySchema);
      if (body instanceof Response) return body;
      const setting = data.settings.find((s) => s.id === Number(params.id));
      if (!setting) return error(404, NOT_FOUND_MESSAGES.setting);
      // The API's own rules (the domain's checkSettingChange): the same 400s, the same stored value.
      const spec: SettingSpec | undefined = isSettingKey(setting.key) ? SETTING_SPECS[setting.key] : undefined;
      const current = new Map(data.settings.map((s) => [s.key, s.value]));
      const checked = checkSettingChange({ key: setting.key, type: spec?.type ?? "text", maxLength: spec?.maxLength, raw: body.value, current });
      if (checked.problem !== undefined) return error(400, checked.problem);
      Object.assign(setting, { value: checked.value, updated_at: new Date().toISOString() });
      if (setting.key === "store_info.online") data.store.store_info.online = checked.value === "true";
      if (setting.key === ON_DELIVERY_SETTING_KEY) data.store.payment.on_delivery_methods = onDeliveryMethodsOf(checked.value);
      return HttpResponse.json(setting);
    }),
    http.get(url("/clients"), ({ request }) =>
      list(request, data.clients, clientListQuerySchema, { where: { where_name: contains((c) => c.name), where_phone: contains((c) => c.phone) }, order: { order_name: (c) => c.name } }),
    ),
    http.get(url("/ceps"), ({ request }) =>
      list(request, data.ceps, cepListQuerySchema, {
        where: {
          where_postal_code: contains((c) => c.postal_code),
          where_neighborhood: contains((c) => c.neighborhood),
          where_amount: equals((c) => c.amount),
          where_active: equals((c) => c.active),
        },
        order: { order_postal_code: (c) => c.postal_code, order_neighborhood: (c) => c.neighborhood, order_amount: (c) => c.amount },
      }),
    ),
    http.post(url("/ceps"), async ({ request }) => {
      const denied = staffOnly(request);
      if (denied) return denied;
      const body = await parse(request, cepCreateBodySchema);
      if (body instanceof Response) return body;
      if (data.ceps.some((c) => c.postal_code === body.postal_code)) return error(409, CEP_MESSAGES.taken);
      data.ceps.push(body);
      return HttpResponse.json(body, { status: 201 });
    }),
    http.patch(url("/ceps/:postalCode"), async ({ request, params }) => {
      const denied = staffOnly(request);
      if (denied) return denied;
      const body = await parse(request, cepUpdateBodySchema);
      if (body instanceof Response) return body;
      const area = data.ceps.find((c) => c.postal_code === String(params.postalCode).replace(/\D/g, ""));
      if (!area) return error(404, NOT_FOUND_MESSAGES.cep);
      Object.assign(area, body);
      return HttpResponse.json(area);
    }),
    http.get(url("/orders"), ({ request }) => {
      const token = request.headers.get("authorization")?.replace(/^Bearer /, "");
      if (!token || data.sessions[token]?.role !== "staff") return undefined; // the client's own list
      return list(request, data.orders, orderListQuerySchema, {
        where: {
          where_external_id: equals((o) => o.external_id),
          where_client_name: contains((o) => o.Client?.name),
          where_client_phone: contains((o) => o.Client?.phone),
          where_to_state: equals((o) => currentState(o.OrderStateHistory)),
          where_not_to_state: (o, state) => currentState(o.OrderStateHistory) !== state,
        },
        order: {
          order_id: (o) => o.id,
          order_external_id: (o) => o.external_id,
          order_client_name: (o) => o.Client?.name ?? null,
          order_scheduled_time: (o) => o.scheduled_time,
          order_created_at: (o) => o.created_at,
        },
      });
    }),
    http.get(url("/orders/:id"), ({ request, params }) => {
      const denied = staffOnly(request);
      if (denied) return denied;
      const found = data.orders.find((o) => o.id === Number(params.id));
      return found ? HttpResponse.json(found) : error(404, NOT_FOUND_MESSAGES.order);
    }),
    http.post(url("/order-state-historys"), async ({ request }) => {
      const denied = staffOnly(request);
      if (denied) return denied;
      const body = await parse(request, orderStateChangeBodySchema);
      if (body instanceof Response) return body;
      const target = data.orders.find((o) => o.id === body.order_id);
      if (!target) return error(404, NOT_FOUND_MESSAGES.order);
      const fromIfood = ifoodMove(target, body, error, data.ifoodRefusal);
      if (fromIfood) {
        if (fromIfood.status === 202) emitStaffOrderEvent(data, target);
        return fromIfood;
      }
      const from = currentState(target.OrderStateHistory) ?? "PENDING";
      const problem = transitionProblem(from, body.to_state);
      if (problem) return error(409, problem);
      const refused = assignMockDriver(data, target, body.to_state, body.driver_id, error);
      if (refused) return refused;
      // A database id (an integer within PostgreSQL's range, as the order schema checks): the next one.
      const lastId = Math.max(0, ...data.orders.flatMap((o) => o.OrderStateHistory.map((h) => h.id)));
      const entry = { id: lastId + 1, to_state: body.to_state, created_at: new Date().toISOString() };
      target.OrderStateHistory.push(entry);
      emitStaffOrderEvent(data, target);
      return HttpResponse.json(entry, { status: 201 });
    }),
  ];

  return { handlers: [...handlers, ...staffOrderHandlers({ data, url, error, staffOnly }), ...createMockApi(baseUrl, data).handlers], data };
}
