import { inArray } from "drizzle-orm";
import type { OrderState } from "@forno/domain/orders";
import { reportSummarySchema } from "@forno/domain/schemas";
import { addDays, daysBetween, wallClock } from "@forno/domain/store-hours";
import { describe, expect, it } from "vitest";
import { orderItems, orders, products } from "../../db/schema";
import { request } from "../../../test/support";
import { type SeededOrder, REPORT_PERIOD, TIME_ZONE, paidInPeriod, useReportSuite } from "../../../test/support/report-fixtures";

/**
 * Every figure of GET /reports/summary recomputed here from the seeded orders (their histories as
 * written, their amounts and lines as the database holds them) and compared with the answer.
 */
const suite = useReportSuite();
const CANCELLED: readonly OrderState[] = ["CANCELLED_CLIENT", "CANCELLED_STORE", "REFUNDED"];

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;
const minutesBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 60_000;

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return round(sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2, 1);
}

const paidIn = paidInPeriod;
const finalState = (order: SeededOrder): OrderState => order.steps.at(-1)?.[0] ?? "PENDING";
const firstAt = (order: SeededOrder, state: OrderState) => order.steps.find(([entry]) => entry === state)?.[1];

async function expectedSummary(from: string, to: string) {
  const seeded = suite.orders;
  const db = suite.t.app.ctx.db;
  const ids = seeded.map((order) => order.id);
  const orderRows = await db
    .select({ id: orders.id, amount: orders.amount, fee: orders.deliveryFee, discount: orders.discount, coupon: orders.couponCode, rewardStamps: orders.rewardStamps })
    .from(orders)
    .where(inArray(orders.id, ids));
  const lineRows = await db.select().from(orderItems).where(inArray(orderItems.orderId, ids));
  const productNames = new Map((await db.select({ id: products.id, name: products.name }).from(products)).map((row) => [row.id, row.name]));
  const totalOf = (id: number) => {
    const row = orderRows.find((candidate) => candidate.id === id)!;
    // What the customer paid (growth.md section 1: revenue is net of the discounts).
    return row.amount + row.fee - row.discount;
  };
  const rowOf = (id: number) => orderRows.find((candidate) => candidate.id === id)!;

  const inPeriod = seeded.filter((order) => paidIn(order, from, to) !== undefined);
  const counted = inPeriod.filter((order) => !CANCELLED.includes(finalState(order)));
  const cancelled = inPeriod.length - counted.length;
  const revenue = round(counted.reduce((sum, order) => sum + totalOf(order.id), 0), 2);

  const byDay = Array.from({ length: daysBetween(from, to) + 1 }, (_, index) => {
    const date = addDays(from, index);
    const those = counted.filter((order) => wallClock(Date.parse(paidIn(order, from, to)!), TIME_ZONE).date === date);
    return { date, orders: those.length, revenue: round(those.reduce((sum, order) => sum + totalOf(order.id), 0), 2) };
  });

  const cells = new Map<string, { weekday: number; hour: number; orders: number }>();
  for (const order of counted) {
    const local = wallClock(Date.parse(paidIn(order, from, to)!), TIME_ZONE);
    const weekday = new Date(`${local.date}T00:00:00Z`).getUTCDay();
    const hour = Math.floor(local.minutes / 60);
    const cell = cells.get(`${weekday}-${hour}`) ?? { weekday, hour, orders: 0 };
    cell.orders += 1;
    cells.set(`${weekday}-${hour}`, cell);
  }
  const byHour = [...cells.values()].sort((a, b) => a.weekday - b.weekday || a.hour - b.hour);

  const countedEver = seeded.filter((order) => !CANCELLED.includes(finalState(order)) && firstAt(order, "PAID") !== undefined);
  const periodClients = new Set(counted.map((order) => order.client));
  const returning = [...periodClients].filter((client) =>
    countedEver.some((order) => order.client === client && daysBetween(wallClock(Date.parse(firstAt(order, "PAID")!), TIME_ZONE).date, from) > 0),
  );

  const perProduct = new Map<number, { product_id: number; name: string; quantity: number; revenue: number }>();
  for (const line of lineRows.filter((row): row is typeof row & { productId: number } => row.productId !== null && counted.some((order) => order.id === row.orderId))) {
    const entry = perProduct.get(line.productId) ?? { product_id: line.productId, name: productNames.get(line.productId)!, quantity: 0, revenue: 0 };
    if (line.additionalId === null) entry.quantity += line.quantity;
    entry.revenue += line.amount;
    perProduct.set(line.productId, entry);
  }
  const top = [...perProduct.values()]
    .map((entry) => ({ ...entry, quantity: round(entry.quantity, 2), revenue: round(entry.revenue, 2) }))
    .sort((a, b) => b.quantity - a.quantity || b.revenue - a.revenue || a.product_id - b.product_id)
    .slice(0, 10);

  const discounts = round(counted.reduce((sum, order) => sum + rowOf(order.id).discount, 0), 2);
  const perCoupon = new Map<string, { code: string; uses: number; discount: number }>();
  for (const order of counted) {
    const { coupon, discount } = rowOf(order.id);
    if (coupon === null) continue;
    const entry = perCoupon.get(coupon) ?? { code: coupon, uses: 0, discount: 0 };
    entry.uses += 1;
    entry.discount = round(entry.discount + discount, 2);
    perCoupon.set(coupon, entry);
  }
  const topCoupons = [...perCoupon.values()].sort((a, b) => b.uses - a.uses || b.discount - a.discount || a.code.localeCompare(b.code));
  const withReward = counted.filter((order) => rowOf(order.id).rewardStamps > 0);
  const rewards = { count: withReward.length, discount: round(withReward.reduce((sum, order) => sum + rowOf(order.id).discount, 0), 2) };

  const prep = counted.flatMap((order) => {
    const dispatched = firstAt(order, "DISPATCHED");
    return dispatched === undefined ? [] : [minutesBetween(paidIn(order, from, to)!, dispatched)];
  });
  const delivery = counted.flatMap((order) => {
    const dispatched = firstAt(order, "DISPATCHED");
    const delivered = firstAt(order, "DELIVERED");
    return dispatched === undefined || delivered === undefined ? [] : [minutesBetween(dispatched, delivered)];
  });

  return {
    from,
    to,
    orders: counted.length,
    revenue,
    average_ticket: counted.length === 0 ? 0 : round(revenue / counted.length, 2),
    cancelled,
    cancellation_rate: inPeriod.length === 0 ? 0 : cancelled / inPeriod.length,
    new_clients: periodClients.size - returning.length,
    returning_clients: returning.length,
    by_day: byDay,
    by_hour: byHour,
    top_products: top,
    discounts,
    top_coupons: topCoupons,
    rewards,
    prep_minutes_median: median(prep),
    delivery_minutes_median: median(delivery),
  };
}

