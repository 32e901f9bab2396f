import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { StoreInUseError, lockPgliteStore } from "./pglite-lock";

// Issue 29 point 4: PGlite is one process's database, and it does not refuse a second one itself.

const folder = mkdtempSync(join(tmpdir(), "forno-pglite-lock-"));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
  rmSync(folder, { recursive: true, force: true });
});

/** A process that stays alive until killed, standing for the running API. */
function livingProcess(): number {
  const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
  children.push(child);
  return child.pid!;
}

/** A pid whose process has ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
  await new Promise((resolve) => child.once("exit", resolve));
  return child.pid!;
}

let stores = 0;
/** A fresh DATA_DIR/pglite path, and its lock file's. */
function store(): { dir: string; lock: string } {
  const dataDir = join(folder, `store-${(stores += 1)}`);
  mkdirSync(dataDir);
  return { dir: join(dataDir, "pglite"), lock: join(dataDir, "pglite.lock") };
}

function refusal(dir: string, holder: string): Error {
  try {
    lockPgliteStore(dir, holder)();
  } catch (error) {
    return error as Error;
  }
  throw new Error("the lock was not refused");
}

describe("the PGlite store lock", () => {
  it("refuses another holder while the first one's process lives, naming it, and leaves its lock alone", () => {
    const { dir, lock } = store();
    const pid = livingProcess();
    writeFileSync(lock, JSON.stringify({ pid, holder: "the API", since: "2026-11-24T20:00:00.000Z" }));
    const error = refusal(dir, "a backup");
    expect(error).toBeInstanceOf(StoreInUseError);
    expect(error.message).toContain(`is open in the API (pid ${pid}, since 2026-11-24T20:00:00.000Z)`);
    expect(error.message).toContain("PGlite is one process's database: stop the API first.");
    expect(JSON.parse(readFileSync(lock, "utf8")).pid).toBe(pid);
  });

  it("takes over a lock whose process is gone (kill -9), or that this pid left (a container's PID 1), or that is unreadable", async () => {
    for (const content of [JSON.stringify({ pid: await deadPid(), holder: "the API" }), JSON.stringify({ pid: process.pid, holder: "the API" }), "{half"]) {
      const { dir, lock } = store();
      writeFileSync(lock, content);
      const release = lockPgliteStore(dir, "a backup");
      expect(JSON.parse(readFileSync(lock, "utf8"))).toMatchObject({ pid: process.pid, holder: "a backup" });
      release();
      expect(existsSync(lock)).toBe(false);
    }
  });

  // PGlite's first start on disk (initdb) takes seconds, more on a loaded machine.
  it("is taken by openDatabase on disk, refused to a second open, and released by close", { timeout: 120_000 }, async () => {
    const { dir, lock } = store();
    const first = await openDatabase({ pgliteDataDir: dir, holder: "the API" });
    try {
      expect(JSON.parse(readFileSync(lock, "utf8"))).toMatchObject({ pid: process.pid, holder: "the API" });
      // A second opener in another process is what the lock is for; here its content names a living one.
      const pid = livingProcess();
      writeFileSync(lock, JSON.stringify({ pid, holder: "the API", since: "now" }));
      await expect(openDatabase({ pgliteDataDir: dir, holder: "a backup" })).rejects.toThrow(StoreInUseError);
      writeFileSync(lock, JSON.stringify({ pid: process.pid, holder: "the API", since: "now" }));
    } finally {
      await first.close();
    }
    expect(existsSync(lock)).toBe(false);
    const memory = await openDatabase({ pgliteDataDir: "memory://" });
    await memory.close();
  });
});
