import type { FractionPricingRule } from "./fraction-pricing";

/**
 * What the product page says about the rule in force (decision 1604). In a module of its own so
 * that only the product page's chunk carries the texts, not every first load (decision 1613).
 */
export const FRACTION_PRICING_NOTICES: Record<FractionPricingRule, string> = {
  proportional: "Pizza com mais de um sabor: cada fração custa a sua parte do preço do sabor.",
  highest: "Pizza com mais de um sabor: cobramos o preço do sabor mais caro.",
};
