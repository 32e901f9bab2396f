import { PAYMENT_METHOD_LABELS, onDeliveryPaymentOf, onDeliveryStaffText } from "@forno/domain/orders";
import { orderTotalCentavos } from "@forno/domain/pricing";
import { type Order } from "@forno/domain/schemas";

/**
 * "Pix · pago", "Cartão de Crédito · pago"; the approved payment when there is one. Paid on delivery,
 * what the driver needs: "Dinheiro na entrega · troco para R$ 100,00 (levar R$ 37,50)" or "Cartão na
 * entrega · levar a maquininha" (decision 1703).
 */
export function paymentText(order: Order): string {
  const payments = order.OrderPayment ?? [];
  const onDelivery = onDeliveryPaymentOf(payments);
  if (onDelivery) return onDeliveryStaffText(onDelivery, orderTotalCentavos(order));
  const payment = payments.find((entry) => entry.status === "approved") ?? payments.at(-1);
  if (!payment) return "Pagamento não informado";
  const method = (PAYMENT_METHOD_LABELS as Record<string, string>)[payment.payment_method] ?? payment.payment_method;
  return payment.status === "approved" ? `${method} · pago` : method;
}
