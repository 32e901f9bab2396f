#!/usr/bin/env node
// Mutation testing (Stryker) over the domain rules and the stream client, then one score per folder.
// Not part of `pnpm test`: it takes minutes. Extra arguments go to every Stryker run (e.g. --concurrency 1).
// `--report-only` prints the table from the last reports without running Stryker; folder names
// (`pnpm mutation orders stream`) run those only.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const reportOnly = args.includes("--report-only");

// One Stryker run per domain folder (its own tests against its mutants), then the stream client.
const domainFolders = ["pricing", "fractions", "orders", "catalog", "validators", "schemas", "format"];
const runs = [
  ...domainFolders.map((folder) => ({ name: folder, dir: "packages/domain", report: `.stryker/${folder}-report.json`, env: { MUTATION_FOLDER: folder } })),
  { name: "stream client", dir: "packages/api-client", report: ".stryker/report.json", env: {} },
];
const detected = new Set(["Killed", "Timeout"]);
const counted = new Set(["Killed", "Timeout", "Survived", "NoCoverage"]);

const picked = args.filter((arg) => runs.some(({ name }) => name.startsWith(arg)));
const strykerArgs = args.filter((arg) => arg !== "--report-only" && !picked.includes(arg));

const rows = new Map();
for (const { name, dir, report, env } of runs) {
  const cwd = join(root, dir);
  if (!reportOnly && (picked.length === 0 || picked.some((arg) => name.startsWith(arg)))) {
    console.log(`\n== ${name}`);
    const run = spawnSync("pnpm", ["exec", "stryker", "run", ...strykerArgs], { cwd, stdio: "inherit", env: { ...process.env, ...env } });
    if (run.status !== 0) process.exit(run.status ?? 1);
  }
  const reportFile = join(cwd, report);
  if (!existsSync(reportFile)) {
    console.error(`No report for ${name} (${dir}/${report}): run \`pnpm mutation\` first.`);
    continue;
  }
  const row = { killed: 0, survived: 0, ignored: 0 };
  for (const { mutants } of Object.values(JSON.parse(readFileSync(reportFile, "utf8")).files)) {
    for (const { status } of mutants) {
      if (detected.has(status)) row.killed++;
      else if (counted.has(status)) row.survived++;
      else row.ignored++;
    }
  }
  rows.set(name, row);
}

const line = (cells) => console.log(cells.map((cell, i) => (i === 0 ? cell.padEnd(14) : cell.padStart(9))).join(" "));
console.log("");
line(["folder", "score", "killed", "survived", "invalid"]);
let killed = 0;
let total = 0;
for (const [name, row] of rows) {
  const valid = row.killed + row.survived;
  killed += row.killed;
  total += valid;
  line([name, `${((100 * row.killed) / valid).toFixed(1)}%`, String(row.killed), String(row.survived), String(row.ignored)]);
}
line(["all", `${((100 * killed) / total).toFixed(1)}%`, String(killed), String(total - killed), ""]);
