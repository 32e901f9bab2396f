import { formatCentavos } from "../format/money";
import { type OnDeliveryPaymentMethod, changeToTakeCentavos } from "../orders/pay-on-delivery";
import { reaisToCentavos } from "../pricing/centavos";
import { type PaymentSource, countingPayment, onDeliveryPaymentOf } from "./counting-payment";
import { PAYMENT_STATUS_TEXTS, paymentMethodLabel, ticketPaymentMethod } from "./payment-methods";

/** The customer's heading for an order paid to the driver (contract text, letter for letter). */
export const ON_DELIVERY_PAYMENT_LABEL = "Pagamento na entrega";

type OnDeliveryPayment = PaymentSource & { payment_method: OnDeliveryPaymentMethod };

/** "troco para R$ 100,00 (levar R$ 37,50)" for the driver; "sem troco" for exact money. */
export function cashChangeText(changeFor: number | null | undefined, totalCentavos: number): string {
  const change = changeToTakeCentavos(changeFor, totalCentavos);
  if (changeFor == null || change === 0) return "sem troco";
  return `troco para ${formatCentavos(reaisToCentavos(changeFor))} (levar ${formatCentavos(change)})`;
}

/**
 * The customer's line under "Pagamento na entrega": "Dinheiro · Troco para R$ 100,00",
 * "Dinheiro · Sem troco", "Cartão na entrega" (decision 1702).
 */
export function onDeliveryCustomerText(payment: OnDeliveryPayment): string {
  if (payment.payment_method === "card_on_delivery") return "Cartão na entrega";
  return payment.change_for == null ? "Dinheiro · Sem troco" : `Dinheiro · Troco para ${formatCentavos(reaisToCentavos(payment.change_for))}`;
}

/**
 * The staff's line (desk card): "Dinheiro na entrega · troco para R$ 100,00 (levar R$ 37,50)",
 * "Dinheiro na entrega · sem troco", "Cartão na entrega · levar a maquininha" (decision 1703).
 */
export function onDeliveryStaffText(payment: OnDeliveryPayment, totalCentavos: number): string {
  if (payment.payment_method === "card_on_delivery") return "Cartão na entrega · levar a maquininha";
  return `Dinheiro na entrega · ${cashChangeText(payment.change_for, totalCentavos)}`;
}

/**
 * The customer's "Pagamento" (order summary, decision 0302): "Pix", "Cartão de Crédito"; paid on
 * delivery "Pagamento na entrega: Dinheiro · Troco para R$ 100,00"; undefined before any payment.
 */
export function customerPaymentText(payments: readonly PaymentSource[] | undefined): string | undefined {
  const payment = countingPayment(payments);
  if (payment === undefined) return undefined;
  const onDelivery = onDeliveryPaymentOf([payment]);
  return onDelivery ? `${ON_DELIVERY_PAYMENT_LABEL}: ${onDeliveryCustomerText(onDelivery)}` : paymentMethodLabel(payment.payment_method);
}

/**
 * The desk card's payment (decision 1703): "Pix · pago", "Cartão de Crédito" while not approved;
 * paid on delivery what the driver needs; "Pagamento não informado" before any payment. The change
 * is taken on the order's total (`totalCentavos`).
 */
export function staffPaymentText(payments: readonly PaymentSource[] | undefined, totalCentavos: number): string {
  const onDelivery = onDeliveryPaymentOf(payments);
  if (onDelivery) return onDeliveryStaffText(onDelivery, totalCentavos);
  const payment = countingPayment(payments);
  if (payment === undefined) return "Pagamento não informado";
  const method = paymentMethodLabel(payment.payment_method);
  return payment.status === "approved" ? `${method} · ${PAYMENT_STATUS_TEXTS.approved}` : method;
}

/**
 * The delivery ticket's payment line (operations.md section 1): "Pix - pago", "Cartão de crédito -
 * pago", "Dinheiro - troco para R$ 100,00 (levar R$ 10,20)", "Dinheiro - sem troco", "Cartão na
 * entrega"; "Pagamento pendente" without any payment. The change is the note minus `totalCentavos`.
 */
export function ticketPaymentText(payments: readonly PaymentSource[] | undefined, totalCentavos: number): string {
  const payment = countingPayment(payments);
  if (payment === undefined) return "Pagamento pendente";
  if (payment.payment_method === "card_on_delivery") return ticketPaymentMethod("card_on_delivery");
  if (payment.payment_method === "cash") return `${ticketPaymentMethod("cash")} - ${cashChangeText(payment.change_for, totalCentavos)}`;
  const status = payment.status ?? "";
  return `${ticketPaymentMethod(payment.payment_method)} - ${PAYMENT_STATUS_TEXTS[status] ?? status}`;
}
