/** A product of an order as the server loaded it (amount in reais, as stored). */
export interface AcceptanceProduct {
  id: number;
  name: string;
  amount: number;
  product_group: string;
  is_fractionable: boolean;
  is_active: boolean;
  /** It has at least one active "Tipo de Massa" additional to choose. */
  offers_dough: boolean;
  /** The additionals linked to it (product_has_additionals); the order's chosen ones are enough. */
  additional_ids: readonly number[];
}

/** An additional chosen in an order as the server loaded it (amount in reais). */
export interface AcceptanceAdditional {
  id: number;
  name: string;
  group: string;
  category: string;
  amount: number;
  is_active: boolean;
}

/** What order acceptance reads: the order's products and its chosen additionals, by id. */
export interface OrderCatalogue {
  products: ReadonlyMap<number, AcceptanceProduct>;
  additionals: ReadonlyMap<number, AcceptanceAdditional>;
}

export function orderCatalogue(products: readonly AcceptanceProduct[], additionals: readonly AcceptanceAdditional[]): OrderCatalogue {
  return { products: new Map(products.map((product) => [product.id, product])), additionals: new Map(additionals.map((additional) => [additional.id, additional])) };
}
