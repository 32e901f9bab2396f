import { ON_DELIVERY_PAYMENT_LABEL, onDeliveryCustomerText, onDeliveryPaymentOf } from "@forno/domain/order-reading";
import type { Order } from "@forno/domain/schemas";
import styles from "./order-line.module.css";

/**
 * An order paid on delivery says so on every order screen: "Pagamento na entrega" and what the
 * customer pays with ("Dinheiro · Troco para R$ 100,00"); nothing for other orders (decision 1702).
 */
export function OnDeliveryLine({ order, className }: { order: Pick<Order, "OrderPayment">; className?: string }) {
  const payment = onDeliveryPaymentOf(order.OrderPayment);
  if (!payment) return null;
  return (
    <span className={[styles.line, className].filter(Boolean).join(" ")}>
      <span className={styles.label}>{ON_DELIVERY_PAYMENT_LABEL}</span>
      <span>{onDeliveryCustomerText(payment)}</span>
    </span>
  );
}
