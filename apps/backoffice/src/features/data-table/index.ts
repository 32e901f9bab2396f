// The data table's public surface: the six tables import from here only.
export { DataTable, type DataTableProps } from "./data-table";
export { BooleanCell, DateTimeCell, MoneyCell } from "./cells";
export { BOOLEAN_FILTER_OPTIONS } from "./boolean-filter-options";
export { RowForm, WIDE_FIELD, type RowFormProps } from "./row-form";
export { useDraftForm } from "./use-draft-form";
export { useDraftStore } from "./draft-store";
export { replaceRow, refreshTables } from "./update-rows";
export { FILTER_PAUSE_MS } from "./filter-bar";
export type { FilterDef, SortState } from "./types";
export { sortParams } from "./sort-params";
export { useRowSave, type RowSaveOptions } from "./use-row-save";
