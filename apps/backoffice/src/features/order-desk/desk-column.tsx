import { type Order } from "@forno/domain/schemas";
import { type BoardColumn as Column, DESK_COLUMN_TITLES } from "./board-state";
import { type PendingMove } from "./use-delayed-moves";
import { type CardHandlers, VirtualCardList } from "./virtual-card-list";
import styles from "./desk-column.module.css";

const EMPTY_TEXT: Readonly<Record<Column, string>> = {
  scheduled: "Nenhum pedido agendado.",
  new: "Nenhum pedido novo. Os pedidos pagos aparecem aqui na hora.",
  preparation: "Nada em preparo.",
  dispatched: "Nada a caminho.",
  done: "Nenhum pedido concluído hoje.",
};

interface DeskColumnProps extends CardHandlers {
  column: Column;
  orders: readonly Order[];
  pending: ReadonlyMap<number, PendingMove>;
  errors: ReadonlyMap<number, string>;
}

/** A column of the board: its title with the count, then its cards (windowed). */
export function DeskColumn({ column, orders, pending, errors, className, ...handlers }: DeskColumnProps & { className?: string }) {
  const titleId = `desk-column-${column}`;
  return (
    <section className={className ? `${styles.column} ${className}` : styles.column} aria-labelledby={titleId} data-column={column}>
      <h2 id={titleId} className={styles.title}>
        {DESK_COLUMN_TITLES[column]}
        <span className={styles.count} aria-label={orders.length === 1 ? "1 pedido" : `${orders.length} pedidos`}>
          {orders.length}
        </span>
      </h2>
      {orders.length === 0 ? (
        <p className={styles.empty}>{EMPTY_TEXT[column]}</p>
      ) : (
        <VirtualCardList column={column === "scheduled" ? "new" : column} label={DESK_COLUMN_TITLES[column]} orders={orders} pending={pending} errors={errors} {...handlers} />
      )}
    </section>
  );
}
