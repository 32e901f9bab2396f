import { type PaymentSource, countingPayment } from "../order-reading/counting-payment";
import { PAYMENT_METHODS } from "../order-reading/payment-methods";

/** `formas_pagamento[].forma_pagamento` of each of Forno's methods (growth.md section 3). */
export const NFCE_PAYMENT_CODES = {
  bank_transfer: "17",
  credit_card: "03",
  cash: "01",
  card_on_delivery: "99",
} as const satisfies Record<keyof typeof PAYMENT_METHODS, string>;

/** One entry of the note's `formas_pagamento`. */
export interface NfcePayment {
  forma_pagamento: string;
  valor_pagamento: string;
  /** Required with code 99 ("Outros"): what the payment was. */
  descricao_pagamento?: string;
}

/**
 * The note's payment: the order's counting payment (decision 2800) for the whole total, mapped to
 * its code; cash is the total, the change is left out (the customer's note is not the sale). Card on
 * delivery is 99 described "Cartão na entrega"; an order without a payment reads as 99 "Outros".
 */
export function nfcePayment(payments: readonly PaymentSource[] | undefined, totalText: string): NfcePayment {
  const method = countingPayment(payments)?.payment_method;
  if (method === undefined || !Object.hasOwn(NFCE_PAYMENT_CODES, method)) return { forma_pagamento: "99", valor_pagamento: totalText, descricao_pagamento: "Outros" };
  const code = NFCE_PAYMENT_CODES[method as keyof typeof NFCE_PAYMENT_CODES];
  return code === "99"
    ? { forma_pagamento: code, valor_pagamento: totalText, descricao_pagamento: PAYMENT_METHODS.card_on_delivery.label }
    : { forma_pagamento: code, valor_pagamento: totalText };
}
