import { MAX_TAKE } from "@forno/domain/paging";

/**
 * Every page of a list, the largest page at a time, until a page comes back short (the wire's
 * paging rule) or `until` says the rows read so far are enough.
 */
export async function allPages<P extends object, Row>(
  fetchPage: (params: P & { take: number; skip: number }) => Promise<Row[]>,
  params: P,
  until: (page: Row[]) => boolean = () => false,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let skip = 0; ; skip += MAX_TAKE) {
    const page = await fetchPage({ ...params, take: MAX_TAKE, skip });
    rows.push(...page);
    if (page.length < MAX_TAKE || until(page)) return rows;
  }
}
