// First-load JavaScript of an app's routes from Vite's manifest (build.manifest): for a route, the
// entry (index.html) with its static imports plus the route's lazily loaded module(s) with theirs,
// each chunk's size gzip level 9. Shared by the storefront's and the backoffice's budget checks.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export const KB = 1024;

export function firstLoad(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8"));
  const gzipCache = new Map();

  /** The JS files loaded up front for these manifest keys (static imports followed, dynamic ones not). */
  function chunksFor(keys) {
    const files = new Set();
    const visit = (key) => {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`${key} is not in the manifest: was the route's module renamed?`);
      if (files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return [...files].filter((file) => file.endsWith(".js"));
  }

  function gzipSize(file) {
    if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
    return gzipCache.get(file);
  }

  /** One budget row: the route's chunks (less those in `already`), their gzip total and whether it is over `budgetKb`. */
  function measure({ path, keys, budgetKb, already = [] }) {
    const files = chunksFor(keys).filter((file) => !already.includes(file));
    const bytes = files.reduce((sum, file) => sum + gzipSize(file), 0);
    const over = budgetKb !== undefined && bytes > budgetKb * KB;
    return { path, files, chunks: files.length, gzipKb: (bytes / KB).toFixed(1), budgetKb: budgetKb ?? "-", status: budgetKb === undefined ? "info" : over ? "OVER" : "ok" };
  }

  return { manifest, chunksFor, gzipSize, measure };
}

/**
 * Text only a library's development build carries: React Router's dev warnings (its package.json
 * exports nothing else; scripts/react-router-production.mjs points the build at dist/production).
 */
const DEVELOPMENT_ONLY = [{ library: "react-router", text: "Hey developer" }];

/** Whether no built JS file carries a library's development build; names those that do. */
export function noDevelopmentBuild(dist) {
  const assets = join(dist, "assets");
  const found = readdirSync(assets)
    .filter((file) => file.endsWith(".js"))
    .flatMap((file) => {
      const code = readFileSync(join(assets, file), "utf8");
      return DEVELOPMENT_ONLY.filter(({ text }) => code.includes(text)).map(({ library }) => `${file}: ${library}`);
    });
  if (found.length > 0) console.error(`\nA library's development build is in the bundle: ${found.join(", ")}`);
  return found.length === 0;
}

/** The table every budget check prints. */
export function printRoutes(title, rows) {
  console.log(`${title} (gzip level 9, KB = 1024 bytes)\n`);
  const header = ["route", "chunks", "gzip KB", "budget KB", "status"];
  const table = [header, ...rows.map((row) => [row.path, String(row.chunks), row.gzipKb, String(row.budgetKb), row.status])];
  const widths = header.map((_, column) => Math.max(...table.map((line) => line[column].length)));
  for (const line of table) console.log(line.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join("  "));
}
