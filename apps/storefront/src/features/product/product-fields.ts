import type { Product } from "@forno/domain/schemas";

/** The product's own fields out of a product or a cart line (which carries them plus its own). */
export function productFields(source: Product): Product {
  return {
    id: source.id,
    external_id: source.external_id,
    name: source.name,
    description: source.description,
    amount: source.amount,
    image_url: source.image_url,
    product_group: source.product_group,
    product_subgroup: source.product_subgroup,
    is_fractionable: source.is_fractionable,
    is_active: source.is_active,
    is_featured: source.is_featured,
    order_group: source.order_group,
  };
}

/** What /product expects in navigation state: the product, and the cart line when editing one. */
export interface ProductPageState {
  product: Product;
  lineIndex?: number;
}

export function readProductState(state: unknown): ProductPageState | null {
  if (!state || typeof state !== "object" || !("product" in state)) return null;
  const { product, lineIndex } = state as { product: unknown; lineIndex?: unknown };
  if (!product || typeof product !== "object" || typeof (product as Product).id !== "number") return null;
  return { product: product as Product, ...(typeof lineIndex === "number" ? { lineIndex } : {}) };
}
