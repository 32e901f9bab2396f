export interface BenchRow {
  benchmark: string;
  figure: string;
  budget: string;
  pass: boolean;
}

/** One table for every benchmark; a missed budget says so on its row. */
export function printTable(rows: readonly BenchRow[]): void {
  const cells = [["benchmark", "result", "budget", "verdict"], ...rows.map((row) => [row.benchmark, row.figure, row.budget, row.pass ? "PASS" : "FAIL (budget missed)"])];
  const widths = cells[0]!.map((_, column) => Math.max(...cells.map((row) => row[column]!.length)));
  const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(" | ")} |`;
  console.log(line(cells[0]!));
  console.log(`|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`);
  for (const row of cells.slice(1)) console.log(line(row));
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
