import { Money } from "@forno/ui/money";
import { type ReportSummary } from "@forno/domain/schemas";
import { TableScroll } from "../../components/table-scroll";
import styles from "./reports.module.css";

/** The period's coupons by uses (growth.md section 1: at most 10), with what each took off. */
export function TopCouponsTable({ coupons, caption }: { coupons: ReportSummary["top_coupons"]; caption: string }) {
  if (coupons.length === 0) return <p className={styles.muted}>Nenhum cupom usado no período.</p>;
  return (
    <TableScroll label={caption}>
      <table className={styles.table}>
        <caption className={styles.tableCaption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Cupom</th>
            <th scope="col" className={styles.number}>
              Usos
            </th>
            <th scope="col" className={styles.number}>
              Descontos
            </th>
          </tr>
        </thead>
        <tbody>
          {coupons.map((coupon) => (
            <tr key={coupon.code}>
              <th scope="row">{coupon.code}</th>
              <td className={styles.number}>{coupon.uses}</td>
              <td className={styles.number}>
                <Money value={coupon.discount} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
