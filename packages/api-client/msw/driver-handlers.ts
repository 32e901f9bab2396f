import {
  DRIVER_MESSAGES,
  driverCreateBodySchema,
  driverListQuerySchema,
  driverReportQuerySchema,
  type DriverReportRow,
  driverUpdateBodySchema,
  type Order,
} from "@forno/domain/schemas";
import { centavosToReais, reaisToCentavos } from "@forno/domain/pricing";
import { wallClock } from "@forno/domain/store-hours";
import { http, HttpResponse } from "msw";
import { type BackofficeMockData } from "./backoffice-fixtures";
import { contains, equals } from "./list-query";
import { INVALID_REQUEST } from "./access";
import { type StaffTableTools } from "./handler-tools";

export type DriverHandlerTools = StaffTableTools;

const STORE_ZONE = "America/Sao_Paulo";

/** When an order last left (its latest DISPATCHED entry), as the API's `dispatched_at`. */
function dispatchedAt(order: Order): string | undefined {
  return order.OrderStateHistory.filter((entry) => entry.to_state === "DISPATCHED").at(-1)?.created_at;
}

/** GET /reports/drivers, computed from the mock's orders as the API computes it from its tables. */
export function mockDriverReport(orders: readonly Order[], date: string): DriverReportRow[] {
  const rows = new Map<number, { name: string; deliveries: number; fees: number; cash: number }>();
  for (const order of orders) {
    const at = dispatchedAt(order);
    if (!order.is_delivery || !order.driver || !at || wallClock(Date.parse(at), STORE_ZONE).date !== date) continue;
    const row = rows.get(order.driver.id) ?? { name: order.driver.name, deliveries: 0, fees: 0, cash: 0 };
    const fee = reaisToCentavos(order.delivery_fee);
    row.deliveries += 1;
    row.fees += fee;
    if ((order.OrderPayment ?? []).some((payment) => (payment.payment_method as string) === "cash")) row.cash += reaisToCentavos(order.amount) + fee - reaisToCentavos(order.discount);
    rows.set(order.driver.id, row);
  }
  return [...rows]
    .map(([driver_id, row]) => ({ driver_id, name: row.name, deliveries: row.deliveries, delivery_fees: centavosToReais(row.fees), cash_to_collect: centavosToReais(row.cash) }))
    .sort((a, b) => a.name.localeCompare(b.name, "pt-BR"));
}

/**
 * The driver part of POST /order-state-historys, once the move itself is allowed: null when it may
 * go on (a move to DISPATCHED then carries its driver, or none), or the API's refusal.
 */
export function assignMockDriver(data: BackofficeMockData, order: Order, toState: string, driverId: number | undefined, error: DriverHandlerTools["error"]): Response | null {
  if (driverId !== undefined && toState !== "DISPATCHED") return error(400, DRIVER_MESSAGES.onlyDispatched);
  if (toState !== "DISPATCHED") return null;
  if (driverId !== undefined && !order.is_delivery) return error(422, DRIVER_MESSAGES.noneForPickup);
  if (driverId === undefined) {
    order.driver = null;
    return null;
  }
  const driver = data.drivers.find((entry) => entry.id === driverId && entry.is_active);
  if (!driver) return error(422, DRIVER_MESSAGES.notAvailable);
  order.driver = { id: driver.id, name: driver.name };
  return null;
}

/** GET/POST/PATCH /drivers and GET /reports/drivers, staff only. */
export function driverHandlers({ data, url, error, staffOnly, parse, list }: DriverHandlerTools) {
  return [
    http.get(url("/drivers"), ({ request }) =>
      list(request, [...data.drivers].sort((a, b) => a.name.localeCompare(b.name, "pt-BR")), driverListQuerySchema, {
        where: {
          where_id: equals((d) => d.id),
          where_name: contains((d) => d.name),
          where_phone: contains((d) => d.phone),
          where_is_active: equals((d) => d.is_active),
        },
        order: { order_id: (d) => d.id, order_name: (d) => d.name },
      }),
    ),
    http.post(url("/drivers"), async ({ request }) => {
      const denied = staffOnly(request);
      if (denied) return denied;
      const body = await parse(request, driverCreateBodySchema);
      if (body instanceof Response) return body;
      const driver = { id: Math.max(0, ...data.drivers.map((d) => d.id)) + 1, ...body };
      data.drivers.push(driver);
      return HttpResponse.json(driver, { status: 201 });
    }),
    http.patch(url("/drivers/:id"), async ({ request, params }) => {
      const denied = staffOnly(request);
      if (denied) return denied;
      const body = await parse(request, driverUpdateBodySchema);
      if (body instanceof Response) return body;
      const driver = data.drivers.find((d) => d.id === Number(params.id));
      if (!driver) return error(404, DRIVER_MESSAGES.notFound);
      Object.assign(driver, body);
      return HttpResponse.json(driver);
    }),
    http.get(url("/reports/drivers"), ({ request }) => {
      const denied = staffOnly(request);
      if (denied) return denied;
      const query = driverReportQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!query.success) return error(400, query.error.issues[0]?.message ?? INVALID_REQUEST);
      return HttpResponse.json(mockDriverReport(data.orders, query.data.date));
    }),
  ];
}
