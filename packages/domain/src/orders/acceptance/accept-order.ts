import { applyFractionPricing, type FractionPricingRule } from "../../pricing-rules/fraction-pricing";
import { priceOrderRows } from "../../pricing/order-rows-price";
import { reaisToCentavos } from "../../pricing/centavos";
import type { FlatOrderItem } from "../order-items";
import { additionalsRefusal, productsRefusal } from "./catalogue-checks";
import type { OrderCatalogue } from "./order-catalogue";
import { pizzasRefusal } from "./pizza-checks";

/** One accepted row of an order, priced from the catalogue (never from the body). */
export interface AcceptedRow<T extends FlatOrderItem> {
  item: T;
  /** The product's name on a product row, the additional's on an additional row. */
  name: string;
  additional_id: number | null;
  category: string | null;
  unitCentavos: number;
  /** The row's share of its cart line (`priceOrderRows`): the rows add up to the order's amount. */
  amountCentavos: number;
}

export type OrderAcceptance<T extends FlatOrderItem> =
  | { accepted: true; rows: AcceptedRow<T>[]; totalCentavos: number }
  | { accepted: false; message: string };

/**
 * Whether an order's items can be accepted against the catalogue the server loaded, and at what
 * price (architecture section 5, decision 0400): products, then additionals, then fractions and
 * dough, the first refusal winning with the cart's Portuguese message; accepted rows come priced in
 * cart order with the cart's own formula, so the total equals the cart's. The items must be
 * structurally sound first (`orderItemsProblem` returns null). `rule` is the store's
 * `operation.fraction_pricing` (decision 1604): under "highest" each fraction's unit price is its
 * pizza's dearest flavour (applyFractionPricing), as the cart's cartTotalByRule prices it.
 */
export function acceptOrder<T extends FlatOrderItem>(items: readonly T[], catalogue: OrderCatalogue, rule: FractionPricingRule = "proportional"): OrderAcceptance<T> {
  const lines = items.filter((item) => item.item_id_parent === null).sort((a, b) => a.cart_index - b.cart_index);
  const message = productsRefusal(lines, catalogue) ?? additionalsRefusal(items, catalogue) ?? pizzasRefusal(items, lines, catalogue);
  if (message !== null) return { accepted: false, message };

  const described = items.map((item) => {
    if (item.item_id_parent === null) {
      const product = catalogue.products.get(item.product_id)!;
      return { item, name: product.name, additional_id: null, category: null, unitCentavos: reaisToCentavos(product.amount) };
    }
    const additional = catalogue.additionals.get(item.item_id)!;
    return { item, name: additional.name, additional_id: additional.id, category: additional.category, unitCentavos: reaisToCentavos(additional.amount) };
  });
  const priced = applyFractionPricing(
    rule,
    described.map((row) => ({ ...row, cart_index: row.item.cart_index, item_group: row.item.item_group, item_id_parent: row.item.item_id_parent, quantity: row.item.quantity })),
  );
  const { rows, totalCentavos } = priceOrderRows(priced);
  return {
    accepted: true,
    rows: rows.map(({ item, name, additional_id, category, unitCentavos, amountCentavos }) => ({ item, name, additional_id, category, unitCentavos, amountCentavos })),
    totalCentavos,
  };
}
