import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { type FilterDef, type SortState } from "./types";

export type FilterValues = Record<string, string>;

function readSort(params: URLSearchParams, sortParams: readonly string[]): SortState | undefined {
  for (const param of sortParams) {
    const direction = params.get(param);
    if (direction === "asc" || direction === "desc") return { param: param as SortState["param"], direction };
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
 * so a filtered view survives a reload and can be shared. Only one `order_*` at a time.
 */
export function useTableUrlState(sortParams: readonly string[], filters: readonly FilterDef[], defaultSort?: SortState) {
  const [searchParams, setSearchParams] = useSearchParams();
  const urlKey = searchParams.toString();

  const state = useMemo(() => {
    const params = new URLSearchParams(urlKey);
    const sort = readSort(params, sortParams) ?? defaultSort;
    const filterValues: FilterValues = Object.fromEntries(filters.map((filter) => [filter.param, params.get(filter.param) ?? ""]));
    const query: Record<string, string> = {};
    for (const filter of filters) {
      const value = wireValue(filter, filterValues[filter.param] ?? "");
      if (value !== "") query[filter.param] = value;
    }
    if (sort) query[sort.param] = sort.direction;
    return { sort, filterValues, query };
  }, [urlKey, sortParams, filters, defaultSort]);

  /** First click sorts ascending; clicking the sorted header again flips the direction. */
  const toggleSort = useCallback(
    (param: SortState["param"]) => {
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
