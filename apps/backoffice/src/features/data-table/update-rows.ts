import { type InfiniteData, type QueryClient } from "@tanstack/react-query";
import { tableQueryKey } from "./use-infinite-rows";

/**
 * After a save, the saved row replaces the old one in every loaded page of the resource's tables
 * (no refetch, so the scroll position and the other open forms stay put). The tables are marked
 * stale for their next visit; the resource's other queries (the catalogue...) refetch.
 */
export async function replaceRow<Row>(queryClient: QueryClient, resourceKey: readonly unknown[], matches: (row: Row) => boolean, saved: Row) {
  const tableKey = tableQueryKey(resourceKey);
  queryClient.setQueriesData<InfiniteData<Row[]>>({ queryKey: tableKey }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => page.map((row) => (matches(row) ? saved : row))) } : data,
  );
  await queryClient.invalidateQueries({ queryKey: tableKey, refetchType: "none" });
  await queryClient.invalidateQueries({ queryKey: resourceKey, predicate: (query) => query.queryKey[resourceKey.length] !== "table" });
}

/** After a creation: the tables refetch (the new row's place depends on their sort). */
export async function refreshTables(queryClient: QueryClient, resourceKey: readonly unknown[]) {
  await queryClient.invalidateQueries({ queryKey: resourceKey });
}
