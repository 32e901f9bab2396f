import type { FractionPricingRule } from "@forno/domain/pricing-rules";
import { orderingMode, type OrderingMode } from "@forno/domain/store-hours";
import type { StoreHoursAnswer, StoreInfo } from "@forno/domain/schemas";

/** GET /settings/store's `operation` with the computed opening state and the rules of contract part 2, section 2. */
export interface StoreOperation extends Pick<StoreHoursAnswer, "is_open" | "next_open_at" | "closes_at"> {
  default_delivery_time: number;
  schedule_max_days: number;
  accept_scheduled_when_closed: boolean;
  fraction_pricing: FractionPricingRule;
  min_order_amount: number;
}

const RULE_DEFAULTS = {
  schedule_max_days: 7,
  accept_scheduled_when_closed: true,
  fraction_pricing: "proportional",
  min_order_amount: 0,
} as const satisfies Partial<StoreOperation>;

/** The store's operation fields, with the contract's defaults for an answer that lacks a rule. */
export function storeOperation(store: StoreInfo): StoreOperation {
  const operation: Partial<StoreOperation> & { default_delivery_time: number } = store.operation;
  return { is_open: store.store_info.online, next_open_at: null, closes_at: null, ...RULE_DEFAULTS, ...operation };
}

/** How the cart may order now (domain orderingMode on the store's answer). */
export function storeOrderingMode(store: StoreInfo): OrderingMode {
  return orderingMode({ online: store.store_info.online, ...storeOperation(store) });
}
