import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
// @ts-expect-error plain ESM script without types
import { startThrowawayCluster as startCluster } from "../../scripts/pg-cluster.mjs";
import { bundleServer } from "./bundle";

declare module "vitest" {
  export interface ProvidedContext {
    /** Superuser URL of the throwaway PostgreSQL cluster: each test file creates its own database there. */
    pgAdminUrl: string;
    /** The bundled API server (node <file>). */
    serverBundle: string;
    /** This run's temp folder: the API processes' DATA_DIRs go under it. */
    runDir: string;
  }
}

interface Cluster {
  adminUrl: string;
  stop(): void;
}

const startThrowawayCluster = startCluster as () => Promise<Cluster>;

/**
 * Once per `test:system` run: a throwaway PostgreSQL 15 cluster (scripts/pg-cluster.mjs; missing
 * binaries fail the run), the API bundle and a temp folder, all removed at the end, on Ctrl-C and on exit.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const runDir = mkdtempSync(join(tmpdir(), "forno-system-"));
  const [cluster, bundle] = await Promise.allSettled([startThrowawayCluster(), bundleServer()]);
  let cleaned = false;
  const cleanup = () => {
    if (cleaned) return;
    cleaned = true;
    if (cluster.status === "fulfilled") cluster.value.stop();
    if (bundle.status === "fulfilled") bundle.value.remove();
    rmSync(runDir, { recursive: true, force: true });
  };
  if (cluster.status === "rejected" || bundle.status === "rejected") {
    cleanup();
    throw cluster.status === "rejected" ? cluster.reason : (bundle as PromiseRejectedResult).reason;
  }
  process.once("exit", cleanup);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      cleanup();
      process.exit(130);
    });
  }
  project.provide("pgAdminUrl", cluster.value.adminUrl);
  project.provide("serverBundle", bundle.value.file);
  project.provide("runDir", runDir);
  return cleanup;
}
