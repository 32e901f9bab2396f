import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { E2E_JWT_SECRET } from "./servers";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

export interface OwnApi {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  /** Starts the process (again) on the same port and data folder; resolves once /health answers 200. */
  start(): Promise<void>;
  /** Ends the process: SIGTERM (a restart) or SIGKILL (a crash); resolves once it has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** Stops it and removes its data folder. */
  dispose(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === "string") throw new Error("no free TCP port");
  return address.port;
}

/**
 * The built API on a port and a PGlite folder of its own, for a test that must stop and start the
 * API without touching the one every other test uses (decision 3706). Same settings as the suite's
 * API (support/servers.ts); the browser reaches it through page routing.
 */
export async function ownApi(): Promise<OwnApi> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "forno-e2e-own-api-"));
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;

  async function healthy(deadline: number): Promise<void> {
    for (;;) {
      if (child?.exitCode !== null && child?.exitCode !== undefined) throw new Error(`the API exited with ${child.exitCode} while starting`);
      const ok = await fetch(`${url}/health`, { signal: AbortSignal.timeout(2_000) }).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return;
      if (Date.now() > deadline) throw new Error(`the API on ${url} did not answer /health in time`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  const api: OwnApi = {
    url,
    port,
    async start() {
      child = spawn(process.execPath, ["apps/api/dist/server.js"], {
        cwd: repoRoot,
        stdio: "ignore",
        env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "test", LOG_LEVEL: "warn", RATE_LIMIT_AUTH_MAX: "10000", JWT_SECRET: E2E_JWT_SECRET },
      });
      await healthy(Date.now() + 60_000);
    },
    async stop(signal = "SIGTERM") {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => running.once("exit", () => resolve()));
      running.kill(signal);
      await exited;
    },
    async dispose() {
      await api.stop("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return api;
}
