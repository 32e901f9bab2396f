import { canTransition, currentState, type OrderState } from "@forno/domain/orders";
import { type Order } from "@forno/domain/schemas";

export interface DeskStep {
  to: OrderState;
  label: string;
}

/** The one-tap move of each open column; pickup orders are "ready" where delivery ones "leave", then "Retirado" (decision 3702). */
export function nextStep(order: Order): DeskStep | null {
  switch (currentState(order.OrderStateHistory)) {
    case "PAID":
      return { to: "PREPARATION", label: "Aceitar" };
    case "PREPARATION":
      return { to: "DISPATCHED", label: order.is_delivery ? "Saiu para entrega" : "Pronto para retirada" };
    case "DISPATCHED":
      return { to: "DELIVERED", label: order.is_delivery ? "Entregue" : "Retirado" };
    default:
      return null;
  }
}

/** Staff may cancel while the state machine allows it (PAID and PREPARATION). */
export function canCancel(order: Order): boolean {
  const state = currentState(order.OrderStateHistory);
  return state !== undefined && canTransition(state, "CANCELLED_STORE");
}
