/** Payment method labels of the order summary (seed 000 section 2). */
export const PAYMENT_METHOD_LABELS = {
  credit_card: "Cartão de Crédito",
  bank_transfer: "Pix",
  // Payment on delivery (operations.md section 3).
  cash: "Dinheiro",
  card_on_delivery: "Cartão na entrega",
} as const;

export type OrderPaymentMethod = keyof typeof PAYMENT_METHOD_LABELS;

export function paymentMethodLabel(method: OrderPaymentMethod): string {
  return PAYMENT_METHOD_LABELS[method];
}
