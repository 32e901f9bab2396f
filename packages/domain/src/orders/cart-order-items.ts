import { additionalQuantity } from "../catalog/additionals";
import { itemGroups } from "../fractions/cart-groups";
import type { FlatOrderItem } from "./order-items";

/** What flattening needs from a cart line as the storefront stores it. */
export interface FlattenableCartLine {
  id: number;
  quantity: number;
  note?: string | null;
  additionals: readonly { ProductAdditional: { id: number } }[];
}

export type CartOrderItem = FlatOrderItem & { item_notes: string | null };

/**
 * The flat `items` of POST /orders from the cart's lines (architecture section 5): for line i one
 * product row (item_id = product_id, no parent) and one row per selected additional (quantity
 * max(1, q), parent = the product), all in the line's pizza group from `itemGroups`.
 */
export function cartOrderItems(lines: readonly FlattenableCartLine[]): CartOrderItem[] {
  const groups = itemGroups(lines.map((line) => line.quantity));
  return lines.flatMap((line, index) => {
    const item_group = groups[index] ?? index + 1;
    return [
      { cart_index: index, item_id: line.id, item_id_parent: null, item_group, product_id: line.id, quantity: line.quantity, item_notes: line.note?.trim() || null },
      ...line.additionals.map((selected) => ({
        cart_index: index,
        item_id: selected.ProductAdditional.id,
        item_id_parent: line.id,
        item_group,
        product_id: line.id,
        quantity: additionalQuantity(line.quantity),
        item_notes: null,
      })),
    ];
  });
}
