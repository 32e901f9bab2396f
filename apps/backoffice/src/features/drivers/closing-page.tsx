import { STORE_TIME_ZONE } from "@forno/domain/format";
import { dateLabel, isLocalDate, wallClock } from "@forno/domain/store-hours";
import { Banner } from "@forno/ui/banner";
import { Button } from "@forno/ui/button";
import { PrinterIcon } from "@forno/ui/icons";
import { Money } from "@forno/ui/money";
import { TextField } from "@forno/ui/text-field";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../components/page-header";
import { useApi } from "../../lib/api-context";
import { closingTotals } from "./closing-totals";
import { TableScroll } from "../../components/table-scroll";
import styles from "./closing-page.module.css";

/** Today in the store's zone, the day every screen shows. */
const storeToday = () => wallClock(Date.now(), STORE_TIME_ZONE).date;

/**
 * "Fechamento": per driver, the orders taken out on a day, their delivery fees and the cash to
 * collect, with the night's totals; printable (decision 1724). The day lives in the URL (?date=).
 */
export function ClosingPage() {
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const asked = params.get("date") ?? "";
  const date = isLocalDate(asked) ? asked : storeToday();
  const report = useQuery(api.drivers.reportQuery(date));
  const rows = report.data ?? [];
  const totals = closingTotals(rows);

  return (
    <>
      <div className={styles.noPrint}>
        <PageHeader
          title="Fechamento"
          actions={
            <Button variant="secondary" onClick={() => window.print()} disabled={rows.length === 0}>
              <PrinterIcon size={18} /> Imprimir
            </Button>
          }
        />
        <div className={styles.filters}>
          <TextField
            label="Data"
            type="date"
            value={date}
            max={storeToday()}
            onChange={(event) => {
              const value = event.target.value;
              if (isLocalDate(value)) setParams({ date: value }, { replace: true });
            }}
          />
        </div>
      </div>
      <section className={styles.sheet} aria-labelledby="closing-title" aria-busy={report.isPending}>
        <h2 id="closing-title" className={styles.title}>
          Fechamento dos entregadores · {dateLabel(date)}
        </h2>
        {report.isError ? (
          <Banner tone="danger" alert>
            Não foi possível carregar o fechamento. Verifique a conexão e tente de novo.
          </Banner>
        ) : report.isPending ? null : rows.length === 0 ? (
          <p className={styles.empty}>Nenhuma entrega com entregador em {dateLabel(date)}.</p>
        ) : (
          <TableScroll label="Fechamento dos entregadores">
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Entregador</th>
                  <th scope="col" className={styles.number}>
                    Entregas
                  </th>
                  <th scope="col" className={styles.number}>
                    Taxas de entrega
                  </th>
                  <th scope="col" className={styles.number}>
                    Dinheiro a receber
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.driver_id}>
                    <th scope="row">{row.name}</th>
                    <td className={styles.number}>{row.deliveries}</td>
                    <td className={styles.number}>
                      <Money value={row.delivery_fees} />
                    </td>
                    <td className={styles.number}>
                      <Money value={row.cash_to_collect} />
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">Total</th>
                  <td className={styles.number}>{totals.deliveries}</td>
                  <td className={styles.number}>
                    <Money value={totals.feesCentavos} unit="centavos" />
                  </td>
                  <td className={styles.number}>
                    <Money value={totals.cashCentavos} unit="centavos" />
                  </td>
                </tr>
              </tfoot>
            </table>
          </TableScroll>
        )}
      </section>
    </>
  );
}
