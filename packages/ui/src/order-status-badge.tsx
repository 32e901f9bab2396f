import { type PaymentSource, customerStateLabel } from "@forno/domain/order-reading";
import { type OrderState } from "@forno/domain/orders";
import { Badge, type BadgeTone } from "./badge";

/**
 * Colour of each order state (a UI choice, decision 0301): green once the customer has what they
 * paid for, amber while waiting on payment, blue while the kitchen and courier work, red when
 * something went wrong or was cancelled.
 */
export const ORDER_STATE_TONES: Readonly<Record<OrderState, BadgeTone>> = {
  CART: "neutral",
  PENDING: "warning",
  PAID: "info",
  PREPARATION: "info",
  DISPATCHED: "info",
  DELIVERED: "success",
  CANCELLED_STORE: "danger",
  CANCELLED_CLIENT: "danger",
  REFUNDED: "neutral",
  ERROR: "danger",
};

export interface OrderStatusBadgeProps {
  state: OrderState;
  /** The order's payments: an order paid on delivery reads "Pedido confirmado" instead of "Pedido Pago". */
  payments?: readonly PaymentSource[];
  className?: string;
}

/** An order's current state with its Portuguese label from @forno/domain ("Em Preparo"). */
export function OrderStatusBadge({ state, payments, className }: OrderStatusBadgeProps) {
  return (
    <Badge tone={ORDER_STATE_TONES[state]} className={className}>
      {customerStateLabel(state, payments)}
    </Badge>
  );
}
