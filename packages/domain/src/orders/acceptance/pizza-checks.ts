import { groupsMissingDough } from "../../catalog/dough";
import { ORDER_MESSAGES } from "../../catalog/messages";
import { fractionProblems } from "../../fractions/validate-fractions";
import type { FlatOrderItem } from "../order-items";
import type { OrderCatalogue } from "./order-catalogue";

/**
 * The first refusal about the pizzas, once products and additionals are known good: fractions
 * (allowed values on fractionable products, thirds only for "Pizzas Grandes", one size per pizza,
 * adding up to one: `fractionProblems`), then the dough each pizza's first line must carry when the
 * product offers one (`groupsMissingDough`), naming that line's product. Lines in cart order.
 */
export function pizzasRefusal(items: readonly FlatOrderItem[], lines: readonly FlatOrderItem[], catalogue: OrderCatalogue): string | null {
  const productOf = (line: FlatOrderItem) => catalogue.products.get(line.product_id)!;
  const [fraction] = fractionProblems(
    lines.map((line) => {
      const product = productOf(line);
      return { item_group: line.item_group, quantity: line.quantity, name: product.name, product_group: product.product_group, is_fractionable: product.is_fractionable };
    }),
  );
  if (fraction !== undefined) return fraction.message;

  const missing = groupsMissingDough(
    lines.map((line) => ({
      cart_index: line.cart_index,
      item_group: line.item_group,
      is_fractionable: productOf(line).is_fractionable,
      offersDough: productOf(line).offers_dough,
      categories: items
        .filter((item) => item.cart_index === line.cart_index && item.item_id_parent !== null)
        .map((item) => catalogue.additionals.get(item.item_id)?.category ?? ""),
    })),
  );
  if (missing.length === 0) return null;
  const first = lines.find((line) => line.item_group === missing[0])!;
  return ORDER_MESSAGES.doughMissing(productOf(first).name);
}
