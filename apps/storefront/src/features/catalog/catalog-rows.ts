import type { CatalogGroup } from "@forno/domain/catalog";
import type { Product } from "@forno/domain/schemas";

/** One row of the flattened catalogue: a group heading, a pizza subgroup heading, or a product. */
export type CatalogRow =
  | { kind: "group"; key: string; group: string }
  | { kind: "subgroup"; key: string; label: string }
  | { kind: "product"; key: string; product: Product };

/** Flattens the domain's groups into rows for the virtual list, and where each group starts. */
export function catalogRows(groups: readonly CatalogGroup<Product>[]): { rows: CatalogRow[]; groupStarts: Map<string, number> } {
  const rows: CatalogRow[] = [];
  const groupStarts = new Map<string, number>();
  for (const { group, subgroups } of groups) {
    groupStarts.set(group, rows.length);
    rows.push({ kind: "group", key: `g:${group}`, group });
    for (const { subgroup, products } of subgroups) {
      if (subgroup !== null) rows.push({ kind: "subgroup", key: `s:${group}:${subgroup}`, label: subgroup });
      for (const product of products) rows.push({ kind: "product", key: `p:${product.id}`, product });
    }
  }
  return { rows, groupStarts };
}

/** First estimates before the rows are measured. */
export function estimateRowSize(row: CatalogRow | undefined): number {
  if (!row) return 0;
  if (row.kind === "group") return 60;
  if (row.kind === "subgroup") return 40;
  return 120;
}
