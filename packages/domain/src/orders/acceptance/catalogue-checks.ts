import { extrasGroupFilter, isSingleChoiceCategory } from "../../catalog/additional-choice";
import { ORDER_MESSAGES } from "../../catalog/messages";
import type { FlatOrderItem } from "../order-items";
import type { OrderCatalogue } from "./order-catalogue";

/** The first refusal about the lines' products: each must exist and be active. Lines in cart order. */
export function productsRefusal(lines: readonly FlatOrderItem[], catalogue: OrderCatalogue): string | null {
  for (const line of lines) {
    const product = catalogue.products.get(line.product_id);
    if (product === undefined) return ORDER_MESSAGES.unknownProduct;
    if (!product.is_active) return ORDER_MESSAGES.productUnavailable(product.name);
  }
  return null;
}

/**
 * The first refusal about the chosen additionals, in the order sent: each must exist, be active, be
 * linked to its line's product, belong to the group the product screen offers for that quantity (a
 * fraction of a large pizza takes the individual extras, `extrasGroupFilter`), and a single-choice
 * category (dough, sauce) holds one choice per line. The products were checked first.
 */
export function additionalsRefusal(items: readonly FlatOrderItem[], catalogue: OrderCatalogue): string | null {
  const lineOf = new Map(items.filter((item) => item.item_id_parent === null).map((line) => [line.cart_index, line]));
  const chosen = new Set<string>();
  for (const item of items) {
    if (item.item_id_parent === null) continue;
    const line = lineOf.get(item.cart_index);
    const product = line === undefined ? undefined : catalogue.products.get(line.product_id);
    const additional = catalogue.additionals.get(item.item_id);
    if (line === undefined || product === undefined) return ORDER_MESSAGES.unknownProduct;
    if (additional === undefined) return ORDER_MESSAGES.unknownAdditional;
    if (!additional.is_active) return ORDER_MESSAGES.additionalUnavailable(additional.name);
    const notAllowed = ORDER_MESSAGES.additionalNotAllowed(additional.name, product.name);
    if (!product.additional_ids.includes(additional.id)) return notAllowed;
    const group = extrasGroupFilter(product.product_group, additional.category, line.quantity);
    if (group !== null && additional.group !== group) return notAllowed;
    if (isSingleChoiceCategory(additional.category)) {
      const key = `${item.cart_index}:${additional.category}`;
      if (chosen.has(key)) return ORDER_MESSAGES.singleChoice(additional.category, product.name);
      chosen.add(key);
    }
  }
  return null;
}
