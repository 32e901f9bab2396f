import { formatMoney } from "@forno/domain/format";
import { type OrderState, currentState } from "@forno/domain/orders";
import type { Order } from "@forno/domain/schemas";
import type { PushMessage } from "./push-sender";

/** What the customer reads on the lock screen, per state; none for states they are already watching. */
const CUSTOMER_TEXT: Partial<Record<OrderState, (order: Order) => string>> = {
  PAID: () => "Pagamento confirmado",
  PREPARATION: () => "Em preparo",
  DISPATCHED: (order) => (order.is_delivery ? "Saiu para entrega" : "Pronto para retirada"),
  DELIVERED: (order) => (order.is_delivery ? "Entregue" : "Retirado"),
  CANCELLED_STORE: () => "Cancelado pela loja",
  CANCELLED_CLIENT: () => "Cancelado",
  REFUNDED: () => "Reembolsado",
  ERROR: () => "Houve um problema com o pedido: fale com a loja",
};

/** The customer's push for the order's latest state; undefined while it is a cart or waits for payment. */
export function customerOrderMessage(order: Order): PushMessage | undefined {
  const state = currentState(order.OrderStateHistory);
  const text = state === undefined ? undefined : CUSTOMER_TEXT[state];
  if (text === undefined) return undefined;
  return { title: `Pedido #${order.external_id}`, body: text(order), url: `/order?id=${order.id}` };
}

/** The staff's push when an order has just been paid (the desk rings). */
export function staffNewOrderMessage(order: Order): PushMessage | undefined {
  if (currentState(order.OrderStateHistory) !== "PAID") return undefined;
  return {
    title: `Novo pedido #${order.external_id}`,
    body: `${order.is_delivery ? "Entrega" : "Retirada"} · ${formatMoney(order.amount)}`,
    url: "/backoffice/orders",
  };
}
