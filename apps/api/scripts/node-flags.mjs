// The Node flags the API runs with in production: those of the package's `start` script
// (`node --max-semi-space-size=4 --heap-growing-percent=50 dist/server.js`), read from package.json
// so the root `pnpm start` and the stream benchmark start the bundle exactly as `start` does.
// V8's heap flags are not allowed in NODE_OPTIONS: they must be on the command line.
import { readFileSync } from "node:fs";

const PACKAGE_JSON = new URL("../package.json", import.meta.url);

/** @returns {string[]} */
export function apiNodeFlags() {
  const pkg = JSON.parse(readFileSync(PACKAGE_JSON, "utf8"));
  return String(pkg.scripts?.start ?? "")
    .split(/\s+/)
    .filter((part) => part.startsWith("--"));
}
