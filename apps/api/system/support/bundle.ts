import { execFile } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

/** apps/api */
const API_ROOT = fileURLToPath(new URL("../..", import.meta.url));

export interface ServerBundle {
  /** The production bundle of src/server.ts, started with `node <file>`. */
  file: string;
  remove(): void;
}

/**
 * Builds the API with build.mjs (the production build: bundle, drizzle/, assets/) into
 * node_modules/.cache/forno-system-<pid>/ rather than dist/: `pnpm test` runs before `pnpm build`,
 * and the e2e runs may be serving dist/ meanwhile. One build per run (about a second), then each
 * instance starts in 1-2 s, where `node --import tsx src/server.ts` took 6-9 s on two cores.
 */
export async function bundleServer(): Promise<ServerBundle> {
  const outdir = join(API_ROOT, "node_modules", ".cache", `forno-system-${process.pid}`);
  const remove = () => rmSync(outdir, { recursive: true, force: true });
  try {
    await promisify(execFile)(process.execPath, [join(API_ROOT, "build.mjs"), "--outdir", outdir], { cwd: API_ROOT });
  } catch (error) {
    remove();
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`build.mjs --outdir ${outdir} failed:\n${stdout ?? ""}${stderr ?? (error as Error).message}`);
  }
  return { file: join(outdir, "server.js"), remove };
}
