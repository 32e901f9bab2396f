// `pnpm bench`: every benchmark of the workspace, then ONE table of all their figures and budgets.
//
// Builds first (turbo's cache makes that quick when nothing changed), then runs, one at a time on
// loopback: the storefront's first-load JS per route, the API's benchmarks (catalogue vs a bare
// route, order creation, 10,000 event streams, the orders table at 100,000 orders), Lighthouse
// on the storefront and the live order desk in Chromium (300 open orders: the main-thread work of
// one change, and approval to card). Each prints its own details; their rows are collected through
// BENCH_RESULTS (scripts/bench-results.mjs). Uses the ports 3000, 4173 and 4174: stop `npm run up` first.
// Exits non-zero when a budget is missed or a benchmark could not run.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { printTable } from "./bench-results.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "forno-bench-"));
const resultsFile = join(dir, "results.jsonl");

const benches = [
  { name: "storefront bundle size", args: ["--filter", "@forno/storefront", "size"] },
  { name: "backoffice bundle size", args: ["--filter", "@forno/backoffice", "size"] },
  { name: "API benchmarks", args: ["--filter", "@forno/api", "bench"] },
  { name: "Lighthouse", args: ["--filter", "@forno/e2e", "bench"] },
  { name: "Order desk", args: ["--filter", "@forno/e2e", "bench:desk"] },
];

function readRows() {
  try {
    return readFileSync(resultsFile, "utf8").split("\n").filter(Boolean).map((line) => JSON.parse(line));
  } catch {
    return [];
  }
}

const build = spawnSync("pnpm", ["build"], { cwd: root, stdio: "inherit" });
if (build.status !== 0) {
  console.error("The build failed: no benchmark ran.");
  process.exit(1);
}

const started = Date.now();
const notRun = [];
for (const bench of benches) {
  console.log(`\n== ${bench.name}`);
  const before = readRows().length;
  const result = spawnSync("pnpm", bench.args, { cwd: root, stdio: "inherit", env: { ...process.env, BENCH_RESULTS: resultsFile } });
  if (result.status !== 0 && readRows().length === before) {
    // A benchmark that stopped before reporting anything still gets its line in the table.
    notRun.push({ benchmark: bench.name, figure: `did not run (exit ${result.status ?? result.signal})`, budget: "-", pass: false });
  }
}

const rows = [...readRows(), ...notRun];
rmSync(dir, { recursive: true, force: true });
console.log(`\nAll benchmarks (${Math.round((Date.now() - started) / 1000)} s, ${new Date().toISOString()}, ${process.version}):\n`);
printTable(rows);
const failed = rows.filter((row) => !row.pass);
if (failed.length > 0) console.log(`\n${failed.length} budget(s) missed or not measured.`);
process.exit(failed.length > 0 ? 1 : 0);
