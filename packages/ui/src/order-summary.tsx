import { addressText } from "@forno/domain/format";
import { type OrderPaymentMethod, type PaymentSource, customerPaymentText, discountAmountText, discountLabel, orderSums } from "@forno/domain/order-reading";
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

export interface OrderSummaryPayment extends PaymentSource {
  payment_method: OrderPaymentMethod;
}

/** What the summary reads from an order (an Order from @forno/domain/schemas fits). */
export interface OrderSummaryOrder {
  amount: number;
  delivery_fee: number;
  /** A coupon's discount and its code (growth.md section 1). */
  discount?: number;
  coupon_code?: string | null;
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
 * Subtotal, delivery fee (or 'Retirado no balcão'), the discount ("Desconto (PRIMEIRA10)"), total (the domain's `orderSums`),
 * payment method ('Cartão de Crédito' / 'Pix') and the address.
 */
export function OrderSummary({ order, title, className }: OrderSummaryProps) {
  const sums = orderSums(order);
  // No fee means counter pickup, unless the order says it is a delivery (a free-delivery area).
  const pickedUp = sums.deliveryFee === 0 && order.is_delivery !== true;
  // The counting payment (decision 0302); none before the first attempt.
  const payment = customerPaymentText(order.OrderPayment);
  const address = order.address;

  return (
    <section className={cx(styles.summary, className)} aria-label={typeof title === "string" ? title : "Resumo do pedido"}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      <dl className={styles.list}>
        <div className={styles.row}>
          <dt>Subtotal</dt>
          <dd>
            <Money value={sums.subtotal} unit="centavos" />
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
            <dd>{sums.deliveryFee === 0 ? "Grátis" : <Money value={sums.deliveryFee} unit="centavos" />}</dd>
          </div>
        )}
        {sums.discount > 0 ? (
          <div className={styles.row}>
            <dt>{discountLabel(order)}</dt>
            <dd className={styles.discount}>{discountAmountText(sums.discount)}</dd>
          </div>
        ) : null}
        <div className={cx(styles.row, styles.total)}>
          <dt>Total</dt>
          <dd>
            <Money value={sums.total} unit="centavos" />
          </dd>
        </div>
        {payment ? (
          <div className={styles.row}>
            <dt>Pagamento</dt>
            <dd>{payment}</dd>
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
