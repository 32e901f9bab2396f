const collator = new Intl.Collator("pt-BR", { sensitivity: "base", numeric: true });

/** Compares two texts the Brazilian way: accents and case do not change the order ("Água" before "Bebida"). */
export function compareNames(a: string, b: string): number {
  return collator.compare(a, b);
}

/** Sorted copy by name (pt-BR collation), ties kept in their original order. */
export function sortByName<P extends { name: string }>(products: readonly P[]): P[] {
  return [...products].sort((a, b) => compareNames(a.name, b.name));
}
