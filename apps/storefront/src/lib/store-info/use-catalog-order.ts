import { type CatalogOrder, NO_CATALOG_ORDER } from "@forno/domain/catalog";
import { useMemo } from "react";
import { useStoreInfo } from "./use-store-info";

/** The store's order of its groups and pizza subgroups (GET /settings/store); none until it arrives. */
export function useCatalogOrder(): CatalogOrder {
  const catalog = useStoreInfo().data?.catalog;
  return useMemo(() => (catalog ? { groups: catalog.group_order, subgroups: catalog.subgroup_order } : NO_CATALOG_ORDER), [catalog]);
}
