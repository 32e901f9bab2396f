import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type Plugin } from "vite";

/** Files of the shell besides the entry's assets (public/). */
const SHELL_FILES = ["/index.html", "/offline.html", "/manifest.webmanifest", "/icons/icon-192.png", "/favicon.svg"];

/**
 * Writes dist/sw.js from service-worker/sw.js once the build is on disk: the precache list is the
 * shell (index.html, the offline page, the manifest, an icon) plus every /assets/ file index.html
 * loads; the version is a hash of their contents, so a new build is a new worker (decision 1912).
 */
export function serviceWorker(): Plugin {
  let outDir = "dist";
  let root = process.cwd();
  return {
    name: "forno-service-worker",
    apply: "build",
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
      root = config.root;
    },
    writeBundle() {
      const html = readFileSync(join(outDir, "index.html"), "utf8");
      const entryAssets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);
      const precache = [...new Set([...SHELL_FILES, ...entryAssets])];
      const hash = createHash("sha256");
      for (const file of precache) hash.update(file).update(readFileSync(join(outDir, file)));
      const template = readFileSync(join(root, "service-worker", "sw.js"), "utf8");
      hash.update(template);
      const version = hash.digest("hex").slice(0, 12);
      const code = template.replace("self.__FORNO_PRECACHE__", JSON.stringify(precache)).replace("self.__FORNO_VERSION__", JSON.stringify(version));
      writeFileSync(join(outDir, "sw.js"), code);
    },
  };
}
