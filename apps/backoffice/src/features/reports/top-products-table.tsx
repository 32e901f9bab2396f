import { Money } from "@forno/ui/money";
import { type ReportSummary } from "@forno/domain/schemas";
import { quantityText } from "./report-format";
import { TableScroll } from "../../components/table-scroll";
import styles from "./reports.module.css";

/** Top products and flavours by quantity (a half is 0.5), with their revenue (additionals included). */
export function TopProductsTable({ products, caption }: { products: ReportSummary["top_products"]; caption: string }) {
  if (products.length === 0) return <p className={styles.muted}>Nenhum produto vendido no período.</p>;
  return (
    <TableScroll label={caption}>
      <table className={styles.table}>
        <caption className={styles.tableCaption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Produto</th>
            <th scope="col" className={styles.number}>
              Quantidade
            </th>
            <th scope="col" className={styles.number}>
              Faturamento
            </th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <tr key={product.product_id}>
              <th scope="row">{product.name}</th>
              <td className={styles.number}>{quantityText(product.quantity)}</td>
              <td className={styles.number}>
                <Money value={product.revenue} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
