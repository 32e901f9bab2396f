import { currentState, type StateEntry } from "../orders/history";
import { ORDER_STATE_LABELS, type OrderState } from "../orders/order-states";
import { type PaymentSource, onDeliveryPaymentOf } from "./counting-payment";

/**
 * How each audience reads an order's state (decision 2800): the customer's screens (the specs'
 * labels), the customer's push, the staff's one-tap step on the desk, and the words that change
 * between delivery and pickup. One table, so "Pronto para retirada" is written once.
 */

/** An order is delivered to the customer or picked up at the counter. */
export interface FulfilledOrder {
  is_delivery: boolean;
}

/** A text that reads differently for a delivery and a pickup. */
interface ByFulfilment {
  delivery: string;
  pickup: string;
}

const worded = (text: string | ByFulfilment, order: FulfilledOrder) => (typeof text === "string" ? text : order.is_delivery ? text.delivery : text.pickup);

/** How the order reaches the customer, as staff, the CSV, the staff's push and the ticket (upper case) name it. */
export const FULFILMENT_LABELS: Readonly<ByFulfilment> = { delivery: "Entrega", pickup: "Retirada" };
/** Where a pickup order is handed over (desk card, ticket). */
export const PICKUP_AT_COUNTER = "Retirada no balcão";

export function fulfilmentLabel(order: FulfilledOrder): string {
  return worded(FULFILMENT_LABELS, order);
}

/** What the customer reads instead of "Pedido Pago" for an order paid on delivery (contract text, letter for letter). */
export const ON_DELIVERY_CONFIRMED_LABEL = "Pedido confirmado";

/**
 * The state's label as the customer reads it: a PAID order paid on delivery is "Pedido confirmado",
 * never "Pedido Pago" (operations.md section 3); every other label is the spec's.
 */
export function customerStateLabel(state: OrderState, payments: readonly PaymentSource[] | undefined): string {
  return state === "PAID" && onDeliveryPaymentOf(payments) !== undefined ? ON_DELIVERY_CONFIRMED_LABEL : ORDER_STATE_LABELS[state];
}

/**
 * A pickup order goes "Pronto para retirada" -> "Retirado" where a delivery goes "Saiu para Entrega"
 * -> "Entregue": the same states (DISPATCHED, DELIVERED), nobody drives it anywhere (decision 3702).
 */
export const PICKUP_STATE_LABELS: Readonly<Partial<Record<OrderState, string>>> = { DISPATCHED: "Pronto para retirada", DELIVERED: "Retirado" };

/** The state's label for this order as staff and the WhatsApp message read it: a pickup order's own wording, else the seeds' labels. */
export function orderStateLabelFor(state: OrderState, isDelivery: boolean): string {
  return (isDelivery ? undefined : PICKUP_STATE_LABELS[state]) ?? ORDER_STATE_LABELS[state];
}

const LEFT: ByFulfilment = { delivery: "Saiu para entrega", pickup: PICKUP_STATE_LABELS.DISPATCHED! };
const DELIVERED: ByFulfilment = { delivery: "Entregue", pickup: PICKUP_STATE_LABELS.DELIVERED! };

/** The customer's push per state (operations.md section 6); none for a cart or an order waiting for payment. */
const PUSH_TEXTS: Partial<Record<OrderState, string | ByFulfilment>> = {
  PAID: "Pagamento confirmado",
  PREPARATION: "Em preparo",
  DISPATCHED: LEFT,
  DELIVERED,
  CANCELLED_STORE: "Cancelado pela loja",
  CANCELLED_CLIENT: "Cancelado",
  REFUNDED: "Reembolsado",
  ERROR: "Houve um problema com o pedido: fale com a loja",
};

/** What the customer's push says of the order's state, or undefined when there is nothing to tell. */
export function pushStateText(state: OrderState, order: FulfilledOrder): string | undefined {
  const text = PUSH_TEXTS[state];
  return text === undefined ? undefined : worded(text, order);
}

/** The staff's step from each open state (the desk's one tap; the iFood calls of growth.md section 4 follow them). */
const STAFF_STEPS: Partial<Record<OrderState, { to: OrderState; label: string | ByFulfilment }>> = {
  PAID: { to: "PREPARATION", label: "Aceitar" },
  PREPARATION: { to: "DISPATCHED", label: LEFT },
  DISPATCHED: { to: "DELIVERED", label: DELIVERED },
};

export interface StaffStep {
  to: OrderState;
  label: string;
}

/** The one-tap move of an open order for the staff: "Aceitar", "Saiu para entrega" or "Pronto para retirada", "Entregue"; null otherwise. */
export function staffNextStep(order: FulfilledOrder & { OrderStateHistory: readonly StateEntry[] }): StaffStep | null {
  const state = currentState(order.OrderStateHistory);
  const step = state === undefined ? undefined : STAFF_STEPS[state];
  return step === undefined ? null : { to: step.to, label: worded(step.label, order) };
}
