import { type OnDeliveryPaymentMethod, isOnDeliveryMethod } from "../orders/pay-on-delivery";

/** What these rules read of a row of an order's `OrderPayment` list (an `OrderPayment` fits). */
export interface PaymentSource {
  payment_method: string;
  /** Absent on a payment a screen builds before the server answers: it reads as an attempt. */
  status?: string;
  /** Cash on delivery: the note the customer pays with, in reais; null or absent for exact money. */
  change_for?: number | null;
}

/**
 * The payment that counts for an order (decision 0302, 2800): its latest approved payment; else the
 * latest refunded one (it paid the order before the refund, so it still tells how the order was
 * paid); else the latest attempt; undefined before the first attempt. Rows come oldest first, as
 * the API lists them. Every screen, ticket, CSV and mapping that names "the" payment asks here.
 */
export function countingPayment<T extends PaymentSource>(payments: readonly T[] | undefined): T | undefined {
  if (payments === undefined) return undefined;
  return payments.findLast((payment) => payment.status === "approved") ?? payments.findLast((payment) => payment.status === "refunded") ?? payments.at(-1);
}

/** The counting payment when it settled the order (approved, or approved then refunded); undefined otherwise. */
export function settledPayment<T extends PaymentSource>(payments: readonly T[] | undefined): T | undefined {
  const payment = countingPayment(payments);
  return payment?.status === "approved" || payment?.status === "refunded" ? payment : undefined;
}

/** The order's payment on delivery, when that is how it is paid: its counting payment, approved, in cash or with the card machine. */
export function onDeliveryPaymentOf<T extends PaymentSource>(payments: readonly T[] | undefined): (T & { payment_method: OnDeliveryPaymentMethod }) | undefined {
  const payment = countingPayment(payments);
  return payment?.status === "approved" && isOnDeliveryMethod(payment.payment_method) ? (payment as T & { payment_method: OnDeliveryPaymentMethod }) : undefined;
}
