import { type Order } from "@forno/domain/schemas";

/** What the Endereço column says for an order picked up at the counter (as the desk and the ticket do). */
export const PICKUP_TEXT = "Retirada no balcão";

/**
 * Endereço column: address, number, extra info, neighbourhood and notes (seed 001 section 2.8);
 * a pickup order carries the store's own address, so it says "Retirada no balcão" instead.
 */
export function orderAddressText(order: Pick<Order, "address" | "is_delivery">): string {
  if (!order.is_delivery) return PICKUP_TEXT;
  const { address } = order;
  if (!address) return "";
  const place = [address.address, address.number].filter(Boolean).join(", ");
  const notes = address.address_notes ? `Ref.: ${address.address_notes}` : null;
  return [place, address.address_info, address.neighborhood, notes].filter(Boolean).join(" - ");
}
