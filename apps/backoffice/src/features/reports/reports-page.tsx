import { formatMoney } from "@forno/domain/format";
import { type ReportPeriod, presetPeriod, reportPeriodProblem } from "@forno/domain/reports";
import { type ReportSummary } from "@forno/domain/schemas";
import { dateLabel } from "@forno/domain/store-hours";
import { Banner } from "@forno/ui/banner";
import { Skeleton } from "@forno/ui/skeleton";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../components/page-header";
import { useApi } from "../../lib/api-context";
import { ExportCsvButton } from "./export-csv-button";
import { LazyBarChart, LazyHeatmap } from "./lazy-charts";
import { PeriodPicker } from "./period-picker";
import { RewardsSummary } from "./rewards-summary";
import { minutesText, percentText } from "./report-format";
import { storeToday } from "./store-today";
import { TopCouponsTable } from "./top-coupons-table";
import { TopProductsTable } from "./top-products-table";
import styles from "./reports.module.css";

/** The period in the address (?from=&to=), 7 days by default. */
function usePeriod(today: string): [ReportPeriod, (period: ReportPeriod) => void] {
  const [params, setParams] = useSearchParams();
  const asked = { from: params.get("from") ?? "", to: params.get("to") ?? "" };
  const period = reportPeriodProblem(asked) === null ? asked : presetPeriod("7d", today);
  return [period, (next) => setParams({ from: next.from, to: next.to }, { replace: true })];
}

function Figures({ summary }: { summary: ReportSummary }) {
  const figures: Array<[string, string]> = [
    ["Faturamento", formatMoney(summary.revenue)],
    ["Pedidos", String(summary.orders)],
    ["Ticket médio", formatMoney(summary.average_ticket)],
    ["Descontos", formatMoney(summary.discounts)],
    ["Cancelados", `${summary.cancelled} (${percentText(summary.cancellation_rate)})`],
    ["Clientes novos", String(summary.new_clients)],
    ["Clientes que voltaram", String(summary.returning_clients)],
    ["Preparo (mediana)", minutesText(summary.prep_minutes_median)],
    ["Entrega (mediana)", minutesText(summary.delivery_minutes_median)],
  ];
  return (
    <dl className={styles.cards}>
      {figures.map(([label, value]) => (
        <div key={label} className={styles.card} data-testid={`figure-${label}`}>
          <dt className={styles.cardLabel}>{label}</dt>
          <dd className={styles.cardValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /backoffice/reports ("Relatórios"): a period's figures, charts with table alternatives, and the CSV export (issue 18). */
export function ReportsPage() {
  const api = useApi();
  const [today] = useState(storeToday);
  const [period, setPeriod] = usePeriod(today);
  const summary = useQuery(api.reports.summaryQuery(period));
  const days = summary.data?.by_day ?? [];
  return (
    <>
      <PageHeader title="Relatórios" actions={<ExportCsvButton period={period} />} />
      <div className={styles.page}>
        <PeriodPicker key={`${period.from}/${period.to}`} period={period} today={today} onChange={setPeriod} />
        <p className={styles.muted}>
          De {dateLabel(period.from)} a {dateLabel(period.to)}: pedidos pagos no período (cancelados e reembolsados à parte).
        </p>
        {summary.isError ? <Banner alert tone="danger">Não foi possível carregar o relatório.</Banner> : null}
        {summary.data ? (
          <>
            <Figures summary={summary.data} />
            <section className={styles.panel}>
              <LazyBarChart
                title="Faturamento por dia"
                data={days.map((day) => ({ label: dateLabel(day.date).slice(0, 5), value: day.revenue }))}
                format={formatMoney}
                valueLabel="Faturamento"
                categoryLabel="Dia"
                tickEvery={days.length > 14 ? 5 : 1}
                barLabel={(value) => Math.round(value).toLocaleString("pt-BR")}
                slot={days.length > 14 ? 32 : 56}
              />
            </section>
            <section className={styles.panel}>
              <LazyHeatmap title="Pedidos por dia da semana e hora" cells={summary.data.by_hour} />
            </section>
            <section className={styles.panel}>
              <TopProductsTable caption="Produtos e sabores mais vendidos (meia pizza conta 0,5)" products={summary.data.top_products} />
            </section>
            <div className={styles.columns}>
              <section className={styles.panel}>
                <TopCouponsTable caption="Cupons mais usados (o faturamento já desconta os descontos)" coupons={summary.data.top_coupons} />
              </section>
              <RewardsSummary rewards={summary.data.rewards} />
            </div>
          </>
        ) : summary.isPending ? (
          <Skeleton lines={8} />
        ) : null}
      </div>
    </>
  );
}
