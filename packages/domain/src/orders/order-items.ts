import { additionalQuantity } from "../catalog/additionals";
import { itemGroups, toThousandths } from "../fractions";

/** The structural fields of a flat item of POST /orders. */
export interface FlatOrderItem {
  cart_index: number;
  item_id: number;
  item_id_parent: number | null;
  item_group: number;
  product_id: number;
  quantity: number;
}

/** One message for a body the storefront would never build (a bug or a tampered request). */
export const ORDER_ITEMS_INVALID = "Os itens do pedido são inválidos. Atualize o carrinho e tente novamente.";

function samePartition(a: readonly number[], b: readonly number[]): boolean {
  return a.every((group, i) => a.every((other, j) => (group === other) === (b[i] === b[j])));
}

/**
 * Server check of the flat items' structure (architecture section 5): each cart line has exactly
 * one product row (item_id = product_id, no parent); its additional rows name it as parent, share
 * its item_group and have quantity max(1, line quantity); item_groups split the lines exactly as
 * the cart does (a group closes when the running quantity total is whole).
 * Returns null when the structure is sound, otherwise ORDER_ITEMS_INVALID.
 */
export function orderItemsProblem(items: readonly FlatOrderItem[]): string | null {
  const products = new Map<number, FlatOrderItem>();
  for (const item of items) {
    if (item.item_id_parent !== null) continue;
    if (products.has(item.cart_index) || item.item_id !== item.product_id) return ORDER_ITEMS_INVALID;
    products.set(item.cart_index, item);
  }
  for (const item of items) {
    if (item.item_id_parent === null) continue;
    const parent = products.get(item.cart_index);
    if (!parent) return ORDER_ITEMS_INVALID;
    const consistent =
      item.item_id_parent === parent.product_id &&
      item.product_id === parent.product_id &&
      item.item_group === parent.item_group &&
      toThousandths(item.quantity) === toThousandths(additionalQuantity(parent.quantity));
    if (!consistent) return ORDER_ITEMS_INVALID;
  }
  const lines = [...products.values()].sort((a, b) => a.cart_index - b.cart_index);
  if (lines.length === 0) return ORDER_ITEMS_INVALID;
  const expected = itemGroups(lines.map((line) => line.quantity));
  return samePartition(lines.map((line) => line.item_group), expected) ? null : ORDER_ITEMS_INVALID;
}
