import { formatCentavos } from "../format/money";
import { reaisToCentavos } from "../pricing/centavos";
import { ORDER_STATE_LABELS, type OrderState } from "./order-states";

/**
 * Payment on delivery (operations.md section 3): the order is confirmed at once (PENDING -> PAID)
 * and paid to the driver, in cash or with the card machine.
 */
export const ON_DELIVERY_PAYMENT_METHODS = ["cash", "card_on_delivery"] as const;
export type OnDeliveryPaymentMethod = (typeof ON_DELIVERY_PAYMENT_METHODS)[number];

/** What the customer reads instead of "Pago" (contract text, letter for letter). */
export const ON_DELIVERY_CONFIRMED_LABEL = "Pedido confirmado";
export const ON_DELIVERY_PAYMENT_LABEL = "Pagamento na entrega";

export function isOnDeliveryMethod(method: string): method is OnDeliveryPaymentMethod {
  return (ON_DELIVERY_PAYMENT_METHODS as readonly string[]).includes(method);
}

/** The fields of an order's payment these rules read (an `OrderPayment` fits). */
export interface OnDeliveryPaymentSource {
  payment_method: string;
  status: string;
  change_for?: number | null;
}

/** The order's payment on delivery, when that is how it is paid (the approved payment's method). */
export function onDeliveryPaymentOf<T extends OnDeliveryPaymentSource>(payments: readonly T[] | undefined): (T & { payment_method: OnDeliveryPaymentMethod }) | undefined {
  const approved = payments?.find((payment) => payment.status === "approved");
  return approved !== undefined && isOnDeliveryMethod(approved.payment_method) ? (approved as T & { payment_method: OnDeliveryPaymentMethod }) : undefined;
}

/**
 * The state's label as the customer reads it: a PAID order paid on delivery is "Pedido confirmado",
 * never "Pedido Pago" (operations.md section 3); every other label is the spec's.
 */
export function customerStateLabel(state: OrderState, payments: readonly OnDeliveryPaymentSource[] | undefined): string {
  return state === "PAID" && onDeliveryPaymentOf(payments) !== undefined ? ON_DELIVERY_CONFIRMED_LABEL : ORDER_STATE_LABELS[state];
}

/** The change the driver takes: the note minus the total, never negative (0 for exact money). */
export function changeToTakeCentavos(changeFor: number | null | undefined, totalCentavos: number): number {
  if (changeFor == null) return 0;
  return Math.max(0, reaisToCentavos(changeFor) - totalCentavos);
}

/**
 * The 422 of a cash payment whose note does not cover the order (`change_for` below the total);
 * null when it does, or for exact money (null). Equal to the total means no change.
 */
export function changeForProblem(changeFor: number | null | undefined, totalCentavos: number): string | null {
  if (changeFor == null || reaisToCentavos(changeFor) >= totalCentavos) return null;
  return `O troco deve ser para um valor igual ou maior que o total do pedido (${formatCentavos(totalCentavos)}).`;
}

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
export function onDeliveryCustomerText(payment: OnDeliveryPaymentSource & { payment_method: OnDeliveryPaymentMethod }): string {
  if (payment.payment_method === "card_on_delivery") return "Cartão na entrega";
  return payment.change_for == null ? "Dinheiro · Sem troco" : `Dinheiro · Troco para ${formatCentavos(reaisToCentavos(payment.change_for))}`;
}

/**
 * The staff's line (desk card): "Dinheiro na entrega · troco para R$ 100,00 (levar R$ 37,50)",
 * "Dinheiro na entrega · sem troco", "Cartão na entrega · levar a maquininha" (decision 1703).
 */
export function onDeliveryStaffText(payment: OnDeliveryPaymentSource & { payment_method: OnDeliveryPaymentMethod }, totalCentavos: number): string {
  if (payment.payment_method === "card_on_delivery") return "Cartão na entrega · levar a maquininha";
  return `Dinheiro na entrega · ${cashChangeText(payment.change_for, totalCentavos)}`;
}
