import { THIRDS_GROUP } from "../fractions/pizza-groups";

export const DOUGH_CATEGORY = "Tipo de Massa";
export const SAUCE_CATEGORY = "Molho";
export const EXTRAS_CATEGORY = "Adicionais";
/** The free-text tab that follows the additional categories. */
export const NOTE_TAB = "Observação";

/** "Tipo de Massa" and "Molho" are single-choice; other categories are multi-select. */
export const SINGLE_CHOICE_CATEGORIES: readonly string[] = [DOUGH_CATEGORY, SAUCE_CATEGORY];

export function isSingleChoiceCategory(category: string): boolean {
  return SINGLE_CHOICE_CATEGORIES.includes(category);
}

/** A product-has-additional row as the product page uses it. */
export interface AdditionalRow {
  additional_id: number;
  ProductAdditional: { id: number; group: string; category: string; name: string; amount: number };
}

/**
 * Which additional group the "Adicionais" tab shows for a "Pizzas Grandes" product: a fraction
 * (quantity below 1) takes the individual-pizza extras, a whole pizza the large ones.
 * null: no filter applies (another category or another product group).
 */
export function extrasGroupFilter(productGroup: string, category: string, quantity: number): string | null {
  if (productGroup !== THIRDS_GROUP || category !== EXTRAS_CATEGORY) return null;
  return quantity < 1 ? "Pizzas Individuais" : "Pizzas Grandes";
}

/** The rows a category tab shows. */
export function additionalsForTab<R extends AdditionalRow>(rows: readonly R[], productGroup: string, category: string, quantity: number): R[] {
  const group = extrasGroupFilter(productGroup, category, quantity);
  return rows.filter((row) => row.ProductAdditional.category === category && (group === null || row.ProductAdditional.group === group));
}

/**
 * The option tabs: each additional category in the order the rows bring them, then "Observação".
 * While fractions are being picked the dough tab is hidden (the first line of the pizza chose it).
 */
export function additionalTabs(rows: readonly AdditionalRow[], pickingFractions: boolean): string[] {
  const categories = [...new Set(rows.map((row) => row.ProductAdditional.category))];
  return [...categories.filter((category) => !(pickingFractions && category === DOUGH_CATEGORY)), NOTE_TAB];
}

/**
 * Selects or unselects an additional. In a single-choice category, selecting one replaces the
 * other of that category; selecting the chosen one again clears it (decision 0108).
 */
export function toggleAdditional<R extends AdditionalRow>(selected: readonly R[], row: R): R[] {
  const isSelected = selected.some((item) => item.additional_id === row.additional_id);
  if (isSelected) return selected.filter((item) => item.additional_id !== row.additional_id);
  const category = row.ProductAdditional.category;
  const kept = isSingleChoiceCategory(category) ? selected.filter((item) => item.ProductAdditional.category !== category) : selected;
  return [...kept, row];
}
