import { orderTotalCentavos } from "@forno/domain/order-reading";
import { centavosToReais } from "@forno/domain/pricing";
import type { Order } from "@forno/domain/schemas";
import type { PaymentRequest } from "./payment-types";

/** The name on the customer's card statement: a fixed store name (seed 001 section 9). */
export const STATEMENT_DESCRIPTOR = "FORNO PIZZARIA";
/** api_version of every payment body (seed 001 section 9). */
export const PAYMENT_API_VERSION = 2;

/** What every payment body carries; the server charges its own total whatever transaction_amount says. */
function commonFields(order: Order) {
  return {
    external_reference: order.id,
    statement_descriptor: STATEMENT_DESCRIPTOR,
    transaction_amount: centavosToReais(orderTotalCentavos(order)),
    api_version: PAYMENT_API_VERSION,
  } as const;
}

/** POST /order-payments for Pix (seed 001 section 7). */
export function pixPaymentBody(order: Order): PaymentRequest {
  return { ...commonFields(order), payer: { email: order.Client?.email ?? null }, payment_method_id: "pix" };
}

/** The card form's data (Mercado Pago's Brick or our sandbox form), plus our fields. */
export interface CardFormData {
  payment_method_id: string;
  token?: string;
  issuer_id?: string | number;
  installments?: number;
  payer?: { email?: string | null; identification?: { type: string; number: string } };
  card?: { number: string; cardholder_name: string; expiration_month: number; expiration_year: number; security_code: string };
  card_id?: string;
}

/** POST /order-payments for a card: only the fields the API knows (the Brick adds others). */
export function cardPaymentBody(order: Order, form: CardFormData): PaymentRequest {
  return {
    ...commonFields(order),
    payment_method_id: form.payment_method_id,
    installments: 1,
    ...(form.token ? { token: form.token } : {}),
    ...(form.issuer_id !== undefined && form.issuer_id !== "" ? { issuer_id: String(form.issuer_id) } : {}),
    ...(form.card ? { card: form.card } : {}),
    ...(form.card_id ? { card_id: form.card_id } : {}),
    payer: {
      email: form.payer?.email ?? order.Client?.email ?? null,
      ...(form.payer?.identification ? { identification: form.payer.identification } : {}),
    },
  };
}
