import { errorMessage } from "@forno/api-client";
import { type ListParams, type ListQuerySchema } from "@forno/domain/schemas";
import { Banner } from "@forno/ui/banner";
import { Button } from "@forno/ui/button";
import { VisuallyHidden } from "@forno/ui/visually-hidden";
import { type ColumnDef, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import { useVirtualizer } from "@tanstack/react-virtual";
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { FilterBar } from "./filter-bar";
import { TableBody } from "./table-body";
import { TableHead } from "./table-head";
import { TableStatus } from "./table-status";
import { type FilterDef, type SortState } from "./types";
import { useInfiniteRows } from "./use-infinite-rows";
import { useTableUrlState } from "./use-table-url-state";
import styles from "./data-table.module.css";

/** A row is about this tall before it is measured (dense layout). */
const ESTIMATED_ROW_HEIGHT = 41;

export interface DataTableProps<Row, S extends ListQuerySchema> {
  /** The table's accessible name, e.g. "Produtos". */
  label: string;
  // Columns hold cells of different value types; react-table's own examples type them this way.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<Row, any>[];
  /** The resource's query key root (productKeys.all): the pages are cached under it. */
  resourceKey: readonly unknown[];
  /** The resource's list query schema (productListQuerySchema): it names the filters and sorts and reads the URL. */
  querySchema: S;
  fetchPage: (params: ListParams<S>) => Promise<Row[]>;
  getRowId: (row: Row) => string;
  filters?: readonly FilterDef<S>[];
  /** The sort shown (and sent) while the URL names none. */
  defaultSort?: SortState<S>;
  /** The inline form (or details) a double-click opens under the row. */
  renderExpanded?: (row: Row, collapse: () => void) => ReactNode;
  /** Name of the row's expand button, e.g. "Editar Margherita". */
  expandLabel?: (row: Row) => string;
  refetchInterval?: number;
}

const NO_FILTERS: readonly never[] = [];

/**
 * The one table of the backoffice: sort by header (one field at a time), filters after a 500 ms
 * pause, both kept in the URL; pages of 20 loaded as the last row scrolls into view; rows
 * virtualised; a double-click opens the row's form in place.
 */
export function DataTable<Row, S extends ListQuerySchema>(props: DataTableProps<Row, S>) {
  const { label, columns, resourceKey, querySchema, fetchPage, getRowId, filters = NO_FILTERS, defaultSort, renderExpanded, expandLabel, refetchInterval } = props;
  const sortParams = useSortParams(columns);
  const url = useTableUrlState(querySchema, sortParams, filters, defaultSort);
  const rowsQuery = useInfiniteRows({ resourceKey, getRowId, fetchPage, query: url.query, refetchInterval });
  const { rows, hasNextPage, isFetchingNextPage, isPlaceholderData, fetchNextPage } = rowsQuery;
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const scrollRef = useRef<HTMLDivElement>(null);

  // The table instance is recreated from props each render; nothing of it is memoised downstream.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data: rows, columns, getCoreRowModel: getCoreRowModel(), getRowId: (row) => getRowId(row), manualSorting: true, manualFiltering: true });

  const virtualizer = useVirtualizer<HTMLDivElement, HTMLTableSectionElement>({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: 8,
    getItemKey: (index) => (rows[index] ? getRowId(rows[index]) : index),
  });
  virtualizer.getVirtualItems();
  const lastVisible = virtualizer.range?.endIndex ?? -1;

  // More rows when the last one scrolls into view (seed 001 section 2.8).
  useEffect(() => {
    if (rows.length > 0 && lastVisible >= rows.length - 1 && hasNextPage && !isFetchingNextPage && !isPlaceholderData) void fetchNextPage();
  }, [lastVisible, rows.length, hasNextPage, isFetchingNextPage, isPlaceholderData, fetchNextPage]);

  // A new filter or sort starts from the top.
  const queryKey = JSON.stringify(url.query);
  useEffect(() => {
    scrollRef.current?.scrollTo?.({ top: 0 });
  }, [queryKey]);

  const toggle = useCallback(
    (id: string) => {
      const opening = !expanded.has(id);
      setExpanded((current) => {
        const next = new Set(current);
        if (opening) next.add(id);
        else next.delete(id);
        return next;
      });
      // A form opened near the bottom edge scrolls up just enough to show it, no further.
      if (opening) requestAnimationFrame(() => document.getElementById(`row-form-${id}`)?.scrollIntoView?.({ block: "nearest" }));
    },
    [expanded],
  );

  const columnCount = columns.length + (renderExpanded ? 1 : 0);
  // A filter counts only with a value: the filter bar lists every filter, set or not ("Todos" is "").
  const filtered = Object.entries(url.query).some(([key, value]) => key.startsWith("where_") && value !== undefined && String(value) !== "");

  return (
    <section className={styles.wrapper} aria-label={label}>
      {filters.length > 0 ? <FilterBar filters={filters} values={url.filterValues} onApply={url.setFilters} /> : null}
      {rowsQuery.isError ? (
        <Banner tone="danger" alert action={<Button variant="secondary" onClick={() => void rowsQuery.refetch()}>Tentar novamente</Button>}>
          {errorMessage(rowsQuery.error)}
        </Banner>
      ) : null}
      <TableStatus count={rows.length} hasMore={hasNextPage} fetching={rowsQuery.isFetching} fetchingMore={isFetchingNextPage} />
      <div ref={scrollRef} className={styles.scroller} data-table-scroll="">
        <table className={styles.table} style={{ minWidth: tableMinWidth(columns, renderExpanded !== undefined) }} aria-label={label} aria-busy={rowsQuery.isFetching || undefined}>
          <colgroup>
            {renderExpanded ? <col style={{ width: "40px" }} /> : null}
            {table.getVisibleLeafColumns().map((column) => (
              <col key={column.id} style={{ width: column.columnDef.meta?.width }} />
            ))}
          </colgroup>
          <TableHead table={table} sort={url.sort} onSort={url.toggleSort} expandable={renderExpanded !== undefined} />
          {rowsQuery.isPending ? (
            <LoadingRows columns={columnCount} />
          ) : rows.length === 0 && !rowsQuery.isError ? (
            <EmptyRows columns={columnCount} filtered={filtered} onClear={() => url.setFilters({})} />
          ) : (
            <TableBody table={table} virtualizer={virtualizer} expanded={expanded} onToggle={toggle} renderExpanded={renderExpanded} expandLabel={expandLabel} />
          )}
        </table>
      </div>
    </section>
  );
}

/** The columns' sort parameters, stable while the columns sort by the same fields. */
function useSortParams<Row>(columns: DataTableProps<Row, ListQuerySchema>["columns"]): readonly string[] {
  const key = columns.map((column) => column.meta?.sortParam ?? "").join(",");
  return useMemo(() => key.split(",").filter(Boolean), [key]);
}

function LoadingRows({ columns }: { columns: number }) {
  return (
    <tbody>
      {Array.from({ length: 8 }, (_, index) => (
        <tr key={index} className={styles.row}>
          <td colSpan={columns}>
            <span className={styles.skeletonRow} aria-hidden="true" />
            {index === 0 ? <VisuallyHidden>Carregando...</VisuallyHidden> : null}
          </td>
        </tr>
      ))}
    </tbody>
  );
}

function EmptyRows({ columns, filtered, onClear }: { columns: number; filtered: boolean; onClear: () => void }) {
  return (
    <tbody>
      <tr>
        <td colSpan={columns} className={styles.empty}>
          <p className={styles.emptyTitle}>Nenhum registro encontrado</p>
          {filtered ? (
            <>
              <p>Nenhum registro corresponde aos filtros. Ajuste ou limpe os filtros.</p>
              <Button variant="secondary" onClick={onClear}>
                Limpar filtros
              </Button>
            </>
          ) : (
            <p>Ainda não há registros aqui.</p>
          )}
        </td>
      </tr>
    </tbody>
  );
}

/** The sum of the fixed widths and the flexible columns' minimum widths (undefined when no column sets a minimum). */
function tableMinWidth(columns: readonly { meta?: { width?: string; minWidth?: string } }[], expandable: boolean): string | undefined {
  if (!columns.some((column) => column.meta?.minWidth)) return undefined;
  const parts = columns.map((column) => column.meta?.width ?? column.meta?.minWidth).filter((part): part is string => part !== undefined);
  return `calc(${[...(expandable ? ["40px"] : []), ...parts].join(" + ")})`;
}
