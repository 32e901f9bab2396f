import { type BenchResult } from "../../../scripts/bench-results.mjs";

export { printTable } from "../../../scripts/bench-results.mjs";
export type BenchRow = BenchResult;

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
