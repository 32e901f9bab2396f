// A throwaway PostgreSQL cluster for the test pass (scripts/test-postgres.mjs) and the stream
// benchmark: initdb in a temp dir, owned by an unprivileged user when we run as root (PostgreSQL
// refuses to run as root: a system user `forno-pg` is created when missing), started on a free
// loopback port with fsync off, stopped and deleted by `stop()`.
import { execFileSync, spawnSync } from "node:child_process";
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

/** The initdb and pg_ctl binaries, or undefined when PostgreSQL is not installed. */
export function findPostgres() {
  const initdb = findBinary("initdb");
  const pgCtl = findBinary("pg_ctl");
  if (initdb === undefined || pgCtl === undefined || findBinary("postgres") === undefined) return undefined;
  return { initdb, pgCtl };
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
  if (result.status !== 0) throw new Error(`could not create the system user ${PG_USER}`);
}

export function freePort() {
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

/**
 * Starts a cluster and answers `{ adminUrl, root, stop, pause, resume }`; `adminUrl` is a superuser URL of the
 * `postgres` database. Throws when the binaries are missing.
 */
export async function startThrowawayCluster({ maxConnections = 200 } = {}) {
  const binaries = findPostgres();
  if (binaries === undefined) {
    throw new Error("PostgreSQL binaries (initdb, pg_ctl, postgres) were not found on PATH or in /usr/local/bin. Install PostgreSQL 15.");
  }
  ensurePgUser();
  const root = mkdtempSync(join(tmpdir(), "forno-pg-"));
  const dataDir = join(root, "data");
  const socketDir = join(root, "socket");
  mkdirSync(socketDir);
  chmodSync(root, 0o755);
  if (isRoot) execFileSync("chown", ["-R", `${PG_USER}:`, root]);

  let started = false;
  const stop = () => {
    if (started) {
      try {
        asPgUser(binaries.pgCtl, ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
      } catch (error) {
        console.error("[pg-cluster] could not stop the cluster:", error.stderr?.toString() ?? error.message);
      }
      started = false;
    }
    if (existsSync(root)) rmSync(root, { recursive: true, force: true });
  };

  try {
    const port = await freePort();
    asPgUser(binaries.initdb, ["-D", dataDir, "-U", "postgres", "--auth=trust", "--encoding=UTF8", "--locale=C.UTF-8", "--no-sync"]);
    const startServer = () => {
      asPgUser(binaries.pgCtl, [
        "-D",
        dataDir,
        "-l",
        join(root, "postgres.log"),
        "-w",
        "-o",
        `-h 127.0.0.1 -p ${port} -k ${socketDir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=${maxConnections}`,
        "start",
      ]);
      started = true;
    };
    startServer();
    // The database going away and coming back (system/database-outage.test.ts): a fast shutdown
    // (open sessions are ended, committed work kept), then a start on the same files and port.
    const pause = () => {
      asPgUser(binaries.pgCtl, ["-D", dataDir, "-m", "fast", "-w", "-t", "30", "stop"]);
      started = false;
    };
    return { adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`, root, stop, pause, resume: startServer };
  } catch (error) {
    stop();
    throw new Error(`could not start PostgreSQL: ${error.stderr?.toString() ?? error.message}`);
  }
}
