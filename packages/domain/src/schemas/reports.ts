import { z } from "zod";
import { REPORT_MESSAGES, reportPeriodProblem } from "../reports/report-period";
import { idSchema } from "./primitives";

const localDate = z.string({ error: REPORT_MESSAGES.date });

/** ?from=YYYY-MM-DD&to=YYYY-MM-DD of GET /reports/summary and /reports/orders.csv (local dates, inclusive). */
export const reportPeriodQuerySchema = z
  .object({ from: localDate.describe("Primeiro dia (data local da loja, AAAA-MM-DD)"), to: localDate.describe("Último dia, inclusive") })
  .superRefine((period, context) => {
    const problem = reportPeriodProblem(period);
    if (problem !== null) context.addIssue({ code: "custom", message: problem, path: ["from"] });
  });

const amount = z.number().describe("Reais, duas casas decimais");
const minutes = z.number().nonnegative().nullable().describe("Mediana em minutos, uma casa decimal; null quando não há pedidos");

/** GET /reports/summary (contract part 2, section 4). */
export const reportSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  orders: z.number().int().nonnegative(),
  revenue: amount,
  average_ticket: amount,
  cancelled: z.number().int().nonnegative(),
  cancellation_rate: z.number().min(0).max(1),
  new_clients: z.number().int().nonnegative(),
  returning_clients: z.number().int().nonnegative(),
  by_day: z.array(z.object({ date: z.string(), orders: z.number().int().nonnegative(), revenue: amount })),
  by_hour: z.array(z.object({ weekday: z.number().int().min(0).max(6), hour: z.number().int().min(0).max(23), orders: z.number().int().positive() })),
  top_products: z.array(z.object({ product_id: idSchema, name: z.string(), quantity: z.number().nonnegative(), revenue: amount })).max(10),
  /** The discounts of the counted orders (growth.md section 1); revenue is already net of them. */
  discounts: amount,
  /** The coupons of the counted orders, at most 10, by uses. */
  top_coupons: z.array(z.object({ code: z.string(), uses: z.number().int().positive(), discount: amount })).max(10),
  /** The loyalty rewards used by the counted orders (growth.md section 2) and what they took off. */
  rewards: z.object({ count: z.number().int().nonnegative(), discount: amount }),
  prep_minutes_median: minutes,
  delivery_minutes_median: minutes,
});

export type ReportSummary = z.infer<typeof reportSummarySchema>;
export type ReportPeriodQuery = z.infer<typeof reportPeriodQuerySchema>;
