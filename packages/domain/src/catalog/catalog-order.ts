import { compareNames } from "./sort";

/** The store's own order of its catalogue (settings `catalog.group_order` and `catalog.subgroup_order`). */
export interface CatalogOrder {
  groups: readonly string[];
  subgroups: readonly string[];
}

export const NO_CATALOG_ORDER: CatalogOrder = { groups: [], subgroups: [] };

/** The separator of a stored list ("Tradicionais, Especiais, Doces"): names never hold a comma. */
const SEPARATOR = ",";
const MAX_NAME_LENGTH = 60;

/** The names of a stored list, trimmed, blanks dropped. */
export function parseNameList(value: string): string[] {
  return value
    .split(SEPARATOR)
    .map((name) => name.trim())
    .filter((name) => name !== "");
}

/** A list as it is stored. */
export function formatNameList(names: readonly string[]): string {
  return names.join(`${SEPARATOR} `);
}

/** Why a list cannot be stored (a repeated name, a name too long), or null when it can. */
export function nameListProblem(value: string): string | null {
  const names = parseNameList(value);
  if (names.some((name) => name.length > MAX_NAME_LENGTH)) return `Valor inválido: cada nome com no máximo ${MAX_NAME_LENGTH} caracteres.`;
  const seen = new Set<string>();
  for (const name of names) {
    const key = name.toLocaleLowerCase("pt-BR");
    if (seen.has(key)) return `Valor inválido: "${name}" aparece mais de uma vez.`;
    seen.add(key);
  }
  return null;
}

/**
 * Compares two names by their place in the store's list: listed names first, in the list's order
 * (case and accents ignored); unlisted names after them, compared by `fallback`.
 */
export function compareByList(list: readonly string[], fallback: (a: string, b: string) => number = compareNames) {
  const position = (name: string) => {
    const index = list.findIndex((listed) => compareNames(listed, name) === 0);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  return (a: string, b: string) => position(a) - position(b) || fallback(a, b);
}
