import { GROUPS } from "./catalog-data";
import type { SettingDefinition } from "./setting-definition";

/**
 * The store's order of its catalogue (decision 2101): comma-separated names, first listed first.
 * The demo opens on the savoury pizzas, the sweet ones last.
 */
export const CATALOG_SETTING_DEFINITIONS: readonly SettingDefinition[] = [
  {
    key: "catalog.group_order",
    group: "catalog",
    description: "Ordem dos grupos no cardápio (separados por vírgula)",
    type: "text",
    value: [GROUPS.large, GROUPS.individual, GROUPS.drinks, GROUPS.desserts].join(", "),
  },
  {
    key: "catalog.subgroup_order",
    group: "catalog",
    description: "Ordem dos subgrupos de pizza no cardápio (separados por vírgula)",
    type: "text",
    value: "Tradicionais, Especiais, Doces",
  },
];
