import { fractionLabel } from "@forno/domain/fractions";
import { type OrderItem } from "@forno/domain/schemas";

/**
 * One line for a card: each pizza with its fractions joined ("1/2 Calabresa + 1/2 Margherita"),
 * whole items with their quantity ("2x Guaraná"), in cart order. Additionals stay on the ticket.
 */
export function itemSummary(items: readonly OrderItem[]): string {
  const groups = new Map<number, OrderItem[]>();
  for (const item of [...items].sort((a, b) => a.cart_index - b.cart_index)) {
    if (item.item_id_parent !== null) continue;
    groups.set(item.item_group, [...(groups.get(item.item_group) ?? []), item]);
  }
  return [...groups.values()]
    .map((lines) => {
      const fractions = lines.map((line) => ({ line, fraction: fractionLabel(line.quantity) }));
      if (fractions.every(({ fraction }) => fraction)) return fractions.map(({ line, fraction }) => `${fraction} ${line.product.name}`).join(" + ");
      return lines.map((line) => `${line.quantity}x ${line.product.name}`).join(" · ");
    })
    .join(" · ");
}
