import { type ReportSummary } from "@forno/domain/schemas";
import { type ReportPeriod } from "@forno/domain/reports";
import { queryOptions } from "@tanstack/react-query";
import { type Http, send } from "../http";

export const reportKeys = {
  all: ["reports"] as const,
  summary: (period: ReportPeriod) => ["reports", "summary", period.from, period.to] as const,
};

const MINUTE = 60_000;

/** The owner's figures (contract part 2, section 4): staff only. */
export function reportsApi({ ky }: Http) {
  const api = {
    /** GET /reports/summary for local dates `from` to `to`, inclusive. */
    summary: (period: ReportPeriod) => send(() => ky.get("reports/summary", { searchParams: { ...period } }).json<ReportSummary>()),
    /** GET /reports/orders.csv: the spreadsheet's bytes (BOM included) as a Blob, to save as a file. */
    ordersCsv: (period: ReportPeriod) => send(() => ky.get("reports/orders.csv", { searchParams: { ...period } }).blob()),
  };
  return {
    ...api,
    /** Today's figures change with every paid order: kept one minute unless refetched. */
    summaryQuery: (period: ReportPeriod) => queryOptions({ queryKey: reportKeys.summary(period), queryFn: () => api.summary(period), staleTime: MINUTE }),
  };
}
