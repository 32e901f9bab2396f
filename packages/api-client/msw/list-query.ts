import { normaliseForSearch } from "@forno/domain/catalog";
import { type ListFilterName, type ListQuerySchema, type ListSortName, listQueryNames } from "@forno/domain/schemas";
import { type z } from "zod";
import { INVALID_REQUEST } from "./access";

/** Whether a row meets one `where_*` value, as the schema parsed it. */
export type MockFilter<Row, Value> = (row: Row, wanted: Value) => boolean;

/** The mock's side of a list: how each filter matches and what each sort compares, named from the schema. */
export interface MockListConfig<S extends ListQuerySchema, Row> {
  where?: { [K in ListFilterName<S>]?: MockFilter<Row, NonNullable<z.output<S>[K]>> };
  order?: { [K in ListSortName<S>]?: (row: Row) => string | number | null };
}

/** Text filter: case- and accent-insensitive "contains", as the API's. */
export const contains =
  <Row>(value: (row: Row) => unknown): MockFilter<Row, string> =>
  (row, wanted) =>
    normaliseForSearch(String(value(row) ?? "")).includes(normaliseForSearch(wanted));

/** Number or boolean filter: equals. */
export const equals =
  <Row, Value>(value: (row: Row) => Value): MockFilter<Row, Value> =>
  (row, wanted) =>
    value(row) === wanted;

function compare(a: string | number | null, b: string | number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === "number" && typeof b === "number") return a - b;
  return normaliseForSearch(String(a)).localeCompare(normaliseForSearch(String(b)), "pt-BR");
}

/**
 * The list conventions of architecture section 3, for the mock API: the query string is parsed
 * with the resource's list schema, as the API parses it (a malformed value answers 400 with the
 * schema's message); then the `where_*` filters, one `order_<field>` (the first the schema
 * declares wins), then `take` and `skip`.
 */
export function applyListQuery<S extends ListQuerySchema, Row>(
  rows: readonly Row[],
  query: URLSearchParams,
  schema: S,
  config: MockListConfig<S, Row>,
): Row[] | { error: string } {
  const parsed = schema.safeParse(Object.fromEntries(query));
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? INVALID_REQUEST };
  const values = parsed.data as Record<string, unknown> & { take: number; skip: number };
  let result = [...rows];
  for (const [name, matches] of Object.entries(config.where ?? {}) as [string, MockFilter<Row, unknown>][]) {
    const wanted = values[name];
    if (wanted !== undefined) result = result.filter((row) => matches(row, wanted));
  }
  const order = (config.order ?? {}) as Record<string, ((row: Row) => string | number | null) | undefined>;
  for (const name of listQueryNames(schema).sorts) {
    const value = order[name];
    const direction = values[name];
    if (value === undefined || direction === undefined) continue;
    const sign = direction === "asc" ? 1 : -1;
    result.sort((a, b) => sign * compare(value(a), value(b)));
    break;
  }
  return result.slice(values.skip, values.skip + values.take);
}
