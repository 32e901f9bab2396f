// Every API benchmark, one table at the end (loopback only; each server runs in a child process).
//
//   pnpm --filter @forno/api bench
//   BENCH_DURATION=5 BENCH_CONNECTIONS=20 BENCH_SSE_STREAMS=2000 pnpm --filter @forno/api bench
//   BENCH_ONLY=orders,streams pnpm --filter @forno/api bench
//   pnpm --filter @forno/api bench orders-table      (the names as arguments: only those)
//
// Exits non-zero only when a budget is missed (or a benchmark could not run).
import { spawnSync } from "node:child_process";
import { catalogueBench } from "./catalogue";
import { ordersBench } from "./orders";
import { ordersTableBench } from "./orders-table";
import { recordResult } from "../../../scripts/bench-results.mjs";
import { type BenchRow, printTable } from "./report";
import { streamsBench } from "./streams";

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const STREAMS = Number(process.env.BENCH_SSE_STREAMS ?? 10_000);
const STREAM_ORDERS = Number(process.env.BENCH_SSE_ORDERS ?? 100);
const STREAM_CHANGES = Number(process.env.BENCH_SSE_CHANGES ?? 100);
const TABLE_ORDERS = Number(process.env.BENCH_TABLE_ORDERS ?? 100_000);
const TABLE_SAMPLES = Number(process.env.BENCH_TABLE_SAMPLES ?? 100);
const SUMMARY_SAMPLES = Number(process.env.BENCH_SUMMARY_SAMPLES ?? 30);
const ARGUMENTS = process.argv.slice(2).filter((argument) => argument !== "--");
const ONLY = new Set((ARGUMENTS.length > 0 ? ARGUMENTS.join(",") : (process.env.BENCH_ONLY ?? "catalogue,orders,streams,orders-table")).split(",").map((name) => name.trim()));

/** Open files this process may hold: the stream benchmark needs one socket per stream, here and in the server. */
function fileLimits(): { soft: number; hard: number } {
  const read = (flag: string) => Number(spawnSync("sh", ["-c", `ulimit ${flag}`], { encoding: "utf8" }).stdout.trim());
  const soft = read("-Sn");
  const hard = read("-Hn");
  return { soft: Number.isFinite(soft) ? soft : Infinity, hard: Number.isFinite(hard) ? hard : Infinity };
}

/** Re-runs this script with a raised `ulimit -n` when the stream benchmark needs more sockets than allowed. */
function ensureFileLimit(needed: number): "ok" | "re-run" {
  if (!ONLY.has("streams")) return "ok";
  const { soft, hard } = fileLimits();
  if (soft >= needed || process.env.FORNO_BENCH_ULIMIT_RAISED === "1") return "ok";
  if (hard < needed) return "ok";
  console.log(`Raising the open-file limit from ${soft} to ${needed} for ${STREAMS} streams.`);
  const command = [process.execPath, ...process.execArgv, ...process.argv.slice(1)].map((part) => `'${part.replace(/'/g, "'\\''")}'`).join(" ");
  const result = spawnSync("sh", ["-c", `ulimit -n ${needed} && exec ${command}`], { stdio: "inherit", env: { ...process.env, FORNO_BENCH_ULIMIT_RAISED: "1" } });
  process.exitCode = result.status ?? 1;
  return "re-run";
}

async function main(): Promise<void> {
  const needed = STREAMS + 1_024;
  if (ensureFileLimit(needed) === "re-run") return;
  let streams = STREAMS;
  const { soft } = fileLimits();
  if (ONLY.has("streams") && soft < needed) {
    streams = Math.max(100, soft - 1_024);
    console.log(`Open-file limit ${soft} (hard limit too low to raise): running ${streams} streams instead of ${STREAMS}.`);
  }

  const rows: BenchRow[] = [];
  const run = async (name: string, bench: () => Promise<BenchRow[]>) => {
    if (!ONLY.has(name)) return;
    console.log(`Running the ${name} benchmark...`);
    try {
      rows.push(...(await bench()));
    } catch (error) {
      rows.push({ benchmark: name, figure: `did not run: ${error instanceof Error ? error.message : String(error)}`, budget: "-", pass: false });
    }
  };
  await run("catalogue", () => catalogueBench(DURATION, CONNECTIONS));
  await run("orders", () => ordersBench(DURATION, CONNECTIONS));
  await run("streams", () => streamsBench({ streams, orders: STREAM_ORDERS, changes: STREAM_CHANGES }));
  await run("orders-table", () => ordersTableBench({ orders: TABLE_ORDERS, samples: TABLE_SAMPLES, summarySamples: SUMMARY_SAMPLES }));

  console.log(`\n${DURATION} s per load run after a 2 s warm-up, ${CONNECTIONS} connections, loopback; servers in child processes.\n`);
  printTable(rows);
  rows.forEach(recordResult);
  const failed = rows.filter((row) => !row.pass);
  if (failed.length > 0) console.log(`\n${failed.length} budget(s) missed: ${failed.map((row) => row.benchmark).join("; ")}`);
  process.exitCode = failed.length > 0 ? 1 : 0;
}

await main();
