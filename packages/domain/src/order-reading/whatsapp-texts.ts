import { type OrderState } from "../orders/order-states";
import { orderStateLabelFor } from "./state-texts";

/** "Falar com a loja": the draft to the store, naming the order when there is one (operations.md section 6). */
export function storeContactText(orderNumber?: number): string {
  return orderNumber === undefined ? "Olá! Gostaria de falar com a loja." : `Olá! Gostaria de falar sobre o meu pedido #${orderNumber}.`;
}

/** "Enviar status no WhatsApp": the draft to the client with the order number and its status. */
export function orderStatusText(orderNumber: number, state: OrderState, clientName?: string | null, isDelivery = true): string {
  const first = clientName?.trim().split(/\s+/)[0];
  return `Olá${first ? `, ${first}` : ""}! O status do seu pedido #${orderNumber} é: ${orderStateLabelFor(state, isDelivery)}.`;
}
