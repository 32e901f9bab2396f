// Bundles the API into dist/server.js: our code and the @forno/* workspace packages (TypeScript
// sources) are bundled; every package from node_modules stays external and is loaded at run time.
// The migrations and the demo images are copied next to the bundle (src/paths.ts finds them there).
// `--outdir <dir>` builds elsewhere than dist/ (the system tests; the folder must be inside apps/api
// so that the external packages resolve from apps/api/node_modules).
import { cpSync, readFileSync, rmSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = dirname(fileURLToPath(import.meta.url));
const outdirFlag = process.argv.indexOf("--outdir");
const outdirValue = outdirFlag === -1 ? "dist" : process.argv[outdirFlag + 1];
// The folder is emptied first: never let a missing value mean the current folder.
if (outdirValue === undefined || outdirValue.startsWith("-")) throw new Error("--outdir needs a folder");
const outdir = resolve(root, outdirValue);
if (outdir === root) throw new Error("--outdir cannot be apps/api itself");
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
const external = Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies }).filter((name) => !name.startsWith("@forno/"));

rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: [join(root, "src", "server.ts")],
  outfile: join(outdir, "server.js"),
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  // Externals plus their subpaths (drizzle-orm/pg-core, @electric-sql/pglite/contrib/...).
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: "info",
});
cpSync(join(root, "drizzle"), join(outdir, "drizzle"), { recursive: true });
cpSync(join(root, "assets"), join(outdir, "assets"), { recursive: true });
console.log(`${relative(root, outdir)}/server.js ready (with drizzle/ and assets/)`);
