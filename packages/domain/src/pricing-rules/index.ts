export {
  FRACTION_PRICING_RULES,
  fractionUnitCentavos,
  cartLinePricesByRule,
  cartTotalByRule,
  applyFractionPricing,
} from "./fraction-pricing";
export type { FractionPricingRule, FractionPricedLine } from "./fraction-pricing";
export { minimumOrderShortfall, minimumOrderMessage, minimumOrderRefusal, minimumOrderHint } from "./minimum-order";
export { FRACTION_PRICING_NOTICES } from "./fraction-pricing-notices";
