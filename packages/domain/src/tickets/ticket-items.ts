import { fractionLabel, isWholeQuantity } from "../fractions";

/** The fields of a flat order item (`OrderItem` of an order) a ticket reads. */
export interface TicketItemSource {
  cart_index: number;
  item_id_parent: number | null;
  item_group: number;
  quantity: number;
  item_notes: string | null;
  product: { name: string };
  ProductAdditional?: { name: string } | null;
}

/** One fraction of a pizza: "1/2" and the flavour. */
export interface TicketFraction {
  label: string;
  name: string;
}

/** One entry of the ticket: a product or a whole pizza, or a pizza of several flavours with its fractions. */
export interface TicketEntry {
  quantity: number;
  /** The product's name, or "Pizza 2 sabores" for a pizza of fractions. */
  name: string;
  fractions: TicketFraction[];
  /** Additional names, each once, in the order of the lines. */
  additionals: string[];
  notes: string[];
}

const distinct = (values: readonly string[]) => [...new Set(values.map((value) => value.trim()).filter((value) => value !== ""))];

/**
 * Groups the flat items the way the cart built them (architecture section 5): the cart lines of one
 * `item_group` are one pizza when they are fractions (their quantities add up to one), otherwise the
 * group is one product line; additional rows hang on their line's `cart_index`. Cart order is kept.
 */
export function ticketEntries(items: readonly TicketItemSource[]): TicketEntry[] {
  const lines = items.filter((item) => item.item_id_parent === null).sort((a, b) => a.cart_index - b.cart_index);
  const additionalsOf = (cartIndex: number) =>
    items.filter((item) => item.item_id_parent !== null && item.cart_index === cartIndex).map((item) => item.ProductAdditional?.name ?? item.product.name);
  const groups = new Map<number, TicketItemSource[]>();
  for (const line of lines) groups.set(line.item_group, [...(groups.get(line.item_group) ?? []), line]);
  return [...groups.values()].map((group) => {
    const additionals = distinct(group.flatMap((line) => additionalsOf(line.cart_index)));
    const notes = distinct(group.flatMap((line) => (line.item_notes === null ? [] : [line.item_notes])));
    const first = group[0]!;
    if (group.length === 1 && isWholeQuantity(first.quantity)) {
      return { quantity: first.quantity, name: first.product.name, fractions: [], additionals, notes };
    }
    return {
      quantity: 1,
      name: `Pizza ${group.length} sabores`,
      fractions: group.map((line) => ({ label: fractionLabel(line.quantity) ?? String(line.quantity), name: line.product.name })),
      additionals,
      notes,
    };
  });
}
