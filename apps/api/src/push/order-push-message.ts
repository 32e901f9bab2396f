import { formatMoney } from "@forno/domain/format";
import { fulfilmentLabel, pushStateText } from "@forno/domain/order-reading";
import { currentState } from "@forno/domain/orders";
import type { Order } from "@forno/domain/schemas";
import type { PushMessage } from "./push-sender";

/** The customer's push for the order's latest state (the domain's push text); undefined while it is a cart or waits for payment. */
export function customerOrderMessage(order: Order): PushMessage | undefined {
  const state = currentState(order.OrderStateHistory);
  const text = state === undefined ? undefined : pushStateText(state, order);
  if (text === undefined) return undefined;
  return { title: `Pedido #${order.external_id}`, body: text, url: `/order?id=${order.id}` };
}

/** The staff's push when an order has just been paid (the desk rings). */
export function staffNewOrderMessage(order: Order): PushMessage | undefined {
  if (currentState(order.OrderStateHistory) !== "PAID") return undefined;
  return {
    title: `Novo pedido #${order.external_id}`,
    body: `${fulfilmentLabel(order)} · ${formatMoney(order.amount)}`,
    url: "/backoffice/orders",
  };
}
