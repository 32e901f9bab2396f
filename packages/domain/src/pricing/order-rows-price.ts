import { additionalQuantity } from "../catalog/additionals";
import { linePriceCentavos } from "./line-price";
import { type PricedOrderItem, priceOrderItems } from "./order-items-price";

/** A flat order row with its share of its cart line, in centavos. */
export type OrderRowShare<T extends PricedOrderItem> = T & { amountCentavos: number };

/**
 * The rows of an order as `order_items` stores them (decision 0400): in cart order (each line's
 * product row, then its additionals as sent), each with its share of its line. An additional row
 * takes its own price times max(1, line quantity); the product row takes the rest of the line as
 * `linePriceCentavos` prices it (rounded once per line), so the rows add up to the order's amount.
 */
export function priceOrderRows<T extends PricedOrderItem>(items: readonly T[]): { rows: OrderRowShare<T>[]; totalCentavos: number } {
  const { lines, totalCentavos } = priceOrderItems(items);
  const quantityOf = new Map(items.filter((item) => item.item_id_parent === null).map((item) => [item.cart_index, item.quantity]));
  const ordered = [...items].sort((a, b) => a.cart_index - b.cart_index || Number(a.item_id_parent !== null) - Number(b.item_id_parent !== null));
  const additionalShare = new Map<number, number>();
  const rows = ordered.map((item): OrderRowShare<T> => {
    if (item.item_id_parent === null) return { ...item, amountCentavos: 0 };
    const share = linePriceCentavos(additionalQuantity(quantityOf.get(item.cart_index) ?? 0), item.unitCentavos);
    additionalShare.set(item.cart_index, (additionalShare.get(item.cart_index) ?? 0) + share);
    return { ...item, amountCentavos: share };
  });
  for (const row of rows) {
    if (row.item_id_parent === null) row.amountCentavos = (lines.get(row.cart_index) ?? 0) - (additionalShare.get(row.cart_index) ?? 0);
  }
  return { rows, totalCentavos };
}
