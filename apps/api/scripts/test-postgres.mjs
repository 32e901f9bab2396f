// Runs the whole vitest suite a second time against a real PostgreSQL 15.
//
// It creates a throwaway cluster (scripts/pg-cluster.mjs), runs vitest with FORNO_TEST_PG_ADMIN_URL
// (each test app then creates its own database there), and stops and deletes the cluster
// afterwards. Missing PostgreSQL binaries fail the run: this pass is never skipped silently.
import { spawn } from "node:child_process";
import { findPostgres, startThrowawayCluster } from "./pg-cluster.mjs";

function fail(message) {
  console.error(`\n[test-postgres] ${message}\n`);
  process.exit(1);
}

if (findPostgres() === undefined) {
  fail("PostgreSQL binaries (initdb, pg_ctl, postgres) were not found on PATH or in /usr/local/bin. Install PostgreSQL 15 to run the PostgreSQL pass.");
}

let cluster;
let vitest;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    vitest?.kill(signal);
    cluster?.stop();
    process.exit(130);
  });
}

try {
  const t0 = Date.now();
  cluster = await startThrowawayCluster();
  console.log(`[test-postgres] PostgreSQL ready at ${cluster.adminUrl} in ${Date.now() - t0} ms (${cluster.root})`);
  const args = ["vitest", "run", ...process.argv.slice(2)];
  const code = await new Promise((resolve) => {
    vitest = spawn("pnpm", ["exec", ...args], {
      stdio: "inherit",
      env: { ...process.env, FORNO_TEST_PG_ADMIN_URL: cluster.adminUrl, DATABASE_URL: "" },
    });
    vitest.on("exit", (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  });
  cluster.stop();
  process.exit(code);
} catch (error) {
  console.error("[test-postgres] failed:", error.message);
  cluster?.stop();
  process.exit(1);
}
