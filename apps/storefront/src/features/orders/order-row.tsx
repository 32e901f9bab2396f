import { formatDate, formatTime } from "@forno/domain/format";
import { currentState } from "@forno/domain/orders";
import { orderTotalCentavos } from "@forno/domain/order-reading";
import type { Order } from "@forno/domain/schemas";
import { Money } from "@forno/ui/money";
import { OrderStatusBadge } from "@forno/ui/order-status-badge";
import type { Ref } from "react";
import { Link } from "react-router";
import { itemQuantityText } from "../../components/orders/order-items";
import { OnDeliveryLine } from "../../components/orders/on-delivery-line";
import { ScheduledLine } from "../../components/orders/scheduled-line";
import { ReorderButton } from "./reorder-button";
import styles from "./order-row.module.css";

/** One order of the list: number, date, state, what was in it, and the total (amount + delivery_fee - discount). */
export function OrderRow({ order, ref }: { order: Order; ref?: Ref<HTMLLIElement> }) {
  const state = currentState(order.OrderStateHistory);
  const items = order.OrderItem.filter((item) => item.item_id_parent === null)
    .map((item) => `${itemQuantityText(item.quantity)} ${item.product.name}`)
    .join(", ");
  return (
    <li ref={ref} className={styles.item}>
      <Link to="/order" state={{ order }} className={styles.row}>
        <span className={styles.top}>
          <span className={styles.number}>Pedido #{order.external_id}</span>
          {state ? <OrderStatusBadge state={state} payments={order.OrderPayment} /> : null}
        </span>
        <ScheduledLine order={order} />
        <OnDeliveryLine order={order} />
        <span className={styles.items}>{items}</span>
        <span className={styles.bottom}>
          <span className={styles.date}>
            {formatDate(order.created_at)} às {formatTime(order.created_at)}
          </span>
          <Money value={orderTotalCentavos(order)} unit="centavos" className={styles.total} />
        </span>
      </Link>
      <ReorderButton order={order} />
    </li>
  );
}
