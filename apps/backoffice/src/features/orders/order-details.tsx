import { formatDateTime } from "@forno/domain/format";
import { orderStateLabelFor } from "@forno/domain/order-reading";
import { DEFAULT_ORDER_NOTES, type Order } from "@forno/domain/schemas";
import { PrinterIcon } from "@forno/ui/icons";
import { OrderSummary } from "@forno/ui/order-summary";
import { Link } from "react-router";
import { PdvConfirmedBadge } from "../../components/pdv-confirmed-badge";
import { StatusWhatsappLink } from "../../components/status-whatsapp-link";
import { ticketPrintPath } from "../../lib/ticket-print-path";
import { OrderFiscal } from "./order-fiscal";
import { OrderItems } from "./order-items";
import { OrderStatusForm } from "./order-status-form";
import styles from "./order-details.module.css";

/** An order's row opens to its summary, its cart items, its history and the status update. */
export function OrderDetails({ order }: { order: Order }) {
  return (
    <div className={styles.details}>
      <section className={styles.column} aria-label={`Itens do pedido #${order.external_id}`}>
        <h2 className={styles.heading}>Itens</h2>
        <OrderItems items={order.OrderItem} />
        {order.order_notes && order.order_notes !== DEFAULT_ORDER_NOTES ? <p className={styles.note}>Observação do pedido: {order.order_notes}</p> : null}
      </section>
      <OrderSummary order={order} title="Resumo do pedido" className={styles.column} />
      <section className={styles.column} aria-label={`Status do pedido #${order.external_id}`}>
        <h2 className={styles.heading}>Histórico</h2>
        <PdvConfirmedBadge order={order} className={styles.pdv} />
        <ol className={styles.history}>
          {order.OrderStateHistory.map((entry) => (
            <li key={entry.id}>
              <span>{orderStateLabelFor(entry.to_state, order.is_delivery)}</span>
              <time dateTime={entry.created_at} className={styles.muted}>
                {formatDateTime(entry.created_at)}
              </time>
            </li>
          ))}
        </ol>
        <OrderStatusForm order={order} />
        <Link className={styles.print} to={ticketPrintPath(order.id, ["kitchen"])} target="_blank">
          <PrinterIcon size={18} />
          Imprimir comanda
        </Link>
        <StatusWhatsappLink order={order} />
        <OrderFiscal order={order} />
      </section>
    </div>
  );
}
