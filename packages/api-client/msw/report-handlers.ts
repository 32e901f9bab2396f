import { reportPeriodQuerySchema, type ReportSummary } from "@forno/domain/schemas";
import { type ReportPeriod, csvText } from "@forno/domain/reports";
import { addDays, daysBetween, weekdayOf } from "@forno/domain/store-hours";
import { http, HttpResponse } from "msw";
import { INVALID_REQUEST } from "./access";

export interface ReportHandlerTools {
  url: (path: string) => string;
  error: (statusCode: number, message: string) => Response;
  staffOnly: (request: Request) => Response | undefined;
  /** The summary the mock answers for a period (tests replace it to pin figures). */
  summary: (period: ReportPeriod) => ReportSummary;
}

/**
 * A deterministic summary for any period: each date gets 1 to 5 orders of R$ 50,00 (by its day of
 * the month) at 19:00 and 20:00; two products; one cancelled order per period. Figures are
 * consistent with each other (revenue = sum of by_day, ticket = revenue / orders).
 */
export function mockReportSummary(period: ReportPeriod): ReportSummary {
  const by_day = Array.from({ length: daysBetween(period.from, period.to) + 1 }, (_, index) => {
    const date = addDays(period.from, index);
    const orders = (Number(date.slice(8, 10)) % 5) + 1;
    return { date, orders, revenue: orders * 50 };
  });
  const orders = by_day.reduce((sum, day) => sum + day.orders, 0);
  const revenue = orders * 50;
  const by_hour = by_day.flatMap((day) => {
    const evening = Math.ceil(day.orders / 2);
    return [
      { weekday: weekdayOf(day.date), hour: 19, orders: evening },
      ...(day.orders > evening ? [{ weekday: weekdayOf(day.date), hour: 20, orders: day.orders - evening }] : []),
    ];
  });
  return {
    from: period.from,
    to: period.to,
    orders,
    revenue,
    average_ticket: orders === 0 ? 0 : 50,
    cancelled: 1,
    cancellation_rate: 1 / (orders + 1),
    new_clients: Math.min(orders, 2),
    returning_clients: Math.max(0, Math.min(orders, 5) - 2),
    by_day,
    by_hour,
    top_products: [
      { product_id: 1, name: "Calabresa", quantity: orders + 0.5, revenue: orders * 30 },
      { product_id: 2, name: "Margherita", quantity: 0.5, revenue: 20 },
    ],
    discounts: orders === 0 ? 0 : 12.5,
    top_coupons: orders === 0 ? [] : [{ code: "PRIMEIRA10", uses: Math.min(orders, 2), discount: 12.5 }],
    rewards: orders === 0 ? { count: 0, discount: 0 } : { count: 1, discount: 49.9 },
    prep_minutes_median: 18.5,
    delivery_minutes_median: 27,
  };
}

/** GET /reports/summary and /reports/orders.csv, staff only, the period checked by the API's schema. */
export function reportHandlers({ url, error, staffOnly, summary }: ReportHandlerTools) {
  const period = (request: Request): ReportPeriod | Response => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    const result = reportPeriodQuerySchema.safeParse(query);
    return result.success ? result.data : error(400, result.error.issues[0]?.message ?? INVALID_REQUEST);
  };
  return [
    http.get(url("/reports/summary"), ({ request }) => {
      const denied = staffOnly(request);
      if (denied) return denied;
      const asked = period(request);
      return asked instanceof Response ? asked : HttpResponse.json(summary(asked));
    }),
    http.get(url("/reports/orders.csv"), ({ request }) => {
      const denied = staffOnly(request);
      if (denied) return denied;
      const asked = period(request);
      if (asked instanceof Response) return asked;
      const text = csvText(["pedido", "pago_em", "total"], [["1001", `${asked.from.split("-").reverse().join("/")} 19:00`, "50,00"]]);
      return new HttpResponse(text, { headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="pedidos-${asked.from}-a-${asked.to}.csv"` } });
    }),
  ];
}
