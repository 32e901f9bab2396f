import type { ReportPeriod } from "@forno/domain/reports";
import type { ReportSummary } from "@forno/domain/schemas";
import type { DatabaseHandle } from "../../db/client";
import { rawQuery } from "../../db/raw";
import { readStoreHours } from "../store-hours/store-hours.service";
import { REPORT_SUMMARY } from "./report-summary.sql";

type SummaryFigures = Omit<ReportSummary, "from" | "to" | "average_ticket" | "cancellation_rate">;

/** The store's time zone: report dates are its local dates. */
export async function storeTimeZone(database: DatabaseHandle): Promise<string> {
  return (await readStoreHours(database.db, new Date())).timezone;
}

const twoDecimals = (value: number) => Math.round(value * 100) / 100;

/** GET /reports/summary (contract part 2, section 4): the figures from SQL, the two ratios here. */
export async function reportSummary(database: DatabaseHandle, period: ReportPeriod): Promise<ReportSummary> {
  const timeZone = await storeTimeZone(database);
  const [row] = await rawQuery(database)(REPORT_SUMMARY, [timeZone, period.from, period.to]);
  const figures = JSON.parse(row!.summary!) as SummaryFigures;
  const decided = figures.orders + figures.cancelled;
  return {
    from: period.from,
    to: period.to,
    ...figures,
    average_ticket: figures.orders === 0 ? 0 : twoDecimals(figures.revenue / figures.orders),
    cancellation_rate: decided === 0 ? 0 : figures.cancelled / decided,
  };
}
