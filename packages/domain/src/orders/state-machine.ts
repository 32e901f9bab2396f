import { ORDER_STATE_LABELS, type OrderState } from "./order-states";

/**
 * Who asks for a change. Only a confirmed payment (or the marketplace, whose orders arrive paid) may
 * move PENDING to PAID. `ifood`: the marketplace's own events (growth.md section 4).
 */
export type TransitionActor = "staff" | "payment" | "system" | "ifood";

/** Architecture section 5: the moves the server accepts, from -> to. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderState, readonly OrderState[]>> = {
  CART: ["PENDING"],
  PENDING: ["PAID", "CANCELLED_CLIENT", "CANCELLED_STORE", "ERROR"],
  PAID: ["PREPARATION", "CANCELLED_STORE", "REFUNDED", "ERROR"],
  PREPARATION: ["DISPATCHED", "CANCELLED_STORE", "ERROR"],
  DISPATCHED: ["DELIVERED", "ERROR"],
  DELIVERED: ["REFUNDED"],
  CANCELLED_STORE: ["REFUNDED"],
  CANCELLED_CLIENT: [],
  REFUNDED: [],
  ERROR: ["PAID", "PREPARATION", "DISPATCHED", "CANCELLED_STORE", "REFUNDED"],
};

/**
 * The marketplace's cancellations beyond the table (decision 3402): iFood cancels an order whatever
 * the store did with it (the customer through iFood's support, iFood after its 8 minutes), so its
 * CAN event reaches a paid, preparing or dispatched order as CANCELLED_CLIENT, or CANCELLED_STORE
 * after the store's own request.
 */
const MARKETPLACE_CANCELLATIONS: Readonly<Partial<Record<OrderState, readonly OrderState[]>>> = {
  PAID: ["CANCELLED_CLIENT"],
  PREPARATION: ["CANCELLED_CLIENT"],
  DISPATCHED: ["CANCELLED_CLIENT", "CANCELLED_STORE"],
};

function paymentOnly(from: OrderState, to: OrderState): boolean {
  return from === "PENDING" && to === "PAID";
}

export function canTransition(from: OrderState, to: OrderState, by: TransitionActor = "staff"): boolean {
  if (by === "ifood" && MARKETPLACE_CANCELLATIONS[from]?.includes(to)) return true;
  if (!ORDER_TRANSITIONS[from].includes(to)) return false;
  return !paymentOnly(from, to) || by === "payment" || by === "ifood";
}

export function allowedTransitions(from: OrderState, by: TransitionActor = "staff"): OrderState[] {
  return ORDER_TRANSITIONS[from].filter((to) => canTransition(from, to, by));
}

/** The 409 message naming both states by their labels. */
export function transitionErrorMessage(from: OrderState, to: OrderState, by: TransitionActor = "staff"): string {
  if (paymentOnly(from, to) && by !== "payment") {
    return `Somente a confirmação do pagamento pode mudar o pedido de ${ORDER_STATE_LABELS[from]} para ${ORDER_STATE_LABELS[to]}.`;
  }
  return `Não é possível mudar o pedido de ${ORDER_STATE_LABELS[from]} para ${ORDER_STATE_LABELS[to]}.`;
}

/** null when the move is allowed, otherwise the message the API answers with a 409. */
export function transitionProblem(from: OrderState, to: OrderState, by: TransitionActor = "staff"): string | null {
  return canTransition(from, to, by) ? null : transitionErrorMessage(from, to, by);
}
