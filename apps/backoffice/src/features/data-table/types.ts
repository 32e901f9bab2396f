import { type ListFilterName, type ListQuerySchema, type ListSortName, type SortDirection } from "@forno/domain/schemas";
import { type SelectOption } from "@forno/ui/select";
import { type RowData } from "@tanstack/react-table";

/** The one sort that applies: an `order_<field>` the list's schema declares, and its direction. */
export interface SortState<S extends ListQuerySchema = ListQuerySchema> {
  param: ListSortName<S>;
  direction: SortDirection;
}

/**
 * A `where_<field>` filter above the table. text: "contains" on the server; number: equals (a
 * decimal comma is sent as a point); select: the given options, "" meaning no filter ('Ambos').
 */
export interface FilterDef<S extends ListQuerySchema = ListQuerySchema> {
  /** A `where_*` the list's schema declares: a misspelt name does not compile. */
  param: ListFilterName<S>;
  label: string;
  kind: "text" | "number" | "select";
  options?: readonly SelectOption[];
  /** Width hint for the filter bar (CSS length). */
  width?: string;
}

declare module "@tanstack/react-table" {
  // The generic names must match the library's declaration to merge.
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Clicking the header sorts by this query parameter, e.g. "order_name" (written with `sortParams`, so checked against the schema). */
    sortParam?: `order_${string}`;
    /** Column width (CSS length); the table lays out with fixed widths so virtual rows line up. */
    width?: string;
    /** A column without a fixed width never gets narrower than this: the table scrolls sideways instead. */
    minWidth?: string;
    align?: "start" | "end" | "center";
    /** Let long text wrap (up to two lines) instead of ending in "…". */
    wrap?: boolean;
    /** Never read, but keeps TS from complaining that the generics are unused. */
    _types?: [TData, TValue];
  }
}
