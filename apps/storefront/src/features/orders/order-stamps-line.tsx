import { stampsText } from "@forno/domain/loyalty";
import { isCancelledOrderState } from "@forno/domain/order-reading";
import { currentState } from "@forno/domain/orders";
import type { Order } from "@forno/domain/schemas";
import styles from "./order-page.module.css";

/**
 * What the order does for the customer's loyalty card (growth.md section 2; decision 3220): the
 * stamps it earned once delivered, the stamps it will earn before that; nothing for an order that
 * earns none or was cancelled or refunded (its stamps are taken back).
 */
export function orderStampsSentence(order: Pick<Order, "loyalty_stamps" | "OrderStateHistory">): string | null {
  const state = currentState(order.OrderStateHistory);
  if (order.loyalty_stamps <= 0 || isCancelledOrderState(state)) return null;
  const stamps = stampsText(order.loyalty_stamps);
  return state === "DELIVERED" ? `Este pedido rendeu ${stamps} no seu cartão fidelidade.` : `Este pedido vale ${stamps} no seu cartão fidelidade quando for entregue.`;
}

export function OrderStampsLine({ order }: { order: Order }) {
  const sentence = orderStampsSentence(order);
  return sentence ? <p className={styles.stamps}>{sentence}</p> : null;
}
