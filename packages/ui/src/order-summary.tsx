import { addressText } from "@forno/domain/format";
import { ON_DELIVERY_PAYMENT_LABEL, type OrderPaymentMethod, onDeliveryCustomerText, onDeliveryPaymentOf, paymentMethodLabel } from "@forno/domain/orders";
import { orderTotalCentavos, reaisToCentavos } from "@forno/domain/pricing";
import { type ReactNode } from "react";
import { cx } from "./class-names";
import { Money } from "./money";
import styles from "./order-summary.module.css";

export interface OrderSummaryAddress {
  address?: string | null;
  alias?: string | null;
  number?: string | number | null;
  neighborhood?: string | null;
  address_info?: string | null;
  address_notes?: string | null;
}

export interface OrderSummaryPayment {
  payment_method: OrderPaymentMethod;
  status?: string;
  /** Cash on delivery: the note the customer pays with. */
  change_for?: number | null;
}

/** What the summary reads from an order (an Order from @forno/domain/schemas fits). */
export interface OrderSummaryOrder {
  amount: number;
  delivery_fee: number;
  is_delivery?: boolean;
  address?: OrderSummaryAddress | null;
  OrderPayment?: readonly OrderSummaryPayment[];
}

export interface OrderSummaryProps {
  order: OrderSummaryOrder;
  /** An optional heading, e.g. "Resumo do pedido". */
  title?: ReactNode;
  className?: string;
}

/**
 * The payment shown: the approved one when there is one (a rejected card followed by Pix shows
 * Pix), otherwise the latest attempt; none before the first attempt. Decision 0302.
 */
function shownPayment(payments: readonly OrderSummaryPayment[] | undefined): OrderSummaryPayment | undefined {
  if (!payments || payments.length === 0) return undefined;
  return payments.findLast((payment) => payment.status === "approved") ?? payments.at(-1);
}

/** "Pix", "Cartão de Crédito"; paid on delivery: "Pagamento na entrega: Dinheiro · Troco para R$ 100,00". */
function paymentText(payment: OrderSummaryPayment): string {
  const onDelivery = onDeliveryPaymentOf([{ ...payment, status: payment.status ?? "" }]);
  return onDelivery ? `${ON_DELIVERY_PAYMENT_LABEL}: ${onDeliveryCustomerText(onDelivery)}` : paymentMethodLabel(payment.payment_method);
}

/**
 * Subtotal, delivery fee (or 'Retirado no balcão'), total = amount + delivery_fee (domain pricing),
 * payment method ('Cartão de Crédito' / 'Pix') and the address.
 */
export function OrderSummary({ order, title, className }: OrderSummaryProps) {
  const feeCentavos = reaisToCentavos(order.delivery_fee);
  // No fee means counter pickup, unless the order says it is a delivery (a free-delivery area).
  const pickedUp = feeCentavos === 0 && order.is_delivery !== true;
  const payment = shownPayment(order.OrderPayment);
  const address = order.address;

  return (
    <section className={cx(styles.summary, className)} aria-label={typeof title === "string" ? title : "Resumo do pedido"}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      <dl className={styles.list}>
        <div className={styles.row}>
          <dt>Subtotal</dt>
          <dd>
            <Money value={order.amount} />
          </dd>
        </div>
        {pickedUp ? (
          <div className={styles.row}>
            <dt>Entrega</dt>
            <dd>Retirado no balcão</dd>
          </div>
        ) : (
          <div className={styles.row}>
            <dt>Taxa de entrega</dt>
            <dd>{feeCentavos === 0 ? "Grátis" : <Money value={order.delivery_fee} />}</dd>
          </div>
        )}
        <div className={cx(styles.row, styles.total)}>
          <dt>Total</dt>
          <dd>
            <Money value={orderTotalCentavos(order)} unit="centavos" />
          </dd>
        </div>
        {payment ? (
          <div className={styles.row}>
            <dt>Pagamento</dt>
            <dd>{paymentText(payment)}</dd>
          </div>
        ) : null}
        {address ? (
          <div className={cx(styles.row, styles.stacked)}>
            <dt>{pickedUp ? "Endereço para retirada" : "Endereço de entrega"}</dt>
            <dd className={styles.address}>
              <span>{addressText(address, Number.POSITIVE_INFINITY)}</span>
              {address.neighborhood ? <span className={styles.muted}>{address.neighborhood}</span> : null}
              {address.address_notes ? <span className={styles.muted}>Referência: {address.address_notes}</span> : null}
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
