// Runs the whole vitest suite a second time against a real PostgreSQL 15.
//
// It creates a throwaway cluster in a temp dir (initdb), owned by an unprivileged user when we run
// as root (PostgreSQL refuses to run as root: a system user `forno-pg` is created when missing),
// starts it on a free loopback port, runs vitest with FORNO_TEST_PG_ADMIN_URL (each test app then
// creates its own database there), and stops and deletes the cluster afterwards. Missing
// PostgreSQL binaries fail the run: this pass is never skipped silently.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { accessSync, chmodSync, constants, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const PG_USER = "forno-pg";
const SEARCH_PATH = [...(process.env.PATH ?? "").split(":"), "/usr/local/bin", "/usr/lib/postgresql/15/bin", "/usr/lib/postgresql/16/bin"];

function findBinary(name) {
  for (const dir of SEARCH_PATH) {
    const candidate = join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // keep looking
    }
  }
  return undefined;
}

function fail(message) {
  console.error(`\n[test-postgres] ${message}\n`);
  process.exit(1);
}

const initdb = findBinary("initdb");
const pgCtl = findBinary("pg_ctl");
if (initdb === undefined || pgCtl === undefined || findBinary("postgres") === undefined) {
  fail("PostgreSQL binaries (initdb, pg_ctl, postgres) were not found on PATH or in /usr/local/bin. Install PostgreSQL 15 to run the PostgreSQL pass.");
}

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;

/** Runs a PostgreSQL tool as the unprivileged user when we are root, else as ourselves. */
function asPgUser(command, args, options = {}) {
  const [file, argv] = isRoot ? ["runuser", ["-u", PG_USER, "--", command, ...args]] : [command, args];
  return execFileSync(file, argv, { stdio: ["ignore", "pipe", "pipe"], ...options });
}

function ensurePgUser() {
  if (!isRoot) return;
  if (spawnSync("id", ["-u", PG_USER], { stdio: "ignore" }).status === 0) return;
  const result = spawnSync("useradd", ["--system", "--no-create-home", "--shell", "/usr/sbin/nologin", PG_USER], { stdio: "inherit" });
  if (result.status !== 0) fail(`could not create the system user ${PG_USER}`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

ensurePgUser();
const root = mkdtempSync(join(tmpdir(), "forno-pg-"));
const dataDir = join(root, "data");
const socketDir = join(root, "socket");
mkdirSync(socketDir);
chmodSync(root, 0o755);
if (isRoot) execFileSync("chown", ["-R", `${PG_USER}:`, root]);

let started = false;
function cleanUp() {
  if (started) {
    try {
      asPgUser(pgCtl, ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
    } catch (error) {
      console.error("[test-postgres] could not stop the cluster:", error.stderr?.toString() ?? error.message);
    }
    started = false;
  }
  if (existsSync(root)) rmSync(root, { recursive: true, force: true });
}

let vitest;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    vitest?.kill(signal);
    cleanUp();
    process.exit(130);
  });
}

try {
  const port = await freePort();
  const t0 = Date.now();
  asPgUser(initdb, ["-D", dataDir, "-U", "postgres", "--auth=trust", "--encoding=UTF8", "--locale=C.UTF-8", "--no-sync"]);
  asPgUser(pgCtl, [
    "-D",
    dataDir,
    "-l",
    join(root, "postgres.log"),
    "-w",
    "-o",
    `-h 127.0.0.1 -p ${port} -k ${socketDir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
    "start",
  ]);
  started = true;
  console.log(`[test-postgres] PostgreSQL ready on 127.0.0.1:${port} in ${Date.now() - t0} ms (${root})`);

  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const args = ["vitest", "run", ...process.argv.slice(2)];
  const code = await new Promise((resolve) => {
    vitest = spawn("pnpm", ["exec", ...args], {
      stdio: "inherit",
      env: { ...process.env, FORNO_TEST_PG_ADMIN_URL: adminUrl, DATABASE_URL: "" },
    });
    vitest.on("exit", (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  });
  cleanUp();
  process.exit(code);
} catch (error) {
  console.error("[test-postgres] failed:", error.stderr?.toString() ?? error.message);
  cleanUp();
  process.exit(1);
}
