import { parseNameList } from "@forno/domain/catalog";
import type { StoreInfo } from "@forno/domain/schemas";

/** The `catalog` part of GET /settings/store (decision 2101). */
export function catalogOrder(text: (key: string) => string): StoreInfo["catalog"] {
  return { group_order: parseNameList(text("catalog.group_order")), subgroup_order: parseNameList(text("catalog.subgroup_order")) };
}
