import { whatsappLink } from "@forno/domain/format";
import { storeContactText } from "@forno/domain/order-reading";
import { useStoreInfo } from "./use-store-info";

/** "Falar com a loja": a wa.me draft to the store's phone (GET /settings/store), naming the order if given; null without a phone. */
export function useStoreWhatsapp(orderNumber?: number): string | null {
  return whatsappLink(useStoreInfo().data?.store_info.phone, storeContactText(orderNumber));
}
