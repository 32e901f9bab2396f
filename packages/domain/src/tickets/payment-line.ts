import { cashChangeText } from "../orders/pay-on-delivery";

/**
 * A payment as a ticket reads it: the orders' `OrderPayment` rows, and the pay-on-delivery methods
 * of operations.md section 3 (`cash` with `change_for`, `card_on_delivery`) when they exist.
 */
export interface TicketPayment {
  payment_method: string;
  status: string;
  /** Cash: the note the customer pays with, in reais; null or absent for exact money. */
  change_for?: number | null;
}

const METHOD_NAMES: Record<string, string> = { bank_transfer: "Pix", credit_card: "Cartão de crédito" };
const STATUS_TEXTS: Record<string, string> = {
  approved: "pago",
  pending: "aguardando pagamento",
  in_process: "aguardando pagamento",
  rejected: "recusado",
  cancelled: "cancelado",
  refunded: "estornado",
};

/** The payment that counts: the approved one, else the latest attempt (decision 0302). */
export function ticketPayment<T extends TicketPayment>(payments: readonly T[]): T | undefined {
  return payments.find((payment) => payment.status === "approved") ?? payments.at(-1);
}

/**
 * "Pix - pago", "Cartão de crédito - pago", "Dinheiro - troco para R$ 100,00 (levar R$ 10,20)",
 * "Dinheiro - sem troco", "Cartão na entrega"; "Pagamento pendente" without any payment. The change
 * the driver takes is the note minus the order's total (`totalCentavos`).
 */
export function paymentLine(payment: TicketPayment | undefined, totalCentavos: number): string {
  if (payment === undefined) return "Pagamento pendente";
  if (payment.payment_method === "card_on_delivery") return "Cartão na entrega";
  if (payment.payment_method === "cash") {
    return `Dinheiro - ${cashChangeText(payment.change_for, totalCentavos)}`;
  }
  const method = METHOD_NAMES[payment.payment_method] ?? payment.payment_method;
  return `${method} - ${STATUS_TEXTS[payment.status] ?? payment.status}`;
}
