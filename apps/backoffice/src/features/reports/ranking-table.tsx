import { Money } from "@forno/ui/money";
import { TableScroll } from "../../components/table-scroll";
import styles from "./reports.module.css";

export interface RankingTableProps {
  caption: string;
  /** The three headers: what is ranked, how many, and the money beside it. */
  columns: readonly [string, string, string];
  /** Shown instead of the table when there is no row. */
  empty: string;
  rows: readonly { key: string | number; name: string; count: string | number; reais: number }[];
}

/** A report's ranking (top products, top coupons): name, count and reais, in a frame that scrolls sideways on a phone. */
export function RankingTable({ caption, columns: [name, count, reais], empty, rows }: RankingTableProps) {
  if (rows.length === 0) return <p className={styles.muted}>{empty}</p>;
  return (
    <TableScroll label={caption}>
      <table className={styles.table}>
        <caption className={styles.tableCaption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{name}</th>
            <th scope="col" className={styles.number}>
              {count}
            </th>
            <th scope="col" className={styles.number}>
              {reais}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.name}</th>
              <td className={styles.number}>{row.count}</td>
              <td className={styles.number}>
                <Money value={row.reais} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
