import { cartOrderItems } from "@forno/domain/orders";
import { itemGroups } from "@forno/domain/fractions";
import { firstFlavourInProgress } from "@forno/domain/order-reading";
import { type FractionPricingRule, cartLinePricesByRule } from "@forno/domain/pricing-rules";
import { centavosToReais } from "@forno/domain/pricing";
import type { CartLine, OrderCreateBodyInput } from "@forno/domain/schemas";
import { useMemo, useState } from "react";

/**
 * The lines of a staff order, kept as the storefront keeps its cart (CartLine), so the same domain
 * functions group the pizzas, price them under the store's half-and-half rule and flatten them into
 * the items POST /orders takes (decision 1714: no second implementation).
 */
export function useStaffCart(rule: FractionPricingRule, sameSubgroupOnly = false) {
  const [lines, setLines] = useState<CartLine[]>([]);
  const quantities = useMemo(() => lines.map((line) => line.quantity), [lines]);
  const prices = useMemo(() => cartLinePricesByRule(rule, lines), [rule, lines]);
  const groups = useMemo(() => itemGroups(quantities), [quantities]);
  // A pizza being completed: the next flavour follows its first one (productsForPicking).
  const pickingFirst = useMemo(() => firstFlavourInProgress(lines), [lines]);
  const picking = pickingFirst !== null;

  return {
    lines,
    prices,
    groups,
    quantities,
    picking,
    pickingFirst,
    sameSubgroupOnly,
    incomplete: picking,
    subtotalCentavos: prices.reduce((sum, price) => sum + price, 0),
    add: (line: Omit<CartLine, "totalPrice">) => setLines((current) => [...current, { ...line, totalPrice: 0 }]),
    /** Removes the whole pizza the line belongs to (its other fractions cannot stand alone). */
    removeGroup: (group: number) => setLines((current) => current.filter((_, index) => groups[index] !== group)),
    clear: () => setLines([]),
    /** The items and the stored cart of the creation body, each line with its domain price. */
    bodyLines: (): Pick<OrderCreateBodyInput, "items" | "cart"> => {
      const priced = lines.map((line, index) => ({ ...line, totalPrice: centavosToReais(prices[index] ?? 0) }));
      return { items: cartOrderItems(priced), cart: priced };
    },
  };
}

export type StaffCart = ReturnType<typeof useStaffCart>;
