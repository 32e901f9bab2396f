import { byItemGroup } from "../fractions/item-group-rows";
import { isWholeQuantity } from "../fractions/fraction-values";

/** What the grouping reads of an order's flat rows (an `OrderItem` of an `Order` fits). */
export interface OrderRowSource {
  cart_index: number;
  item_group: number;
  /** Null on a product row; the product's id on its additional rows. */
  item_id_parent: number | null;
  quantity: number;
  product: { name: string };
  ProductAdditional?: { name: string } | null;
}

/** One cart line of an order: its product row and the additional rows hung on it. */
export interface OrderLine<T extends OrderRowSource> {
  product: T;
  additionals: T[];
}

/** One pizza (or one product line) of an order: the lines of one `item_group`, in cart order. */
export interface OrderPizza<T extends OrderRowSource> {
  group: number;
  lines: OrderLine<T>[];
  /** A pizza of halves or thirds (several flavours, or one line of a fraction), not a whole line. */
  fractional: boolean;
}

/**
 * The cart lines of an order, in cart order (`cart_index`), each product row with its additional
 * rows (architecture section 5: additional rows carry their line's `cart_index`). A line whose
 * product row is missing is left out.
 */
export function orderLines<T extends OrderRowSource>(rows: readonly T[]): OrderLine<T>[] {
  const lines = new Map<number, OrderLine<T>>();
  const sorted = [...rows].sort((a, b) => a.cart_index - b.cart_index);
  for (const row of sorted) if (row.item_id_parent === null && !lines.has(row.cart_index)) lines.set(row.cart_index, { product: row, additionals: [] });
  for (const row of sorted) if (row.item_id_parent !== null) lines.get(row.cart_index)?.additionals.push(row);
  return [...lines.values()];
}

/**
 * The pizzas of an order, the one grouping every reader uses (tickets, the desk, the order screens,
 * "Pedir de novo", OpenDelivery, and the fiscal items and loyalty stamps of growth.md): the cart
 * lines of one `item_group` are one pizza when they are fractions (their quantities add up to one),
 * otherwise the group is one product line. Cart order is kept, within and across pizzas.
 */
export function orderPizzas<T extends OrderRowSource>(rows: readonly T[]): OrderPizza<T>[] {
  const grouped = byItemGroup(orderLines(rows).map((line) => ({ item_group: line.product.item_group, line })));
  return grouped.map((members) => {
    const lines = members.map(({ line }) => line);
    return { group: members[0]!.item_group, lines, fractional: lines.length > 1 || !isWholeQuantity(lines[0]!.product.quantity) };
  });
}

/**
 * The first flavour of a pizza (its first line's product row): a pizza of halves or thirds belongs
 * to the group of its first flavour (growth.md sections 1-3: coupons, stamps, the NFC-e's codes).
 */
export function firstFlavour<T extends OrderRowSource>(pizza: OrderPizza<T>): T {
  return pizza.lines[0]!.product;
}

/** "Pizza 2 sabores": the name of a pizza of several flavours (tickets, OpenDelivery's item). */
export function flavoursName(flavours: number): string {
  return `Pizza ${flavours} sabores`;
}

/** An additional row's name (its additional's; the row's product name when the wire left it out). */
export function additionalName(row: OrderRowSource): string {
  return row.ProductAdditional?.name ?? row.product.name;
}
