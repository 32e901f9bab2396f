import { ChevronDownIcon, ChevronRightIcon } from "@forno/ui/icons";
import { type Row, type Table, flexRender } from "@tanstack/react-table";
import { type Virtualizer } from "@tanstack/react-virtual";
import { type MouseEvent, type ReactNode } from "react";
import styles from "./data-table.module.css";

export interface TableBodyProps<TRow> {
  table: Table<TRow>;
  virtualizer: Virtualizer<HTMLDivElement, HTMLTableSectionElement>;
  expanded: ReadonlySet<string>;
  onToggle: (id: string) => void;
  renderExpanded?: (row: TRow, collapse: () => void) => ReactNode;
  expandLabel?: (row: TRow) => string;
}

/** Double-clicking a cell's text must not also toggle when the click landed on a control. */
function fromControl(event: MouseEvent): boolean {
  return event.target instanceof Element && event.target.closest("button, a, input, select, textarea, label") !== null;
}

function Spacer({ height, columns }: { height: number; columns: number }) {
  if (height <= 0) return null;
  return (
    <tbody aria-hidden="true">
      <tr>
        <td colSpan={columns} style={{ height, padding: 0, border: 0 }} />
      </tr>
    </tbody>
  );
}

/**
 * Only the rows in view (plus a few) are in the DOM. Each row is its own <tbody>, holding the data
 * row and, when expanded, the row's form, so the virtualizer measures both as one item and the
 * form opens in place without moving the scroll position.
 */
export function TableBody<TRow>({ table, virtualizer, expanded, onToggle, renderExpanded, expandLabel }: TableBodyProps<TRow>) {
  const rows = table.getRowModel().rows;
  const items = virtualizer.getVirtualItems();
  const columns = table.getVisibleLeafColumns().length + (renderExpanded ? 1 : 0);
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);

  const onRowDoubleClick = (event: MouseEvent, id: string) => {
    if (fromControl(event)) return;
    window.getSelection()?.removeAllRanges(); // a double-click also selects the word under it
    onToggle(id);
  };

  const renderRow = (row: Row<TRow>, index: number) => {
    const open = expanded.has(row.id);
    const formId = `row-form-${row.id}`;
    return (
      <tbody key={row.id} ref={virtualizer.measureElement} data-index={index} className={styles.rowGroup} data-expanded={open || undefined}>
        <tr className={styles.row} onDoubleClick={renderExpanded ? (event) => onRowDoubleClick(event, row.id) : undefined}>
          {renderExpanded ? (
            <td className={styles.expandCell}>
              <button
                type="button"
                className={styles.expandButton}
                aria-expanded={open}
                aria-controls={open ? formId : undefined}
                aria-label={expandLabel?.(row.original) ?? "Editar"}
                onClick={() => onToggle(row.id)}
              >
                {open ? <ChevronDownIcon size={18} /> : <ChevronRightIcon size={18} />}
              </button>
            </td>
          ) : null}
          {row.getVisibleCells().map((cell) => (
            <td key={cell.id} data-align={cell.column.columnDef.meta?.align} data-wrap={cell.column.columnDef.meta?.wrap || undefined}>
              {flexRender(cell.column.columnDef.cell, cell.getContext())}
            </td>
          ))}
        </tr>
        {open && renderExpanded ? (
          <tr className={styles.formRow}>
            <td colSpan={columns} id={formId}>
              <div className={styles.formContent}>{renderExpanded(row.original, () => onToggle(row.id))}</div>
            </td>
          </tr>
        ) : null}
      </tbody>
    );
  };

  return (
    <>
      <Spacer height={paddingTop} columns={columns} />
      {items.map((item) => {
        const row = rows[item.index];
        return row ? renderRow(row, item.index) : null;
      })}
      <Spacer height={paddingBottom} columns={columns} />
    </>
  );
}
