import { fractionLabel } from "../fractions/fraction-values";
import { type OrderRowSource, additionalName, flavoursName, orderPizzas } from "../order-reading/order-pizzas";

/** The fields of a flat order item (`OrderItem` of an order) a ticket reads. */
export interface TicketItemSource extends OrderRowSource {
  item_notes: string | null;
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
 * The ticket's entries: one per pizza of the order (`orderPizzas`), a whole line with its quantity
 * and a pizza of fractions as "Pizza N sabores" with its flavours; each with its additionals and
 * notes, each once. Cart order is kept.
 */
export function ticketEntries(items: readonly TicketItemSource[]): TicketEntry[] {
  return orderPizzas(items).map(({ lines, fractional }) => {
    const additionals = distinct(lines.flatMap((line) => line.additionals.map(additionalName)));
    const notes = distinct(lines.flatMap(({ product }) => (product.item_notes === null ? [] : [product.item_notes])));
    const first = lines[0]!.product;
    if (!fractional) return { quantity: first.quantity, name: first.product.name, fractions: [], additionals, notes };
    return {
      quantity: 1,
      name: flavoursName(lines.length),
      fractions: lines.map(({ product }) => ({ label: fractionLabel(product.quantity) ?? String(product.quantity), name: product.product.name })),
      additionals,
      notes,
    };
  });
}
