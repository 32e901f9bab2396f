import { type Order } from "@forno/domain/schemas";
import { type BoardColumn as Column, DESK_COLUMN_TITLES } from "./board-state";
import { OrderCard, type OrderCardProps } from "./order-card";
import { type PendingMove } from "./use-delayed-moves";
import styles from "./desk-column.module.css";

const EMPTY_TEXT: Readonly<Record<Column, string>> = {
  scheduled: "Nenhum pedido agendado.",
  new: "Nenhum pedido novo. Os pedidos pagos aparecem aqui na hora.",
  preparation: "Nada em preparo.",
  dispatched: "Nada a caminho.",
  done: "Nenhum pedido concluído hoje.",
};

type CardHandlers = Omit<OrderCardProps, "order" | "column" | "pending" | "error">;

interface DeskColumnProps extends CardHandlers {
  column: Column;
  orders: readonly Order[];
  pending: ReadonlyMap<number, PendingMove>;
  errors: ReadonlyMap<number, string>;
}

/** A column of the board: its title with the count, then its cards. */
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
      <div className={styles.cards}>
        {orders.length === 0 ? <p className={styles.empty}>{EMPTY_TEXT[column]}</p> : null}
        {orders.map((order) => (
          <OrderCard key={order.id} order={order} column={column === "scheduled" ? "new" : column} pending={pending.get(order.id)} error={errors.get(order.id)} {...handlers} />
        ))}
      </div>
    </section>
  );
}
