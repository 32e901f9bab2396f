import type { FractionPricingRule } from "@forno/domain/pricing-rules";
import { useStoreInfo } from "./use-store-info";

/** The store's half-and-half rule (`operation.fraction_pricing`), proportional until the store info arrives. */
export function useFractionPricing(): FractionPricingRule {
  const { data: store } = useStoreInfo();
  return store?.operation.fraction_pricing ?? "proportional";
}
