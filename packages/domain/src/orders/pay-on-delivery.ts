import { formatCentavos } from "../format/money";
import { reaisToCentavos } from "../pricing/centavos";

/**
 * Payment on delivery (operations.md section 3): the order is confirmed at once (PENDING -> PAID)
 * and paid to the driver, in cash or with the card machine. How an order paid so reads on each
 * screen is in `order-reading/payment-texts.ts`.
 */
export const ON_DELIVERY_PAYMENT_METHODS = ["cash", "card_on_delivery"] as const;
export type OnDeliveryPaymentMethod = (typeof ON_DELIVERY_PAYMENT_METHODS)[number];

export function isOnDeliveryMethod(method: string): method is OnDeliveryPaymentMethod {
  return (ON_DELIVERY_PAYMENT_METHODS as readonly string[]).includes(method);
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
