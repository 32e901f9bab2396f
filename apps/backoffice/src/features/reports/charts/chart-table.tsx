import { VisuallyHidden } from "@forno/ui/visually-hidden";

export interface ChartTableProps {
  caption: string;
  columns: readonly string[];
  /** One row per figure; the first cell names the row. */
  rows: readonly { key: string; cells: readonly string[] }[];
}

/** A chart's figures as a table, read by screen readers instead of the drawing (which is aria-hidden). */
export function ChartTable({ caption, columns, rows }: ChartTableProps) {
  return (
    <VisuallyHidden>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={index}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}
