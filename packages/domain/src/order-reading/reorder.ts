import { type OrderRowSource, orderPizzas } from "./order-pizzas";
import { centavosToReais } from "../pricing/centavos";
import { cartLinePriceCentavos } from "../pricing/line-price";

/** What "Pedir de novo" reads of a product of today's catalogue (a `Product` fits). */
export interface ReorderProduct {
  id: number;
  name: string;
  amount: number;
  is_active: boolean;
  is_fractionable: boolean;
}

/** An additional a product offers today (a `ProductHasAdditional` fits). */
export interface ReorderAdditional {
  ProductAdditional: { id: number; amount: number };
}

/** A cart line rebuilt: today's product with the past line's quantity, note and the additionals still offered (a `CartLine`). */
export type ReorderLine<P extends ReorderProduct, A extends ReorderAdditional> = P & { quantity: number; note: string | null; additionals: A[]; totalPrice: number };

/** The cart "Pedir de novo" rebuilds, and what could not come back (named for the customer). */
export interface Reorder<P extends ReorderProduct, A extends ReorderAdditional> {
  lines: ReorderLine<P, A>[];
  /** Portuguese names of what was left out: a product, a whole pizza, or an additional with its product. */
  leftOut: string[];
}

/** What "Pedir de novo" reads of a past order's row (an `OrderItem` fits; a marketplace's row that matched no Forno product has null ids). */
export interface ReorderItem extends OrderRowSource {
  item_id: number | null;
  product_id: number | null;
  item_notes: string | null;
}

/**
 * Rebuilds a past order's cart (operations.md section 6) at today's prices: each product row
 * becomes a cart line of the product as the catalogue has it now (`catalogue`: today's active
 * products), with the additionals it had that the product still offers (`additionalsOf`, today's
 * rows and prices), its quantity and note, in the order's line order. The fractions of one pizza
 * (one item_group) come back together or not at all: a pizza with a flavour no longer sold (or no
 * longer sold in fractions) is left out whole, so the cart never holds half a pizza. What is left
 * out is named in `leftOut`.
 */
export function reorderCart<P extends ReorderProduct, A extends ReorderAdditional>(
  items: readonly ReorderItem[],
  catalogue: readonly P[],
  additionalsOf: (product: P) => readonly A[],
): Reorder<P, A> {
  const products = new Map(catalogue.filter((product) => product.is_active).map((product) => [product.id, product]));
  const productOf = (row: ReorderItem) => (row.product_id === null ? undefined : products.get(row.product_id));
  const lines: ReorderLine<P, A>[] = [];
  const leftOut: string[] = [];
  for (const pizza of orderPizzas(items)) {
    const missing = pizza.lines.filter(({ product: row }) => {
      const product = productOf(row);
      return !product || (pizza.fractional && !product.is_fractionable);
    });
    if (missing.length > 0) {
      const names = pizza.lines.map(({ product: row }) => row.product.name);
      const unavailable = `${missing.map(({ product: row }) => row.product.name).join(", ")} ${missing.length > 1 ? "indisponíveis" : "indisponível"}`;
      leftOut.push(pizza.lines.length > 1 ? `Pizza ${names.join(" + ")} (${unavailable})` : names[0]!);
      continue;
    }
    for (const { product: row, additionals: extras } of pizza.lines) {
      const product = productOf(row)!;
      const offered = additionalsOf(product);
      const additionals: A[] = [];
      for (const extra of extras) {
        const current = offered.find((choice) => choice.ProductAdditional.id === extra.item_id);
        if (current) additionals.push(current);
        else leftOut.push(`${extra.ProductAdditional?.name ?? "Adicional"} (${product.name})`);
      }
      const line = { ...product, quantity: row.quantity, note: row.item_notes, additionals };
      lines.push({ ...line, totalPrice: centavosToReais(cartLinePriceCentavos(line)) });
    }
  }
  return { lines, leftOut };
}

/** The notice after "Pedir de novo" when something could not come back. */
export function reorderNotice(leftOut: readonly string[]): string | null {
  if (leftOut.length === 0) return null;
  return `Não estão disponíveis hoje e ficaram de fora: ${leftOut.join("; ")}.`;
}