const summary = (query: string, token: string | null = suite.staff) => request(suite.t.app, { method: "GET", url: `/reports/summary?${query}`, token: token ?? undefined });

describe("GET /reports/summary", () => {
  it("answers every figure of the period as recomputed from the seeded orders", async () => {
    const { from, to } = REPORT_PERIOD;
    const response = await summary(`from=${from}&to=${to}`);
    expect(response.statusCode, response.body).toBe(200);
    const answer = reportSummarySchema.parse(response.json());
    const expected = await expectedSummary(from, to);
    expect(answer).toEqual(expected);
    // The fixture is built so that each rule is actually exercised (not vacuously equal).
    expect(answer.orders).toBeGreaterThanOrEqual(5);
    expect(answer.cancelled).toBe(3);
    expect(answer.new_clients).toBeGreaterThan(0);
    expect(answer.returning_clients).toBeGreaterThan(0);
    expect(answer.top_products).toHaveLength(10);
    expect(answer.top_products.some((product) => !Number.isInteger(product.quantity))).toBe(true);
    expect(answer.prep_minutes_median).not.toBeNull();
    expect(answer.delivery_minutes_median).not.toBeNull();
    // Coupons: a cancelled order's and an order paid before the period do not count.
    expect(answer.discounts).toBeGreaterThan(0);
    expect(answer.top_coupons.map((coupon) => [coupon.code, coupon.uses])).toEqual([
      ["DEZPORCENTO", 2],
      ["FRETEGRATIS", 1],
    ]);
    expect(answer.top_coupons.find((coupon) => coupon.code === "FRETEGRATIS")!.discount).toBe(5);
  });

  it("dates orders by the store's local PAID time: 23:30 local is the day before in UTC's eyes", async () => {
    const { from } = REPORT_PERIOD;
    const nightBefore = addDays(from, -1);
    const answer = reportSummarySchema.parse((await summary(`from=${nightBefore}&to=${nightBefore}`)).json());
    expect(answer).toEqual(await expectedSummary(nightBefore, nightBefore));
    // One order paid at 02:30 UTC of `from` (23:30 local the night before) and one cancelled.
    expect(answer.orders).toBe(1);
    expect(answer.by_hour).toEqual([{ weekday: new Date(`${nightBefore}T00:00:00Z`).getUTCDay(), hour: 23, orders: 1 }]);
    for (const [start, end] of [
      [from, from],
      [addDays(from, 1), REPORT_PERIOD.to],
      [addDays(from, -10), addDays(REPORT_PERIOD.to, 3)],
    ] as const) {
      expect(reportSummarySchema.parse((await summary(`from=${start}&to=${end}`)).json())).toEqual(await expectedSummary(start, end));
    }
  });

  it("answers zeros, every date and null medians for a period without orders", async () => {
    const answer = reportSummarySchema.parse((await summary("from=2020-01-01&to=2020-01-03")).json());
    expect(answer).toMatchObject({ orders: 0, revenue: 0, average_ticket: 0, cancelled: 0, cancellation_rate: 0, new_clients: 0, returning_clients: 0 });
    expect(answer.by_day).toEqual(["2020-01-01", "2020-01-02", "2020-01-03"].map((date) => ({ date, orders: 0, revenue: 0 })));
    expect(answer.by_hour).toEqual([]);
    expect(answer.top_products).toEqual([]);
    expect(answer).toMatchObject({ discounts: 0, top_coupons: [] });
    expect(answer.prep_minutes_median).toBeNull();
    expect(answer.delivery_minutes_median).toBeNull();
  });

  it("refuses bad dates, a reversed period and one longer than 366 days with a 400", async () => {
    for (const query of ["from=2026-02-30&to=2026-03-01", "from=2026-3-1&to=2026-03-02", "to=2026-03-01", "from=2026-03-02&to=2026-03-01", "from=2025-01-01&to=2026-01-02"]) {
      const response = await summary(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toMatch(/Data inválida|data inicial|366 dias/);
    }
    expect((await summary("from=2025-01-01&to=2026-01-01")).statusCode).toBe(200);
  });

  it("is for staff only", async () => {
    expect((await summary(`from=${REPORT_PERIOD.from}&to=${REPORT_PERIOD.to}`, null)).statusCode).toBe(401);
    expect((await summary(`from=${REPORT_PERIOD.from}&to=${REPORT_PERIOD.to}`, suite.clients.ana.token)).statusCode).toBe(403);
  });
});

