import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import type { DriverReportRow } from "@forno/domain/schemas";
import { addDays, instantAt } from "@forno/domain/store-hours";
import type { Executor } from "../../db/client";
import { drivers, orderPayments, orders, storeHours } from "../../db/schema";
import { normalized } from "../../db/schema/columns";
import { STORE_TIMEZONE } from "../../db/seed/hours-data";

/** The store's zone (store hours' row), São Paulo until one is saved. */
async function storeTimezone(db: Executor): Promise<string> {
  const [row] = await db.select({ timezone: storeHours.timezone }).from(storeHours).limit(1);
  return row?.timezone ?? STORE_TIMEZONE;
}

/** Sums come back from PostgreSQL as numeric text: whole centavos, then reais. */
const reais = (value: string | number | null) => Math.round(Number(value ?? 0) * 100) / 100;

/**
 * GET /reports/drivers?date=: per driver, the orders dispatched with them during that local day of
 * the store (from its midnight to the next, whatever the offset that day), their delivery fees and
 * the cash to bring back: amount + delivery fee - discount of the orders with a cash payment (decision 1722).
 */
export async function driverReport(db: Executor, date: string): Promise<DriverReportRow[]> {
  const zone = await storeTimezone(db);
  const from = new Date(instantAt(date, 0, zone));
  const until = new Date(instantAt(addDays(date, 1), 0, zone));
  const paidInCash = sql`EXISTS (SELECT 1 FROM ${orderPayments} WHERE ${orderPayments.orderId} = ${orders.id} AND ${orderPayments.paymentMethod} = 'cash')`;
  const rows = await db
    .select({
      driverId: drivers.id,
      name: drivers.name,
      deliveries: sql<number>`count(*)::integer`,
      deliveryFees: sql<string>`coalesce(sum(${orders.deliveryFee}), 0)`,
      cashToCollect: sql<string>`coalesce(sum(CASE WHEN ${paidInCash} THEN ${orders.amount} + ${orders.deliveryFee} - ${orders.discount} ELSE 0 END), 0)`,
    })
    .from(orders)
    .innerJoin(drivers, eq(drivers.id, orders.driverId))
    // Only deliveries: a pickup order that once carried a driver (before decision 3702) is no trip of theirs.
    .where(and(eq(orders.isDelivery, true), gte(orders.dispatchedAt, from), lt(orders.dispatchedAt, until)))
    .groupBy(drivers.id, drivers.name)
    .orderBy(asc(normalized(drivers.name)), asc(drivers.id));
  return rows.map((row) => ({
    driver_id: row.driverId,
    name: row.name,
    deliveries: Number(row.deliveries),
    delivery_fees: reais(row.deliveryFees),
    cash_to_collect: reais(row.cashToCollect),
  }));
}
