import { Spinner } from "@forno/ui/spinner";
import styles from "./data-table.module.css";

/** How many rows are loaded, whether more exist, and what is loading now. */
export function TableStatus({ count, hasMore, fetching, fetchingMore }: { count: number; hasMore: boolean; fetching: boolean; fetchingMore: boolean }) {
  const countText = count === 1 ? "1 registro" : `${count} registros`;
  return (
    <p className={styles.status}>
      <span>{hasMore ? `${countText} carregados (role para ver mais)` : countText}</span>
      {fetching ? (
        <span className={styles.loading}>
          <Spinner size={14} />
          {fetchingMore ? "Carregando mais..." : "Atualizando..."}
        </span>
      ) : null}
    </p>
  );
}
