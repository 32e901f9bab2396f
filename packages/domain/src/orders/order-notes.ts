/** `order_notes` when the customer writes none (seed 000 section 9). */
export const DEFAULT_ORDER_NOTES = "Pedido Online";
