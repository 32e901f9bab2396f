import { centavosToReais } from "../pricing/centavos";
import { cartLinePriceCentavos } from "../pricing/line-price";
import type { CartLine } from "../schemas/cart";
import type { OrderItem } from "../schemas/order";
import type { Product } from "../schemas/product";
import type { ProductHasAdditional } from "../schemas/product-additional";

/** The cart "Pedir de novo" rebuilds, and what could not come back (named for the customer). */
export interface Reorder {
  lines: CartLine[];
  /** Portuguese names of what was left out: a product, a whole pizza, or an additional with its product. */
  leftOut: string[];
}

type ReorderItem = Pick<OrderItem, "cart_index" | "item_id" | "item_id_parent" | "item_group" | "product_id" | "quantity" | "item_notes" | "product" | "ProductAdditional">;

function byGroup(rows: readonly ReorderItem[]): ReorderItem[][] {
  const groups = new Map<number, ReorderItem[]>();
  for (const row of rows) groups.set(row.item_group, [...(groups.get(row.item_group) ?? []), row]);
  return [...groups.values()];
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
export function reorderCart(
  items: readonly ReorderItem[],
  catalogue: readonly Product[],
  additionalsOf: (product: Product) => readonly ProductHasAdditional[],
): Reorder {
  const products = new Map(catalogue.filter((product) => product.is_active).map((product) => [product.id, product]));
  const rows = items.filter((item) => item.item_id_parent === null).sort((a, b) => a.cart_index - b.cart_index);
  const lines: CartLine[] = [];
  const leftOut: string[] = [];
  for (const pizza of byGroup(rows)) {
    const fractional = pizza.length > 1 || !Number.isInteger(pizza[0]!.quantity);
    const missing = pizza.filter((row) => {
      const product = products.get(row.product_id);
      return !product || (fractional && !product.is_fractionable);
    });
    if (missing.length > 0) {
      const names = pizza.map((row) => row.product.name);
      const unavailable = `${missing.map((row) => row.product.name).join(", ")} ${missing.length > 1 ? "indisponíveis" : "indisponível"}`;
      leftOut.push(pizza.length > 1 ? `Pizza ${names.join(" + ")} (${unavailable})` : names[0]!);
      continue;
    }
    for (const row of pizza) {
      const product = products.get(row.product_id)!;
      const offered = additionalsOf(product);
      const additionals: ProductHasAdditional[] = [];
      for (const extra of items.filter((item) => item.item_id_parent !== null && item.cart_index === row.cart_index)) {
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
