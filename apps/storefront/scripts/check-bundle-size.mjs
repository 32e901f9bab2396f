// First-load JS budget check. Reads Vite's manifest (build.manifest) and, for each route, sums the
// gzip size of every JS chunk its first load needs: the entry (index.html) with its static imports,
// plus the route's lazily loaded page module with its static imports. Idle prefetches are not counted.
// Usage: node scripts/check-bundle-size.mjs [distDir]   (exit 1 when a route is over its budget)
import { resolve } from "node:path";
import { recordResult } from "../../../scripts/bench-results.mjs";
import { firstLoad, printRoutes } from "../../../scripts/first-load.mjs";

const dist = resolve(process.argv[2] ?? "dist");
const { measure } = firstLoad(dist);

const SCREENS = "src/app/ordering-screens.tsx";
const MORE = "src/app/more-routes.tsx";

/** Route -> its lazily loaded modules (src/app/lazy-routes.tsx: the ordering flow through ordering-screens.tsx, seed 001 through more-routes.tsx) and its budget. Home is in the entry. */
const routes = [
  { path: "/", module: null, budgetKb: 110 },
  { path: "/catalog", module: [SCREENS, "src/features/catalog/catalog-page.tsx"], budgetKb: 130 },
  { path: "/product", module: [SCREENS, "src/features/product/product-page.tsx"] },
  { path: "/cart", module: [SCREENS, "src/features/cart/cart-route.tsx"] },
  { path: "/orders", module: [SCREENS, "src/features/orders/orders-page.tsx"] },
  { path: "/order", module: [SCREENS, "src/features/orders/order-page.tsx"] },
  // Seed 001's screens load through the catch-all route group, then their own chunk.
  { path: "/sign-in", module: [MORE, "src/features/account/sign-in-page.tsx"] },
  { path: "/profile/address/manage", module: [MORE, "src/features/profile/address-manage-page.tsx"] },
  { path: "/company/privacy", module: [MORE, "src/features/company/privacy-page.tsx"] },
  { path: "/web", module: "src/features/web/web-page.tsx" },
  { path: "/checkout/pix", module: [MORE, "src/features/checkout/pix-page.tsx"] },
  { path: "/checkout/credit-card", module: [MORE, "src/features/checkout/credit-card-page.tsx"] },
];

let failed = false;
const rows = routes.map(({ path, module, budgetKb }) => {
  const row = measure({ path, keys: ["index.html", ...[module ?? []].flat()], budgetKb });
  failed ||= row.status === "OVER";
  return row;
});

printRoutes("First-load JavaScript per route", rows);
for (const row of rows.filter((row) => row.status !== "info")) {
  recordResult({ benchmark: `storefront first-load JS ${row.path}`, figure: `${row.gzipKb} KB gzip`, budget: `<= ${row.budgetKb} KB`, pass: row.status === "ok" });
}
if (failed) {
  console.error("\nA route's first load is over its budget.");
  process.exit(1);
}
