// Kept free of zod and exported on its own (`@forno/domain/paging`): api-client's paging helper
// brings it into the storefront's entry chunk, which has no room for zod (decision 0501).

export const PAGE_SIZE = 20;
export const MAX_TAKE = 100;

/** skip for a 1-based page number: (page - 1) * take. */
export function skipForPage(page: number, take: number = PAGE_SIZE): number {
  return Math.max(0, page - 1) * take;
}

/** A next page exists only when the last page came back full. */
export function hasNextPage(lastPageLength: number, take: number = PAGE_SIZE): boolean {
  return lastPageLength >= take;
}
