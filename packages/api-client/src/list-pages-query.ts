import { PAGE_SIZE, hasNextPage, skipForPage } from "@forno/domain/paging";
import { type QueryKey, infiniteQueryOptions } from "@tanstack/react-query";

export interface ListPagesOptions<Params, Row, Key extends QueryKey> {
  queryKey: Key;
  /** The filters and the sort; take and skip are the helper's. */
  params: Params;
  fetchPage: (params: Params) => Promise<Row[]>;
  pageSize?: number;
}

/**
 * The one paging of every list (architecture section 3): page n asks take=pageSize and
 * skip=(n-1)*pageSize; a next page exists while pages come back full. Used by the backoffice's
 * tables and the storefront's order history.
 */
export function listPagesQuery<Params extends { take?: number; skip?: number }, Row, Key extends QueryKey>({
  queryKey,
  params,
  fetchPage,
  pageSize = PAGE_SIZE,
}: ListPagesOptions<Params, Row, Key>) {
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: 1,
    queryFn: ({ pageParam }) => fetchPage({ ...params, take: pageSize, skip: skipForPage(pageParam, pageSize) }),
    getNextPageParam: (lastPage, pages) => (hasNextPage(lastPage.length, pageSize) ? pages.length + 1 : undefined),
  });
}
