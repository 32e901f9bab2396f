// First-load JS budget check. Reads Vite's manifest (build.manifest) and, for each route, sums the
// gzip size of every JS chunk its first load needs: the entry (index.html) with its static imports,
// plus the route's lazily loaded page module with its static imports. Idle prefetches are not counted.
// Usage: node scripts/check-bundle-size.mjs [distDir]   (exit 1 when a route is over its budget)
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { recordResult } from "../../../scripts/bench-results.mjs";

const dist = resolve(process.argv[2] ?? "dist");
const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8"));
const KB = 1024;

/** Route -> its lazily loaded page module(s) (src/app/lazy-routes.tsx, more-routes.tsx) and its budget. Home is in the entry. */
const routes = [
  { path: "/", module: null, budgetKb: 110 },
  { path: "/catalog", module: "src/features/catalog/catalog-page.tsx", budgetKb: 130 },
  { path: "/product", module: "src/features/product/product-page.tsx" },
  { path: "/cart", module: "src/features/cart/cart-route.tsx" },
  { path: "/orders", module: "src/features/orders/orders-page.tsx" },
  { path: "/order", module: "src/features/orders/order-page.tsx" },
  // Seed 001's screens load through the catch-all route group, then their own chunk.
  { path: "/sign-in", module: ["src/app/more-routes.tsx", "src/features/account/sign-in-page.tsx"] },
  { path: "/profile/address/manage", module: ["src/app/more-routes.tsx", "src/features/profile/address-manage-page.tsx"] },
  { path: "/company/privacy", module: ["src/app/more-routes.tsx", "src/features/company/privacy-page.tsx"] },
  { path: "/web", module: "src/features/web/web-page.tsx" },
  { path: "/checkout/pix", module: ["src/app/more-routes.tsx", "src/features/checkout/pix-page.tsx"] },
  { path: "/checkout/credit-card", module: ["src/app/more-routes.tsx", "src/features/checkout/credit-card-page.tsx"] },
];

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

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
}

let failed = false;
const rows = routes.map(({ path, module, budgetKb }) => {
  const files = chunksFor(["index.html", ...[module ?? []].flat()]);
  const bytes = files.reduce((sum, file) => sum + gzipSize(file), 0);
  const over = budgetKb !== undefined && bytes > budgetKb * KB;
  failed ||= over;
  return { path, chunks: files.length, gzipKb: (bytes / KB).toFixed(1), budgetKb: budgetKb ?? "-", status: budgetKb === undefined ? "info" : over ? "OVER" : "ok" };
});

console.log("First-load JavaScript per route (gzip level 9, KB = 1024 bytes)\n");
const header = ["route", "chunks", "gzip KB", "budget KB", "status"];
const table = [header, ...rows.map((row) => [row.path, String(row.chunks), row.gzipKb, String(row.budgetKb), row.status])];
const widths = header.map((_, column) => Math.max(...table.map((line) => line[column].length)));
for (const line of table) console.log(line.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join("  "));
for (const row of rows.filter((row) => row.status !== "info")) {
  recordResult({ benchmark: `storefront first-load JS ${row.path}`, figure: `${row.gzipKb} KB gzip`, budget: `<= ${row.budgetKb} KB`, pass: row.status === "ok" });
}
if (failed) {
  console.error("\nA route's first load is over its budget.");
  process.exit(1);
}
