export interface BenchResult {
  benchmark: string;
  figure: string;
  budget: string;
  pass: boolean;
}
export function recordResult(row: BenchResult): void;
export function printTable(rows: readonly BenchResult[]): void;
