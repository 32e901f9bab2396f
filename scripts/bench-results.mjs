// The workspace's benchmarks print their own tables; when `pnpm bench` (scripts/bench.mjs) runs
// them, each also appends its rows here (BENCH_RESULTS, one JSON object per line) so that the
// run ends with ONE table of every figure and budget.
import { appendFileSync } from "node:fs";

/** Records one row: `{ benchmark, figure, budget, pass }`. A no-op outside `pnpm bench`. */
export function recordResult(row) {
  const file = process.env.BENCH_RESULTS;
  if (file) appendFileSync(file, `${JSON.stringify(row)}\n`);
}

/** Prints rows as one Markdown table; a missed budget says so on its row. */
export function printTable(rows) {
  const cells = [["benchmark", "result", "budget", "verdict"], ...rows.map((row) => [row.benchmark, row.figure, row.budget, row.pass ? "PASS" : "FAIL (budget missed)"])];
  const widths = cells[0].map((_, column) => Math.max(...cells.map((row) => row[column].length)));
  const line = (row) => `| ${row.map((cell, column) => cell.padEnd(widths[column])).join(" | ")} |`;
  console.log(line(cells[0]));
  console.log(`|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`);
  for (const row of cells.slice(1)) console.log(line(row));
}
