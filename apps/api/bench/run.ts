// GET /products (the seeded store's active catalogue) against a bare Fastify route serving the same
// JSON, on loopback with autocannon. The servers run in a child process so that the load generator
// does not share their event loop. Exits non-zero when the API falls below BUDGET of the bare route.
//
//   pnpm --filter @forno/api bench            (10 s per target, 10 connections)
//   BENCH_DURATION=5 BENCH_CONNECTIONS=20 pnpm --filter @forno/api bench
import { type ChildProcess, fork } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import Fastify from "fastify";

const BUDGET = 0.7;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const CATALOGUE_PATH = "/products?where_is_active=true&order_group=asc&take=100";

interface Ports {
  api: number;
  bare: number;
}

async function serve(): Promise<void> {
  const { buildApp } = await import("../src/app");
  const dataDir = mkdtempSync(join(tmpdir(), "forno-bench-"));
  const api = await buildApp({
    ignoreProcessEnv: true,
    env: { NODE_ENV: "production", DATA_DIR: dataDir, LOG_LEVEL: "silent" },
    pgliteDataDir: "memory://",
    logger: false,
  });
  await api.listen({ port: 0, host: "127.0.0.1" });
  const apiPort = (api.server.address() as { port: number }).port;

  // The same answer, built once, from a route with no plugins, hooks or database.
  const catalogue = (await api.inject({ method: "GET", url: CATALOGUE_PATH, headers: { host: `127.0.0.1:${apiPort}` } })).json();
  const bare = Fastify({ logger: false });
  bare.get("/products", async () => catalogue);
  await bare.listen({ port: 0, host: "127.0.0.1" });
  const barePort = (bare.server.address() as { port: number }).port;

  process.send?.({ api: apiPort, bare: barePort } satisfies Ports);
  process.on("message", async (message) => {
    if (message === "stop") {
      await Promise.all([api.close(), bare.close()]);
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    }
  });
}

async function load(url: string, duration: number): Promise<autocannon.Result> {
  return autocannon({ url, connections: CONNECTIONS, duration, pipelining: 1 });
}

async function main(): Promise<void> {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ["serve"], { execArgv: process.execArgv, stdio: "inherit" });
  const ports = await new Promise<Ports>((resolve, reject) => {
    child.once("message", (message) => resolve(message as Ports));
    child.once("exit", (code) => reject(new Error(`bench server exited early (${code})`)));
  });
  const targets = {
    bare: `http://127.0.0.1:${ports.bare}${CATALOGUE_PATH}`,
    api: `http://127.0.0.1:${ports.api}${CATALOGUE_PATH}`,
  };
  try {
    const check = await fetch(targets.api);
    if (check.status !== 200) throw new Error(`GET /products answered ${check.status}`);
    const bytes = (await check.text()).length;
    console.log(`Catalogue: ${bytes} bytes of JSON; ${DURATION} s per target, ${CONNECTIONS} connections, after a 2 s warm-up each.\n`);

    await load(targets.bare, 2);
    await load(targets.api, 2);
    const bare = await load(targets.bare, DURATION);
    const api = await load(targets.api, DURATION);
    const errors = api.errors + api.non2xx + bare.errors + bare.non2xx;
    const ratio = api.requests.average / bare.requests.average;

    const rows = [
      ["target", "req/s (avg)", "latency p50", "latency p99", "errors"],
      ["bare Fastify, same JSON", bare.requests.average.toFixed(0), `${bare.latency.p50} ms`, `${bare.latency.p99} ms`, String(bare.errors + bare.non2xx)],
      ["Forno GET /products", api.requests.average.toFixed(0), `${api.latency.p50} ms`, `${api.latency.p99} ms`, String(api.errors + api.non2xx)],
    ];
    const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
    for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join("  "));
    const verdict = ratio >= BUDGET && errors === 0 ? "PASS" : "FAIL";
    console.log(`\nratio api/bare: ${ratio.toFixed(2)}x   budget: >= ${BUDGET}x   ${verdict}`);
    process.exitCode = verdict === "PASS" ? 0 : 1;
  } finally {
    child.send("stop");
  }
}

if (process.argv[2] === "serve") {
  await serve();
} else {
  await main();
}
