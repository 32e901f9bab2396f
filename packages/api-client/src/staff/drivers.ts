import { type Driver, type DriverReportRow, type driverCreateBodySchema, type driverListQuerySchema, type driverUpdateBodySchema } from "@forno/domain/schemas";
import { type z } from "zod";
import { queryOptions } from "@tanstack/react-query";
import { allPages } from "../all-pages";
import { type Http, send } from "../http";
import { type ListParams, searchParams } from "../list-params";

/** The `where_*`, `order_*`, take and skip this list accepts (decision 0920). */
export type DriverListParams = ListParams<typeof driverListQuerySchema>;

export const driverKeys = {
  all: ["drivers"] as const,
  list: (params: DriverListParams) => ["drivers", "list", params] as const,
  active: ["drivers", "active"] as const,
  report: (date: string) => ["drivers", "report", date] as const,
};

/** Staff only: the store's drivers and their end-of-night settlement (operations section 3). */
export function driversApi({ ky }: Http) {
  const api = {
    list: (params: DriverListParams) => send(() => ky.get("drivers", { searchParams: searchParams(params) }).json<Driver[]>()),
    create: (body: z.input<typeof driverCreateBodySchema>) => send(() => ky.post("drivers", { json: body }).json<Driver>()),
    update: (id: number, body: z.input<typeof driverUpdateBodySchema>) => send(() => ky.patch(`drivers/${id}`, { json: body }).json<Driver>()),
    /** GET /reports/drivers: one row per driver who took orders out that local day. */
    report: (date: string) => send(() => ky.get("reports/drivers", { searchParams: { date } }).json<DriverReportRow[]>()),
  };
  /** Every active driver by name, for the desk's choice when an order leaves. */
  const activeParams: DriverListParams = { where_is_active: "true", order_name: "asc" };
  const active = () => allPages(api.list, activeParams);
  return {
    ...api,
    active,
    listQuery: (params: DriverListParams) => queryOptions({ queryKey: driverKeys.list(params), queryFn: () => api.list(params) }),
    activeQuery: () => queryOptions({ queryKey: driverKeys.active, queryFn: active }),
    reportQuery: (date: string) => queryOptions({ queryKey: driverKeys.report(date), queryFn: () => api.report(date) }),
  };
}
