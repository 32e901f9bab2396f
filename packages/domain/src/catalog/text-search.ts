/** Lower-case, accents removed ("Calabresa Acebolada" and "acebolàda" meet). */
export function normaliseForSearch(value: string): string {
  return value.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("pt-BR").trim();
}

/** Products whose name or description contains the query, case- and accent-insensitive; all when the query is blank (every text contains ""). */
export function searchProducts<P extends { name: string; description?: string | null }>(products: readonly P[], query: string): P[] {
  const needle = normaliseForSearch(query);
  return products.filter((product) => normaliseForSearch(product.name).includes(needle) || normaliseForSearch(product.description ?? "").includes(needle));
}
