/**
 * Rows grouped by their `item_group` (one pizza, or one whole line, per group), groups in the order
 * their first row appears and rows in their own order: the one grouping behind the server's checks
 * of the items it receives and `orderPizzas`, which reads a stored order.
 */
export function byItemGroup<T extends { item_group: number }>(rows: readonly T[]): T[][] {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(row.item_group, [...(groups.get(row.item_group) ?? []), row]);
  return [...groups.values()];
}
