import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";
import { createPostgresTestDatabase, testPostgresAdminUrl } from "../../test/support/test-database";
import { buildApp } from "../app";
import { STORE_NOT_EMPTY } from "./restore-backup";

const apiFolder = fileURLToPath(new URL("../..", import.meta.url));
const folder = mkdtempSync(join(tmpdir(), "forno-backup-cli-"));
const drops: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const drop of drops) await drop().catch(() => {});
  rmSync(folder, { recursive: true, force: true });
});

/** Where a store lives, as the server is told: DATABASE_URL on the PostgreSQL pass, else a DATA_DIR (PGlite on disk). */
async function storeEnv(name: string): Promise<Record<string, string>> {
  const adminUrl = testPostgresAdminUrl();
  if (adminUrl === undefined) return { DATA_DIR: join(folder, name) };
  const database = await createPostgresTestDatabase(adminUrl);
  drops.push(() => database.drop());
  return { DATA_DIR: join(folder, name), DATABASE_URL: database.url };
}

function run(script: "backup" | "restore", file: string, env: Record<string, string>) {
  // The package scripts themselves, with a clean environment (the developer's DATABASE_URL must not leak in).
  // Typed from another folder: a relative <file> lands there, not in apps/api.
  return spawnSync("pnpm", ["--dir", apiFolder, "run", "--silent", script, file], {
    cwd: folder,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", NODE_ENV: "test", LOG_LEVEL: "silent", ...env },
    encoding: "utf8",
    timeout: 90_000,
  });
}

it("`pnpm backup <file>` and `pnpm restore <file>` work on the store the server would open, and restore refuses a non-empty store", async () => {
  const sourceEnv = await storeEnv("source");
  const app = await buildApp({ ignoreProcessEnv: true, env: { NODE_ENV: "test", LOG_LEVEL: "silent", ...sourceEnv }, logger: false, hasherCost: { memoryCost: 1024, timeCost: 1 } });
  await app.close();

  const backup = run("backup", "store.backup.gz", sourceEnv);
  expect(backup.status, backup.stderr).toBe(0);
  const rows = /backup written to .*store\.backup\.gz: (\d+) rows/.exec(backup.stdout)?.[1];
  expect(Number(rows)).toBeGreaterThan(100);
  expect(existsSync(join(folder, "store.backup.gz"))).toBe(true);
  expect(run("backup", "store.backup.gz", sourceEnv).stderr).toContain("already exists");

  const targetEnv = await storeEnv("target");
  const restore = run("restore", "store.backup.gz", targetEnv);
  expect(restore.status, restore.stderr).toBe(0);
  expect(restore.stdout).toContain(`restored ${rows} rows`);

  const again = run("restore", "store.backup.gz", targetEnv);
  expect(again.status).toBe(1);
  expect(again.stderr).toContain(STORE_NOT_EMPTY);
}, 240_000);

it("`pnpm backup` while the API runs: refused on PGlite, naming the API and its pid; taken from a snapshot on PostgreSQL", async () => {
  const env = await storeEnv("running");
  const app = await buildApp({ ignoreProcessEnv: true, env: { NODE_ENV: "test", LOG_LEVEL: "silent", ...env }, logger: false, hasherCost: { memoryCost: 1024, timeCost: 1 } });
  try {
    const backup = run("backup", "running.backup.gz", env);
    if (env.DATABASE_URL === undefined) {
      expect(backup.status).toBe(1);
      expect(backup.stderr).toContain(`is open in the API (pid ${process.pid}`);
      expect(backup.stderr).toContain("PGlite is one process's database: stop the API first.");
      expect(backup.stderr).not.toMatch(/\bat \S+:\d+/);
      expect(existsSync(join(folder, "running.backup.gz"))).toBe(false);
      // Nor does a restore or a second API get in.
      expect(run("restore", "store.backup.gz", env).stderr).toContain("stop the API first");
    } else {
      expect(backup.status, backup.stderr).toBe(0);
    }
  } finally {
    await app.close();
  }
  if (env.DATABASE_URL === undefined) {
    const after = run("backup", "running-stopped.backup.gz", env);
    expect(after.status, after.stderr).toBe(0);
  }
}, 240_000);
