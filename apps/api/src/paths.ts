import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The folder holding `drizzle/` (migrations) and `assets/` (demo images): apps/api when running
 * from source, dist/ when running the bundle (build.mjs copies both next to server.js).
 */
function findPackageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i += 1) {
    if (existsSync(join(dir, "drizzle", "meta", "_journal.json"))) return dir;
    dir = dirname(dir);
  }
  throw new Error("Could not find the drizzle/ migrations folder next to the API code");
}

const packageRoot = findPackageRoot();
export const migrationsFolder = join(packageRoot, "drizzle");
export const assetsFolder = join(packageRoot, "assets");
