import { settledPayment } from "@forno/domain/order-reading";
import { centavosToReais } from "@forno/domain/pricing";
import type { OrderPayment, PaymentMethod } from "@forno/domain/schemas";
import type { OpenDeliveryOrder, OpenDeliveryPaymentMethod } from "./order-schema";

type MethodKind = Pick<OpenDeliveryPaymentMethod, "type" | "method">;

/**
 * Forno's payment methods in OpenDelivery (decision 2022): Pix and card are paid online (PREPAID);
 * cash and the card machine the driver brings are paid on delivery (PENDING). The machine takes
 * debit or credit, the customer's choice at the door: CREDIT_DEBIT.
 */
export const OPEN_DELIVERY_METHOD_OF: Record<PaymentMethod, MethodKind> = {
  bank_transfer: { type: "PREPAID", method: "PIX" },
  credit_card: { type: "PREPAID", method: "CREDIT" },
  cash: { type: "PENDING", method: "CASH" },
  card_on_delivery: { type: "PENDING", method: "CREDIT_DEBIT" },
  /** Paid online through iFood (the marketplace's own wallet). */
  ifood: { type: "PREPAID", method: "DIGITAL_WALLET" },
};

/**
 * The payment that paid the order (the domain's `settledPayment`: its counting payment when approved, or approved then refunded) as the one method, for the whole
 * order amount, so the methods add up to `orderAmount` exactly. Cash carries `changeFor`: the note
 * the customer pays with, or the amount itself for exact money (the document requires it for CASH).
 * An order with no approved payment (none reaches the feed) would show the amount as PENDING OTHER.
 */
export function mapPayments(payments: readonly OrderPayment[], orderCentavos: number): OpenDeliveryOrder["payments"] {
  // A payment refunded later (the order cancelled) still tells how the order was paid.
  const paid = settledPayment(payments);
  const value = centavosToReais(orderCentavos);
  const kind: MethodKind = paid === undefined ? { type: "PENDING", method: "OTHER" } : OPEN_DELIVERY_METHOD_OF[paid.payment_method];
  const method: OpenDeliveryPaymentMethod = {
    value,
    currency: "BRL",
    ...kind,
    ...(kind.method === "CASH" ? { changeFor: paid?.change_for ?? value } : {}),
  };
  return {
    prepaid: kind.type === "PREPAID" ? value : 0,
    pending: kind.type === "PENDING" ? value : 0,
    methods: [method],
  };
}
