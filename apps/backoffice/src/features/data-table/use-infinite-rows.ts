import { listPagesQuery } from "@forno/api-client";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { useMemo } from "react";

/** Where a table's pages are cached: under the resource's key, so its invalidations reach them. */
export function tableQueryKey(resourceKey: readonly unknown[], query?: object) {
  return query === undefined ? [...resourceKey, "table"] : [...resourceKey, "table", query];
}

export interface InfiniteRowsOptions<Row, Params> {
  resourceKey: readonly unknown[];
  getRowId: (row: Row) => string;
  fetchPage: (params: Params) => Promise<Row[]>;
  query: Params;
  refetchInterval?: number;
}

/** Pages of 20 through api-client's listPagesQuery; a next page exists while pages come back full. */
export function useInfiniteRows<Row, Params extends { take?: number; skip?: number }>({ resourceKey, getRowId, fetchPage, query, refetchInterval }: InfiniteRowsOptions<Row, Params>) {
  const result = useInfiniteQuery({
    ...listPagesQuery({ queryKey: tableQueryKey(resourceKey, query), params: query, fetchPage }),
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
