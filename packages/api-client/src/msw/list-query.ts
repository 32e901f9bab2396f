import { normaliseForSearch } from "@forno/domain/catalog";

/** How one `where_<param>` compares: text contains (case- and accent-insensitive), or equals. */
export type MockFilter<Row> = { kind: "text" | "number" | "boolean" | "equals"; value: (row: Row) => unknown };

export interface MockListConfig<Row> {
  where?: Record<string, MockFilter<Row>>;
  /** `order_<field>` -> the value to compare. */
  order?: Record<string, (row: Row) => string | number | null>;
}

function matches<Row>(row: Row, filter: MockFilter<Row>, wanted: string): boolean {
  const value = filter.value(row);
  if (filter.kind === "text") return normaliseForSearch(String(value ?? "")).includes(normaliseForSearch(wanted));
  if (filter.kind === "number") return Number(value) === Number(wanted);
  return String(value) === wanted;
}

function compare(a: string | number | null, b: string | number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === "number" && typeof b === "number") return a - b;
  return normaliseForSearch(String(a)).localeCompare(normaliseForSearch(String(b)), "pt-BR");
}

/**
 * The list conventions of architecture section 3, for the mock API: `where_*` filters, one
 * `order_<field>=asc|desc` (the first declared wins), then `take` (default 20) and `skip`.
 * Returns a 400 message when a number or boolean filter is malformed, as the API does.
 */
export function applyListQuery<Row>(rows: readonly Row[], query: URLSearchParams, config: MockListConfig<Row>): Row[] | { error: string } {
  let result = [...rows];
  for (const [param, filter] of Object.entries(config.where ?? {})) {
    const wanted = query.get(param)?.trim();
    if (!wanted || wanted === "Ambos") continue;
    if (filter.kind === "number" && !Number.isFinite(Number(wanted))) return { error: "O filtro deve ser um número" };
    if (filter.kind === "boolean" && wanted !== "true" && wanted !== "false") return { error: "O filtro deve ser true ou false" };
    result = result.filter((row) => matches(row, filter, wanted));
  }
  for (const [param, value] of Object.entries(config.order ?? {})) {
    const direction = query.get(param);
    if (direction !== "asc" && direction !== "desc") continue;
    const sign = direction === "asc" ? 1 : -1;
    result.sort((a, b) => sign * compare(value(a), value(b)));
    break;
  }
  const take = Number(query.get("take") ?? 20);
  const skip = Number(query.get("skip") ?? 0);
  return result.slice(skip, skip + take);
}
