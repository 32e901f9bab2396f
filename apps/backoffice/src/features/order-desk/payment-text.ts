import { PAYMENT_METHOD_LABELS } from "@forno/domain/orders";
import { type Order } from "@forno/domain/schemas";

/** "Pix · pago", "Cartão de Crédito · pago"; the approved payment when there is one. */
export function paymentText(order: Order): string {
  const payments = order.OrderPayment ?? [];
  const payment = payments.find((entry) => entry.status === "approved") ?? payments.at(-1);
  if (!payment) return "Pagamento não informado";
  const method = (PAYMENT_METHOD_LABELS as Record<string, string>)[payment.payment_method] ?? payment.payment_method;
  return payment.status === "approved" ? `${method} · pago` : method;
}
