import { currentState, type StateEntry } from "./history";
import { isOpenOrderState } from "./order-states";

/** The cart asks 'Já existe um pedido em aberto, deseja realizar um novo?' when the latest order is open. */
export const OPEN_ORDER_QUESTION = "Já existe um pedido em aberto, deseja realizar um novo?";

export function isOpenOrder(order: { OrderStateHistory: readonly StateEntry[] } | null | undefined): boolean {
  return order != null && isOpenOrderState(currentState(order.OrderStateHistory));
}

/** The customer's order list leaves out orders still waiting for payment (`where_not_to_state=PENDING`). */
export const ORDER_LIST_EXCLUDED_STATE = "PENDING";
