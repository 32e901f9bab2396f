import { itemGroups } from "../fractions/cart-groups";
import { isWholeQuantity } from "../fractions/fraction-values";
import { reaisToCentavos } from "../pricing/centavos";
import { linePriceCentavos, type PriceableCartLine } from "../pricing/line-price";
import type { PricedOrderItem } from "../pricing/order-items-price";

/** `operation.fraction_pricing`: how a pizza of several flavours is priced (contract, section 2). */
export const FRACTION_PRICING_RULES = ["proportional", "highest"] as const;
export type FractionPricingRule = (typeof FRACTION_PRICING_RULES)[number];


/** A pizza line to price: the pizza (group) it belongs to, its quantity and its product's price. */
export interface FractionPricedLine {
  group: number;
  quantity: number;
  unitCentavos: number;
}

/**
 * The unit price each line is charged under the rule, in centavos. Proportional: its own price.
 * Highest: a fraction is charged the highest price among the fractions of its pizza, so the
 * pizza costs its most expensive flavour; whole lines keep their own price.
 */
export function fractionUnitCentavos(rule: FractionPricingRule, lines: readonly FractionPricedLine[]): number[] {
  if (rule === "proportional") return lines.map((line) => line.unitCentavos);
  const highest = new Map<number, number>();
  for (const line of lines) {
    if (!isWholeQuantity(line.quantity)) highest.set(line.group, Math.max(highest.get(line.group) ?? 0, line.unitCentavos));
  }
  return lines.map((line) => (isWholeQuantity(line.quantity) ? line.unitCentavos : (highest.get(line.group) ?? line.unitCentavos)));
}

/** The cart's line prices under the rule (the pizzas found from the quantities, as itemGroups does). */
export function cartLinePricesByRule(rule: FractionPricingRule, lines: readonly PriceableCartLine[]): number[] {
  const groups = itemGroups(lines.map((line) => line.quantity));
  const units = fractionUnitCentavos(
    rule,
    lines.map((line, index) => ({ group: groups[index] ?? index, quantity: line.quantity, unitCentavos: reaisToCentavos(line.amount) })),
  );
  return lines.map((line, index) =>
    linePriceCentavos(
      line.quantity,
      units[index] ?? 0,
      (line.additionals ?? []).map((selected) => reaisToCentavos(selected.ProductAdditional.amount)),
    ),
  );
}

/** The cart total under the rule, in centavos (equals cartTotalCentavos for "proportional"). */
export function cartTotalByRule(rule: FractionPricingRule, lines: readonly PriceableCartLine[]): number {
  return cartLinePricesByRule(rule, lines).reduce((sum, price) => sum + price, 0);
}

/**
 * The server's flat items with the product rows' unit prices set by the rule; additional rows are
 * untouched. Feed the result to priceOrderItems.
 */
export function applyFractionPricing<T extends PricedOrderItem & { item_group: number }>(rule: FractionPricingRule, items: readonly T[]): T[] {
  const products = items.filter((item) => item.item_id_parent === null);
  const units = fractionUnitCentavos(
    rule,
    products.map((item) => ({ group: item.item_group, quantity: item.quantity, unitCentavos: item.unitCentavos })),
  );
  const unitByItem = new Map(products.map((item, index) => [item, units[index] ?? item.unitCentavos]));
  return items.map((item) => ({ ...item, unitCentavos: unitByItem.get(item) ?? item.unitCentavos }));
}
