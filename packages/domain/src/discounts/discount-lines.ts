import { isWholeQuantity } from "../fractions/fraction-values";
import { byItemGroup } from "../fractions/item-group-rows";

/** One pizza (or one whole product line) as a discount reads it: its product group and its price. */
export interface DiscountLine {
  /** The product group of its first flavour ("Pizzas Grandes", "Bebidas"). */
  group: string;
  /** The line's price with its additionals and dough, in centavos. */
  centavos: number;
  /**
   * How many pizzas (or products) the line holds: a whole line's quantity, 1 for halves and thirds
   * (one pizza). Absent: 1. The loyalty card's free pizza is one of them (growth.md section 2).
   */
  units?: number;
}

/** What `discountLines` reads of an order's priced flat rows (the server's accepted rows fit). */
export interface PricedRow {
  cart_index: number;
  item_group: number;
  item_id_parent: number | null;
  product_id: number;
  /** The row's share of its line, in centavos (`priceOrderRows`). */
  amountCentavos: number;
  /** The row's quantity (2 on a line of two whole pizzas); absent: 1. */
  quantity?: number;
}

/**
 * An order's priced rows as the lines a discount applies to (growth.md section 1): one line per
 * pizza (the rows of one `item_group`, halves and thirds together) or whole product line, its
 * additionals and dough included, in the group of its first flavour (the lowest `cart_index`).
 * `groupOf` names a product's group (the catalogue the server loaded).
 */
export function discountLines(rows: readonly PricedRow[], groupOf: (productId: number) => string): DiscountLine[] {
  return byItemGroup(rows).map((pizza) => {
    const products = pizza.filter((row) => row.item_id_parent === null).sort((a, b) => a.cart_index - b.cart_index);
    const first = products[0] ?? pizza[0]!;
    const quantity = first.quantity ?? 1;
    const units = products.length === 1 && isWholeQuantity(quantity) ? Math.max(1, Math.floor(quantity)) : 1;
    return { group: groupOf(first.product_id), centavos: pizza.reduce((sum, row) => sum + row.amountCentavos, 0), units };
  });
}
