/**
 * The one table of payment methods: what screens, the CSV and the desk call each method (seed 000
 * section 2: "Cartão de Crédito" or "Pix"; operations.md section 3 for payment on delivery), and how
 * the printed ticket writes it (operations.md section 1 quotes "Cartão de crédito - pago": the two
 * specs differ in one capital letter, and each text is the contract's, letter for letter).
 */
export const PAYMENT_METHODS = {
  credit_card: { label: "Cartão de Crédito", ticket: "Cartão de crédito" },
  bank_transfer: { label: "Pix", ticket: "Pix" },
  cash: { label: "Dinheiro", ticket: "Dinheiro" },
  card_on_delivery: { label: "Cartão na entrega", ticket: "Cartão na entrega" },
  /** Paid online through the marketplace (growth.md section 4: method "iFood"). */
  ifood: { label: "iFood", ticket: "iFood" },
} as const satisfies Record<string, { label: string; ticket: string }>;

export type OrderPaymentMethod = keyof typeof PAYMENT_METHODS;

/** A payment status as the staff read it beside the method ("Pix - pago", "Pix · pago"). */
export const PAYMENT_STATUS_TEXTS: Readonly<Record<string, string>> = {
  approved: "pago",
  pending: "aguardando pagamento",
  in_process: "aguardando pagamento",
  rejected: "recusado",
  cancelled: "cancelado",
  refunded: "estornado",
};

export function isOrderPaymentMethod(method: string): method is OrderPaymentMethod {
  return Object.hasOwn(PAYMENT_METHODS, method);
}

/** The method's name on screens and in the CSV; an unknown method (a row from elsewhere) reads as stored. */
export function paymentMethodLabel(method: string): string {
  return isOrderPaymentMethod(method) ? PAYMENT_METHODS[method].label : method;
}

/** The method's name on the printed ticket; an unknown method reads as stored. */
export function ticketPaymentMethod(method: string): string {
  return isOrderPaymentMethod(method) ? PAYMENT_METHODS[method].ticket : method;
}
