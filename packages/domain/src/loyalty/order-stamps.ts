import { byItemGroup } from "../fractions/item-group-rows";
import { isWholeQuantity } from "../fractions/fraction-values";

/** What the stamp count reads of an order's flat rows (the server's accepted rows and an `OrderItem` with its product id fit). */
export interface StampRow {
  cart_index: number;
  item_group: number;
  item_id_parent: number | null;
  product_id: number | null;
  quantity: number;
}

/**
 * The stamps an order earns when delivered (growth.md section 2): each pizza of a stamp group earns
 * one stamp per unit of quantity; a pizza of halves or thirds is one pizza, in the group of its first
 * flavour (the lowest `cart_index`). `groupOf` names a product's group; additionals earn nothing.
 */
export function orderStamps(rows: readonly StampRow[], groupOf: (productId: number) => string | undefined, stampGroups: readonly string[]): number {
  let stamps = 0;
  for (const pizza of byItemGroup(rows.filter((row) => row.item_id_parent === null))) {
    const flavours = [...pizza].sort((a, b) => a.cart_index - b.cart_index);
    const first = flavours[0]!;
    if (first.product_id === null || !stampGroups.includes(groupOf(first.product_id) ?? "")) continue;
    const fractional = flavours.length > 1 || !isWholeQuantity(first.quantity);
    stamps += fractional ? 1 : Math.max(0, Math.floor(first.quantity));
  }
  return stamps;
}
