import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { inject } from "vitest";
// @ts-expect-error plain ESM script without types
import { freePort as findFreePort } from "../../scripts/pg-cluster.mjs";

const freePort = findFreePort as () => Promise<number>;

/** The same secret for every instance: a token signed by one is accepted by the others. */
const SYSTEM_JWT_SECRET = "system-tests-shared-secret-of-at-least-32-chars";

const START_TIMEOUT_MS = 60_000;
const EXIT_WITH_PARENT = fileURLToPath(new URL("exit-with-parent.mjs", import.meta.url));
const OUTPUT_KEPT = 8_000;

export interface ApiProcessOptions {
  /** A label for messages ("A", "B"). */
  name: string;
  bundle: string;
  /** PostgreSQL database; without it the instance uses PGlite under its DATA_DIR. */
  databaseUrl?: string;
  /** Extra variables (on top of the defaults below). */
  env?: Record<string, string>;
}

export interface ApiProcess {
  name: string;
  /** http://127.0.0.1:<port>; the same across restarts. */
  url: string;
  dataDir: string;
  readonly running: boolean;
  /** Starts the process (again) and waits until GET /health answers 200. */
  start(): Promise<void>;
  /** Sends a signal and waits for the process to be gone. */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** SIGTERM (graceful), SIGKILL after 10 s; removes DATA_DIR when `removeData`. */
  stop(options?: { removeData?: boolean }): Promise<void>;
  /** The last lines the process wrote (stdout and stderr), for failure messages. */
  output(): string;
}

const live = new Set<ChildProcess>();
let exitHookInstalled = false;

/** A worker that exits normally kills its API processes; one killed outright: see exit-with-parent.mjs. */
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once("exit", () => {
    for (const child of live) child.kill("SIGKILL");
  });
}

/**
 * One API server as a child process (the bundle from global-setup), on its own free loopback port and
 * its own DATA_DIR (uploads; PGlite's files when there is no DATABASE_URL). The process gets only the
 * variables below, never the developer's environment.
 */
export async function createApiProcess(options: ApiProcessOptions): Promise<ApiProcess> {
  installExitHook();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // Under the run's folder (global-setup), which is removed at the end whatever happened here.
  const dataDir = mkdtempSync(join(inject("runDir"), `${options.name.toLowerCase()}-`));
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    // Instances behind one address, like production: the same public URL for all (decision 1401).
    PUBLIC_URL: "http://api.forno.test",
    JWT_SECRET: SYSTEM_JWT_SECRET,
    LOG_LEVEL: "warn",
    RATE_LIMIT_AUTH_MAX: "10000",
    PAYMENT_PROVIDER: "sandbox",
    SSE_HEARTBEAT_MS: "1000",
    ...(options.databaseUrl === undefined ? {} : { DATABASE_URL: options.databaseUrl }),
    ...options.env,
  };
  let child: ChildProcess | undefined;
  let output = "";

  const exited = (proc: ChildProcess) => proc.exitCode !== null || proc.signalCode !== null;
  const waitForExit = (proc: ChildProcess) => new Promise<void>((resolve) => (exited(proc) ? resolve() : proc.once("exit", () => resolve())));

  const handle: ApiProcess = {
    name: options.name,
    url,
    dataDir,
    get running() {
      return child !== undefined && !exited(child);
    },
    async start() {
      if (handle.running) throw new Error(`API ${options.name} is already running`);
      const proc = spawn(process.execPath, ["--import", EXIT_WITH_PARENT, options.bundle], { env, stdio: ["ignore", "pipe", "pipe", "ipc"] });
      child = proc;
      live.add(proc);
      proc.once("exit", () => live.delete(proc));
      const keep = (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-OUTPUT_KEPT);
      };
      proc.stdout?.on("data", keep);
      proc.stderr?.on("data", keep);
      const deadline = Date.now() + START_TIMEOUT_MS;
      for (;;) {
        if (exited(proc)) throw new Error(`API ${options.name} exited during start-up (${proc.exitCode ?? proc.signalCode}):\n${output}`);
        try {
          if ((await fetch(`${url}/health`)).status === 200) return;
        } catch {
          // not listening yet
        }
        if (Date.now() > deadline) throw new Error(`API ${options.name} did not answer /health within ${START_TIMEOUT_MS} ms:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async kill(signal) {
      if (child === undefined || exited(child)) return;
      const proc = child;
      proc.kill(signal);
      await waitForExit(proc);
    },
    async stop({ removeData = true } = {}) {
      if (child !== undefined && !exited(child)) {
        const proc = child;
        const timer = setTimeout(() => proc.kill("SIGKILL"), 10_000);
        proc.kill("SIGTERM");
        await waitForExit(proc);
        clearTimeout(timer);
      }
      if (removeData) rmSync(dataDir, { recursive: true, force: true });
    },
    output: () => output,
  };
  return handle;
}
