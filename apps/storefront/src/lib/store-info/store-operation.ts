import { orderingMode, type OrderingMode } from "@forno/domain/store-hours";
import type { StoreInfo } from "@forno/domain/schemas";

/** How the cart may order now (domain orderingMode on the store's answer). */
export function storeOrderingMode(store: StoreInfo): OrderingMode {
  return orderingMode({ online: store.store_info.online, ...store.operation });
}
