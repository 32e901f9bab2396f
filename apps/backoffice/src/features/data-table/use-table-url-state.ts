import { type ListParams, type ListQuerySchema, type ListSortName, listParamsFromText, listQueryNames } from "@forno/domain/schemas";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { type FilterDef, type SortState } from "./types";

export type FilterValues = Record<string, string>;

function readSort<S extends ListQuerySchema>(params: URLSearchParams, sortParams: readonly ListSortName<S>[]): SortState<S> | undefined {
  for (const param of sortParams) {
    const direction = params.get(param);
    if (direction === "asc" || direction === "desc") return { param, direction };
  }
  return undefined;
}

/** What a filter sends: trimmed; a number typed with a decimal comma ("49,90") goes as 49.90. */
function wireValue(filter: FilterDef, value: string): string {
  const trimmed = value.trim();
  return filter.kind === "number" ? trimmed.replace(",", ".") : trimmed;
}

/**
 * A table's sort and filters live in the URL's search params (`order_name=asc&where_name=calab`),
 * so a filtered view survives a reload and can be shared. Only one `order_*` at a time. The URL
 * is read with the list's schema: names it does not declare never reach the API (decision 0920).
 */
export function useTableUrlState<S extends ListQuerySchema>(schema: S, columnSorts: readonly string[], filters: readonly FilterDef<S>[], defaultSort?: SortState<S>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const urlKey = searchParams.toString();
  const sortParams = useMemo(() => listQueryNames(schema).sorts.filter((param) => columnSorts.includes(param)), [schema, columnSorts]);

  const state = useMemo(() => {
    const params = new URLSearchParams(urlKey);
    const sort = readSort(params, sortParams) ?? defaultSort;
    const filterValues: FilterValues = Object.fromEntries(filters.map((filter) => [filter.param, params.get(filter.param) ?? ""]));
    const text: [string, string][] = filters.map((filter) => [filter.param, wireValue(filter, filterValues[filter.param] ?? "")]);
    if (sort) text.push([sort.param, sort.direction]);
    // Text the API reads with this same schema ("10.00" is sent as typed).
    const query = listParamsFromText(schema, text) as ListParams<S>;
    return { sort, filterValues, query };
  }, [urlKey, schema, sortParams, filters, defaultSort]);

  /** First click sorts ascending; clicking the sorted header again flips the direction. */
  const toggleSort = useCallback(
    (column: string) => {
      const param = sortParams.find((known) => known === column);
      if (param === undefined) return;
      const next = state.sort?.param === param && state.sort.direction === "asc" ? "desc" : "asc";
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          for (const other of sortParams) params.delete(other);
          params.set(param, next);
          return params;
        },
        { replace: true },
      );
    },
    [state.sort, sortParams, setSearchParams],
  );

  const setFilters = useCallback(
    (values: FilterValues) => {
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          for (const filter of filters) {
            const value = values[filter.param] ?? "";
            if (value.trim() === "") params.delete(filter.param);
            else params.set(filter.param, value);
          }
          return params;
        },
        { replace: true },
      );
    },
    [filters, setSearchParams],
  );

  return { ...state, toggleSort, setFilters };
}
