import { type ListParams } from "@forno/api-client";
import { PAGE_SIZE, hasNextPage, skipForPage } from "@forno/domain/schemas";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { useMemo } from "react";

/** Where a table's pages are cached: under the resource's key, so its invalidations reach them. */
export function tableQueryKey(resourceKey: readonly unknown[], query?: Record<string, string>) {
  return query === undefined ? [...resourceKey, "table"] : [...resourceKey, "table", query];
}

export interface InfiniteRowsOptions<Row> {
  resourceKey: readonly unknown[];
  getRowId: (row: Row) => string;
  fetchPage: (params: ListParams) => Promise<Row[]>;
  query: Record<string, string>;
  refetchInterval?: number;
}

/** Pages of 20 (take=20, skip=(page-1)*20); a next page exists while pages come back full. */
export function useInfiniteRows<Row>({ resourceKey, getRowId, fetchPage, query, refetchInterval }: InfiniteRowsOptions<Row>) {
  const result = useInfiniteQuery({
    queryKey: tableQueryKey(resourceKey, query),
    queryFn: ({ pageParam }) => fetchPage({ ...query, take: PAGE_SIZE, skip: skipForPage(pageParam, PAGE_SIZE) }),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages) => (hasNextPage(lastPage.length, PAGE_SIZE) ? pages.length + 1 : undefined),
    // A new filter keeps the old rows on screen until its answer arrives: no flash of emptiness.
    placeholderData: keepPreviousData,
    refetchInterval,
  });
  // Offset paging can repeat a row when one is added meanwhile: keep its first appearance.
  const rows = useMemo(() => {
    const seen = new Set<string>();
    return (result.data?.pages.flat() ?? []).filter((row) => {
      const id = getRowId(row);
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    });
  }, [result.data, getRowId]);
  return { ...result, rows };
}
