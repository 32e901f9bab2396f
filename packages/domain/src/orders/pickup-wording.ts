import { ORDER_STATE_LABELS, type OrderState } from "./order-states";

/**
 * A pickup order goes "Pronto para retirada" -> "Retirado" where a delivery goes "Saiu para Entrega"
 * -> "Entregue": the same states (DISPATCHED, DELIVERED), nobody drives it anywhere (decision 3702).
 * Kept apart from order-states.ts so the storefront's first load, which does not use it, carries none of it.
 */
export const PICKUP_STATE_LABELS: Readonly<Partial<Record<OrderState, string>>> = { DISPATCHED: "Pronto para retirada", DELIVERED: "Retirado" };

/** The state's label for this order: a pickup order's own wording, else the seeds' labels. */
export function orderStateLabelFor(state: OrderState, isDelivery: boolean): string {
  return (isDelivery ? undefined : PICKUP_STATE_LABELS[state]) ?? ORDER_STATE_LABELS[state];
}
