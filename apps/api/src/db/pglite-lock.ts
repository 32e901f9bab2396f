import { readFileSync, rmSync, writeFileSync } from "node:fs";

/** Refused: another process has the PGlite store open (the API, a backup, a restore). */
export class StoreInUseError extends Error {
  override name = "StoreInUseError";
}

interface LockContent {
  pid: number;
  holder: string;
  since: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readLock(file: string): LockContent | undefined {
  try {
    const content = JSON.parse(readFileSync(file, "utf8")) as Partial<LockContent>;
    return typeof content.pid === "number" ? { pid: content.pid, holder: String(content.holder ?? "another process"), since: String(content.since ?? "?") } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the lock of a PGlite store on disk (`<dataDir>.lock`, beside PGlite's own folder): PGlite is
 * one process's database, and a second process opening the same files (a backup while the API runs,
 * two APIs on one DATA_DIR) reads a store that is being written, or corrupts it; PGlite itself does
 * not refuse it (decision 2903). A lock whose process is gone (a kill -9, a crash) is taken over.
 * `holder` names this process in the refusal another one gets. Returns the release.
 */
export function lockPgliteStore(dataDir: string, holder: string): () => void {
  const file = `${dataDir.replace(/[/\\]+$/, "")}.lock`;
  const content: LockContent = { pid: process.pid, holder, since: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(file, JSON.stringify(content), { flag: "wx", mode: 0o600 });
      return () => {
        if (readLock(file)?.pid === process.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const current = readLock(file);
    // This process's own pid is a lock left by a crashed run that had the same pid (PID 1 in a container).
    if (current !== undefined && current.pid !== process.pid && isAlive(current.pid)) {
      throw new StoreInUseError(
        `The PGlite store ${dataDir} is open in ${current.holder} (pid ${current.pid}, since ${current.since}). PGlite is one process's database: ` +
          `stop ${current.holder} first. (With DATABASE_URL, on PostgreSQL, backups run while the API works.) If no such process runs, delete ${file}.`,
      );
    }
    rmSync(file, { force: true });
  }
  throw new StoreInUseError(`Could not take the lock of the PGlite store ${dataDir} (${file}).`);
}
