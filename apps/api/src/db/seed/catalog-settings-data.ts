import { GROUPS } from "./catalog-data";

/**
 * The store's order of its catalogue (decision 2101): comma-separated names, first listed first.
 * The demo opens on the savoury pizzas, the sweet ones last.
 */
export const CATALOG_SETTING_DEFAULTS = {
  "catalog.group_order": [GROUPS.large, GROUPS.individual, GROUPS.drinks, GROUPS.desserts].join(", "),
  "catalog.subgroup_order": "Tradicionais, Especiais, Doces",
} as const;
