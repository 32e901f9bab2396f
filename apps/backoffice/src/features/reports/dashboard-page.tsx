import { formatMoney } from "@forno/domain/format";
import { ORDER_STATE_LABELS } from "@forno/domain/orders";
import { compareFigures } from "@forno/domain/reports";
import { type ReportSummary } from "@forno/domain/schemas";
import { dateLabel } from "@forno/domain/store-hours";
import { Banner } from "@forno/ui/banner";
import { Skeleton } from "@forno/ui/skeleton";
import { Link } from "react-router";
import { PageHeader } from "../../components/page-header";
import { FigureCard } from "./figure-card";
import { LazyBarChart } from "./lazy-charts";
import { TopProductsTable } from "./top-products-table";
import { useDashboard } from "./use-dashboard";
import styles from "./reports.module.css";

const count = (value: number) => String(value);
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

function TodayCards({ today, lastWeek }: { today: ReportSummary; lastWeek: ReportSummary }) {
  return (
    <dl className={styles.cards}>
      <FigureCard label="Faturamento" kind="money" format={formatMoney} comparison={compareFigures(today.revenue, lastWeek.revenue)} />
      <FigureCard label="Pedidos" kind="count" format={count} comparison={compareFigures(today.orders, lastWeek.orders)} />
      <FigureCard label="Ticket médio" kind="money" format={formatMoney} comparison={compareFigures(today.average_ticket, lastWeek.average_ticket)} />
      <FigureCard label="Cancelados" kind="count" format={count} lowerIsBetter comparison={compareFigures(today.cancelled, lastWeek.cancelled)} />
    </dl>
  );
}

/** /backoffice/dashboard: today against the same weekday of last week, orders per hour, open orders, top products (issue 18). */
export function DashboardPage() {
  const { today, lastWeek, current, previous, open, live } = useDashboard();
  const perHour = HOURS.map((hour) => ({ label: `${hour}h`, value: current.data?.by_hour.find((cell) => cell.hour === hour)?.orders ?? 0 }));
  return (
    <>
      <PageHeader title="Dashboard" actions={<Link to="/backoffice/reports">Ver relatórios</Link>} />
      <div className={styles.page}>
        <p className={styles.muted}>
          Hoje, {dateLabel(today)}, comparado com o mesmo dia da semana passada ({dateLabel(lastWeek)}, dia inteiro).{" "}
          <span className={styles.live} role="status">
            {live === "open" ? "Atualizando ao vivo." : live === "down" ? "Sem conexão ao vivo: os números podem estar atrasados." : ""}
          </span>
        </p>
        {current.isError || previous.isError ? <Banner alert tone="danger">Não foi possível carregar os números de hoje.</Banner> : null}
        {current.data && previous.data ? <TodayCards today={current.data} lastWeek={previous.data} /> : <Skeleton lines={3} />}
        <section className={styles.panel} aria-labelledby="open-orders-title">
          <h2 id="open-orders-title" className={styles.panelTitle}>
            Pedidos em aberto
          </h2>
          {open.data ? (
            <ul className={styles.states}>
              {open.data.map(({ state, count: orders }) => (
                <li key={state} className={styles.state} data-testid={`open-${state}`}>
                  <span>{ORDER_STATE_LABELS[state]}</span>
                  <span className={styles.stateCount}>{orders}</span>
                </li>
              ))}
            </ul>
          ) : (
            <Skeleton lines={1} />
          )}
          <Link to="/backoffice/orders">Abrir o painel de pedidos</Link>
        </section>
        <div className={styles.columns}>
          <section className={styles.panel}>
            {current.data ? (
              <LazyBarChart title="Pedidos de hoje por hora" data={perHour} format={count} valueLabel="Pedidos" categoryLabel="Hora" tickEvery={3} slot={20} />
            ) : (
              <Skeleton lines={5} />
            )}
          </section>
          <section className={styles.panel}>
            {current.data ? <TopProductsTable caption="Mais vendidos hoje" products={current.data.top_products} /> : <Skeleton lines={5} />}
          </section>
        </div>
      </div>
    </>
  );
}
