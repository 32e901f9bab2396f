// First-load JS budget check. Reads Vite's manifest (build.manifest) and, for each route, sums the
// gzip size of every JS chunk its first load needs: the entry (index.html) with its static imports,
// plus the route's lazily loaded modules with their static imports. Idle prefetches are not counted.
// Every screen is listed: a page module of src/features that no route names fails the check.
// Usage: node scripts/check-bundle-size.mjs [distDir]   (exit 1 when a route is over its budget)
import { resolve } from "node:path";
import { recordResult } from "../../../scripts/bench-results.mjs";
import { firstLoad, noDevelopmentBuild, printRoutes } from "../../../scripts/first-load.mjs";

const dist = resolve(process.argv[2] ?? "dist");
const { manifest, measure } = firstLoad(dist);

// The tables a screen is reached through (src/app/lazy-routes.tsx): the ordering flow's, seed 001's.
const ORDERING = "src/app/ordering-screens.tsx";
const MORE = "src/app/more-routes.tsx";
const ordering = (page) => [ORDERING, `src/features/${page}.tsx`];
const more = (page) => [MORE, `src/features/${page}.tsx`];

/**
 * Route -> its lazily loaded modules and its budget (KB, gzip level 9). Issue 30 set `/`, /catalog,
 * /sign-in and /checkout/credit-card; every other route is its size when the budgets were set plus
 * about 2 KB (decision 3000): a regression fails, not a screen's next field.
 */
const routes = [
  { path: "/", keys: [], budgetKb: 100 },
  { path: "/catalog", keys: ordering("catalog/catalog-page"), budgetKb: 118 },
  { path: "/product", keys: ordering("product/product-page"), budgetKb: 113 },
  { path: "/cart", keys: ordering("cart/cart-route"), budgetKb: 119 },
  { path: "/checkout", keys: ordering("checkout/checkout-page"), budgetKb: 113 },
  { path: "/orders", keys: ordering("orders/orders-page"), budgetKb: 116 },
  { path: "/order", keys: ordering("orders/order-page"), budgetKb: 119 },
  { path: "/menu", keys: ordering("menu/menu-page"), budgetKb: 106 },
  { path: "/sign-up", keys: more("account/sign-up-page"), budgetKb: 156 },
  { path: "/sign-in", keys: more("account/sign-in-page"), budgetKb: 130 },
  { path: "/sign-out", keys: more("account/sign-out-page"), budgetKb: 108 },
  { path: "/password/forgot", keys: more("account/password-forgot-page"), budgetKb: 154 },
  { path: "/password/new", keys: more("account/password-new-page"), budgetKb: 154 },
  { path: "/profile", keys: more("profile/profile-page"), budgetKb: 111 },
  { path: "/profile/me", keys: more("profile/personal-data-page"), budgetKb: 157 },
  { path: "/profile/address", keys: more("profile/addresses-page"), budgetKb: 113 },
  { path: "/profile/address/manage", keys: more("profile/address-manage-page"), budgetKb: 156 },
  { path: "/company", keys: more("company/company-page"), budgetKb: 109 },
  { path: "/company/terms", keys: more("company/terms-page"), budgetKb: 110 },
  { path: "/company/privacy", keys: more("company/privacy-page"), budgetKb: 112 },
  { path: "/company/remove-data", keys: more("company/remove-data-page"), budgetKb: 154 },
  { path: "/checkout/pix", keys: more("checkout/pix-page"), budgetKb: 115 },
  { path: "/checkout/credit-card", keys: more("checkout/credit-card-page"), budgetKb: 130 },
  { path: "/user/credit-cards", keys: more("credit-cards/credit-cards-page"), budgetKb: 112 },
  { path: "(not found)", keys: [MORE], budgetKb: 106 },
  { path: "/web", keys: ["src/features/web/web-page.tsx"], budgetKb: 103 },
];

const rows = routes.map(({ path, keys, budgetKb }) => measure({ path, keys: ["index.html", ...keys], budgetKb }));
printRoutes("First-load JavaScript per route", rows);

// A screen (a page or route module that loads on its own) that no route above names has no budget.
const named = new Set(routes.flatMap((route) => route.keys));
const unlisted = Object.entries(manifest)
  .filter(([key, chunk]) => chunk.isDynamicEntry && /^src\/features\/.+-(page|route)\.tsx$/.test(key) && !named.has(key))
  .map(([key]) => key);

for (const row of rows) {
  recordResult({ benchmark: `storefront first-load JS ${row.path}`, figure: `${row.gzipKb} KB gzip`, budget: `<= ${row.budgetKb} KB`, pass: row.status === "ok" });
}
let failed = false;
if (rows.some((row) => row.status === "OVER")) {
  console.error("\nA route's first load is over its budget.");
  failed = true;
}
if (unlisted.length > 0) {
  console.error(`\nScreens without a route and a budget here: ${unlisted.join(", ")}`);
  failed = true;
}
if (!noDevelopmentBuild(dist)) failed = true;
if (failed) process.exit(1);
