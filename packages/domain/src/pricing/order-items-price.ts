import { linePriceCentavos } from "./line-price";

/** A flat order item with the unit price the server loaded for it (product or additional), in centavos. */
export interface PricedOrderItem {
  cart_index: number;
  item_id_parent: number | null;
  quantity: number;
  unitCentavos: number;
}

/**
 * Server pricing of the flat items of POST /orders: the items of one cart_index form one line
 * (its product row and its additional rows) priced with the cart's own formula, so the order's
 * amount equals the cart total. Returns each line's price and the sum, in centavos.
 */
export function priceOrderItems(items: readonly PricedOrderItem[]): { lines: Map<number, number>; totalCentavos: number } {
  const byLine = new Map<number, { quantity: number; unit: number; additionals: number[] }>();
  for (const item of items) {
    const line = byLine.get(item.cart_index) ?? { quantity: 0, unit: 0, additionals: [] };
    if (item.item_id_parent === null) {
      line.quantity = item.quantity;
      line.unit = item.unitCentavos;
    } else {
      line.additionals.push(item.unitCentavos);
    }
    byLine.set(item.cart_index, line);
  }
  const lines = new Map<number, number>();
  let totalCentavos = 0;
  for (const [cartIndex, line] of [...byLine].sort(([a], [b]) => a - b)) {
    const price = linePriceCentavos(line.quantity, line.unit, line.additionals);
    lines.set(cartIndex, price);
    totalCentavos += price;
  }
  return { lines, totalCentavos };
}
