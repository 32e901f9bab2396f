import { ChevronDownIcon, ChevronUpIcon } from "@forno/ui/icons";
import { VisuallyHidden } from "@forno/ui/visually-hidden";
import { type Table, flexRender } from "@tanstack/react-table";
import { type SortState } from "./types";
import styles from "./data-table.module.css";

export interface TableHeadProps<Row> {
  table: Table<Row>;
  sort: SortState | undefined;
  onSort: (param: string) => void;
  expandable: boolean;
}

/** Sticky header; a sortable column's name is a button that sorts asc, then flips to desc. */
export function TableHead<Row>({ table, sort, onSort, expandable }: TableHeadProps<Row>) {
  return (
    <thead className={styles.head}>
      {table.getHeaderGroups().map((group) => (
        <tr key={group.id}>
          {expandable ? (
            <th scope="col" className={styles.expandCell}>
              <VisuallyHidden>Expandir</VisuallyHidden>
            </th>
          ) : null}
          {group.headers.map((header) => {
            const meta = header.column.columnDef.meta;
            const label = flexRender(header.column.columnDef.header, header.getContext());
            const sortParam = meta?.sortParam;
            const active = sortParam !== undefined && sort?.param === sortParam ? sort.direction : undefined;
            return (
              <th
                key={header.id}
                scope="col"
                data-align={meta?.align}
                aria-sort={sortParam === undefined ? undefined : active === "asc" ? "ascending" : active === "desc" ? "descending" : "none"}
              >
                {sortParam === undefined ? (
                  label
                ) : (
                  <button type="button" className={styles.sortButton} onClick={() => onSort(sortParam)}>
                    {label}
                    {active === "asc" ? <ChevronUpIcon size={16} /> : active === "desc" ? <ChevronDownIcon size={16} /> : <span className={styles.sortHint} aria-hidden="true">↕</span>}
                  </button>
                )}
              </th>
            );
          })}
        </tr>
      ))}
    </thead>
  );
}
