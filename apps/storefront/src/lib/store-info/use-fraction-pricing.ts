import type { FractionPricingRule } from "@forno/domain/pricing-rules";
import { storeOperation } from "./store-operation";
import { useStoreInfo } from "./use-store-info";

/** The store's half-and-half rule (`operation.fraction_pricing`), proportional until the store info arrives. */
export function useFractionPricing(): FractionPricingRule {
  const { data: store } = useStoreInfo();
  return store ? storeOperation(store).fraction_pricing : "proportional";
}
