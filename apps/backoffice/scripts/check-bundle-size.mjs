// The backoffice's first-load JS budget (issue 18, decision 1806): the login and the live order
// desk, what a counter computer opens every night, and the dashboard and reports pages WITHOUT
// their charts, which load in a chunk of their own (visx) that no first load may contain.
// Usage: node scripts/check-bundle-size.mjs [distDir]   (exit 1 when a route is over its budget)
import { resolve } from "node:path";
import { recordResult } from "../../../scripts/bench-results.mjs";
import { firstLoad, printRoutes } from "../../../scripts/first-load.mjs";

const dist = resolve(process.argv[2] ?? "dist");
const { manifest, measure } = firstLoad(dist);
const LAYOUT = "src/features/layout/backoffice-layout.tsx";
const CHARTS = "src/features/reports/charts/report-charts.tsx";

/** Route -> its lazily loaded modules (src/app/routes.tsx) and its budget (measured 2026-11-24 plus a few KB). */
const routes = [
  { path: "/backoffice (login)", keys: ["src/features/auth/login-page.tsx"], budgetKb: 170 },
  { path: "/backoffice/orders", keys: [LAYOUT, "src/features/order-desk/order-desk-page.tsx"], budgetKb: 155 },
  { path: "/backoffice/dashboard", keys: [LAYOUT, "src/features/reports/dashboard-page.tsx"], budgetKb: 140 },
  { path: "/backoffice/reports", keys: [LAYOUT, "src/features/reports/reports-page.tsx"], budgetKb: 140 },
];
const rows = routes.map(({ path, keys, budgetKb }) => measure({ path, keys: ["index.html", ...keys], budgetKb }));
// What opening the charts adds on top of the reports page (visx and the drawings).
const reportsFiles = rows.at(-1).files;
rows.push(measure({ path: "+ charts (lazy, on top of reports)", keys: [CHARTS], budgetKb: 35, already: reportsFiles }));
printRoutes("Backoffice first-load JavaScript per route", rows);

// The chart code stays outside every first load: its chunk is only ever imported dynamically.
const chartFile = manifest[CHARTS]?.file;
const leaking = rows.slice(0, routes.length).filter((row) => row.files.includes(chartFile));
let failed = rows.some((row) => row.status === "OVER");
if (chartFile === undefined || leaking.length > 0) {
  console.error(`\nThe chart chunk (${CHARTS}) must load lazily; found in: ${leaking.map((row) => row.path).join(", ") || "no chunk of its own"}`);
  failed = true;
}
for (const row of rows) {
  recordResult({ benchmark: `backoffice first-load JS ${row.path}`, figure: `${row.gzipKb} KB gzip`, budget: `<= ${row.budgetKb} KB`, pass: row.status === "ok" });
}
if (failed) {
  console.error("\nA backoffice route's first load is over its budget.");
  process.exit(1);
}
