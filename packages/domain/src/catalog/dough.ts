import { byItemGroup } from "../fractions/item-group-rows";
import { DOUGH_CATEGORY, type AdditionalRow } from "./additional-choice";
import { DOUGH_NOTICE } from "./messages";

/**
 * A fractionable product needs a dough type unless fractions are being picked (the pizza's first
 * line carries it). Products with no dough option are not blocked (decision 0108).
 */
export function needsDough(product: { is_fractionable: boolean }, rows: readonly AdditionalRow[], pickingFractions: boolean): boolean {
  return product.is_fractionable && !pickingFractions && rows.some((row) => row.ProductAdditional.category === DOUGH_CATEGORY);
}

export function hasDough(selected: readonly AdditionalRow[]): boolean {
  return selected.some((row) => row.ProductAdditional.category === DOUGH_CATEGORY);
}

/** 'Selecione o tipo de massa antes de continuar.' while a needed dough is missing; null otherwise (the add button is enabled). */
export function doughNotice(product: { is_fractionable: boolean }, rows: readonly AdditionalRow[], selected: readonly AdditionalRow[], pickingFractions: boolean): string | null {
  return needsDough(product, rows, pickingFractions) && !hasDough(selected) ? DOUGH_NOTICE : null;
}

/** What the server knows of a product row of an order to check its dough. */
export interface DoughLine {
  cart_index: number;
  item_group: number;
  is_fractionable: boolean;
  /** The product has at least one active additional in "Tipo de Massa". */
  offersDough: boolean;
  /** The categories of the additionals chosen on this line. */
  categories: readonly string[];
}

/** Server check: the item_groups whose first line (lowest cart_index) lacks a dough it should have. */
export function groupsMissingDough(lines: readonly DoughLine[]): number[] {
  return byItemGroup([...lines].sort((a, b) => a.cart_index - b.cart_index))
    .map((group) => group[0]!)
    .filter((line) => line.is_fractionable && line.offersDough && !line.categories.includes(DOUGH_CATEGORY))
    .map((line) => line.item_group)
    .sort((a, b) => a - b);
}
