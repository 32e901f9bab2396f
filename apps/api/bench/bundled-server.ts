// The API as it runs in production, for the stream benchmark (bench/streams.ts): src/server.ts
// bundled like build.mjs does, started with the package's Node flags in a process of its own, and
// that process's resident memory.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { BENCH_STAFF_ENV } from "./bench-staff";
// @ts-expect-error plain ESM script without types
import { apiNodeFlags } from "../scripts/node-flags.mjs";
// @ts-expect-error plain ESM script without types
import { freePort } from "../scripts/pg-cluster.mjs";

const API_ROOT = fileURLToPath(new URL("..", import.meta.url));

/** Bundles src/server.ts like build.mjs does, into node_modules/.cache (dist/ is left to the apps' e2e). */
export async function bundleServer(): Promise<string> {
  const pkg = JSON.parse(readFileSync(join(API_ROOT, "package.json"), "utf8")) as { dependencies: Record<string, string> };
  const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith("@forno/"));
  const outfile = join(API_ROOT, "node_modules", ".cache", "forno-bench", "server.js");
  await build({
    entryPoints: [join(API_ROOT, "src", "server.ts")],
    outfile,
    bundle: true,
    platform: "node",
    target: "node20",
    format: "esm",
    external: external.flatMap((name) => [name, `${name}/*`]),
    logLevel: "warning",
  });
  return outfile;
}

/** The Node flags of the package's `start` script, so the benchmark measures the server as it is started; BENCH_NODE_FLAGS replaces them. */
function startFlags(): string[] {
  if (process.env.BENCH_NODE_FLAGS !== undefined) return process.env.BENCH_NODE_FLAGS.split(" ").filter(Boolean);
  return apiNodeFlags() as string[];
}

export interface RunningServer {
  base: string;
  port: number;
  rss(): number;
  stop(): Promise<void>;
}

export async function startBundledServer(bundle: string, env: Record<string, string>): Promise<RunningServer> {
  const port = (await freePort()) as number;
  const dataDir = mkdtempSync(join(tmpdir(), "forno-bench-sse-"));
  const child: ChildProcess = spawn(process.execPath, [...startFlags(), bundle], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: "true",
      SMS_PROVIDER: "console",
      ...BENCH_STAFF_ENV,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      RATE_LIMIT_AUTH_MAX: "1000",
      // Benchmarks order at any time of day (decision 1605).
      SEED_HOURS: "always",
      ...env,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited early (${child.exitCode})`);
    try {
      if ((await fetch(`${base}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("the API did not start within 60 s");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    base,
    port,
    rss: () => residentBytes(child.pid!),
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          rmSync(dataDir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
        child.once("exit", () => {
          clearTimeout(timer);
          done();
        });
        child.kill("SIGTERM");
      }),
  };
}

/** A process's resident memory: /proc on Linux, `ps` elsewhere. */
function residentBytes(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) * 1024;
  } catch {
    return Number(spawnSync("ps", ["-o", "rss=", "-p", String(pid)], { encoding: "utf8" }).stdout.trim()) * 1024;
  }
}
