import { fractionLabel } from "@forno/domain/fractions";
import { orderPizzas } from "@forno/domain/order-reading";
import { type OrderItem } from "@forno/domain/schemas";

/**
 * One line for a card: each pizza of the order (the domain's grouping) with its fractions joined
 * ("1/2 Calabresa + 1/2 Margherita"), whole items with their quantity ("2x Guaraná"), in cart
 * order. Additionals stay on the ticket.
 */
export function itemSummary(items: readonly OrderItem[]): string {
  return orderPizzas(items)
    .map(({ lines, fractional }) =>
      fractional
        ? lines.map(({ product }) => `${fractionLabel(product.quantity) ?? `${product.quantity}x`} ${product.product.name}`).join(" + ")
        : lines.map(({ product }) => `${product.quantity}x ${product.product.name}`).join(" · "),
    )
    .join(" · ");
}
