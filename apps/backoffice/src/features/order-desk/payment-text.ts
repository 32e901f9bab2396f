import { orderTotalCentavos, staffPaymentText } from "@forno/domain/order-reading";
import { type Order } from "@forno/domain/schemas";

/**
 * "Pix · pago", "Cartão de Crédito · pago"; paid on delivery, what the driver needs: "Dinheiro na
 * entrega · troco para R$ 100,00 (levar R$ 37,50)" or "Cartão na entrega · levar a maquininha"
 * (decision 1703). The domain's staff reading of the order's counting payment.
 */
export function paymentText(order: Order): string {
  return staffPaymentText(order.OrderPayment, orderTotalCentavos(order));
}
