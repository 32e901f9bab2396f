import { defineConfig, devices } from "@playwright/test";
import { servers, urls } from "./support/servers";

// One API on a fresh database and one build of each app per run; tests that do not share
// state run in parallel.
export default defineConfig({
  testDir: "./tests",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // Long flows (order, pay, follow) take 25-40 s on a busy two-core machine: a minute each.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  // The owner's guide's pictures (tests/guide, decision 3601): a picture that changed beyond the
  // tolerance is written again, never a failure; one within it (a time, a date) is left alone.
  updateSnapshots: "changed",
  use: {
    baseURL: urls.storefront,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    trace: "retain-on-failure",
    // The storefront's service worker would take the page's requests out of page.route's reach:
    // blocked everywhere but in the spec about it (tests/storefront/pwa.spec.ts allows it).
    serviceWorkers: "block",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  projects: [
    // The pictures of docs/guia-da-loja.md, on the fresh demo store: first, so the desk and
    // Privacidade hold only what the guide puts there (the projects that place orders wait).
    {
      name: "guide",
      testDir: "./tests/guide",
      snapshotPathTemplate: "{testDir}/../../../docs/guia-da-loja/{arg}{ext}",
      // Every other project depends on this one: a picture is taken once the page holds still,
      // which a busy machine can delay past the suite's 7 s.
      expect: { timeout: 20_000, toHaveScreenshot: { maxDiffPixels: 100, animations: "disabled", caret: "hide" } },
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, baseURL: urls.backoffice },
    },
    {
      name: "storefront",
      dependencies: ["guide"],
      testDir: "./tests/storefront",
      // Review screenshots are taken on demand, never in the check.
      testIgnore: process.env.SCREENSHOTS_DIR ? [] : ["**/screenshots.spec.ts"],
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, baseURL: urls.storefront },
    },
    { name: "backoffice", testDir: "./tests/backoffice", dependencies: ["guide"], use: { ...devices["Desktop Chrome"], baseURL: urls.backoffice } },
    // One customer's evening across both apps (phone page; the staff's desktop context is opened in the test).
    // It places and pays an order, so it must finish before the store is taken offline below.
    {
      name: "journey",
      testDir: "./tests/journey",
      dependencies: ["guide"],
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, baseURL: urls.storefront },
    },
    // The live order desk counts and rings for every paid order of the store: it runs after the
    // projects that place orders, on its own (run alone with --no-deps).
    {
      name: "desk",
      testDir: "./tests/desk",
      dependencies: ["storefront", "backoffice", "journey"],
      // Each file empties Novos and counts what it paid: one file at a time.
      workers: 1,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, baseURL: urls.backoffice },
    },
    // The desk against an API of its own that the test stops and starts (decision 3706): it shares
    // nothing with the suite's API, so it needs no other project and disturbs none.
    {
      name: "desk-restart",
      testDir: "./tests/desk-restart",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, baseURL: urls.backoffice },
    },
    // The staff side of a busy night (issues 17 and 18): payment on delivery, phone orders, drivers,
    // privacy requests. They pay orders (the desk would ring for them) and change payment settings,
    // so they run after the desk; tests inside run in parallel and never assume another's data.
    {
      name: "operations",
      testDir: "./tests/operations",
      dependencies: ["storefront", "backoffice", "journey", "desk"],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, baseURL: urls.backoffice },
    },
    // The loyalty card (issue 32): turning it on shows a card on every signed-in customer's home, so
    // it runs after the projects that read the home, and before the reports, which count its orders.
    {
      name: "loyalty",
      testDir: "./tests/loyalty",
      dependencies: ["operations"],
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, baseURL: urls.storefront },
    },
    // The dashboard and reports count every order of the day: alone, after everything that pays orders.
    {
      name: "reports",
      testDir: "./tests/reports",
      dependencies: ["operations", "loyalty"],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, baseURL: urls.backoffice },
    },
    // How the production start serves the builds and the API answers other origins (HTTP only).
    { name: "production", testDir: "./tests/production" },
    // Store hours and the pause (issue 16): they close the store and pay an order, so they run
    // after the projects that place orders and the desk, and before the offline ones; the spec
    // restores the hours and the pause.
    {
      name: "hours",
      testDir: "./tests/hours",
      testIgnore: process.env.SCREENSHOTS_DIR ? [] : ["**/screenshots.spec.ts"],
      dependencies: ["storefront", "backoffice", "journey", "desk", "operations", "reports"],
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, baseURL: urls.storefront },
    },
    // Closing the store changes what every other test sees: these run last, one project at a time.
    {
      name: "storefront-offline",
      testDir: "./tests/store-offline",
      testMatch: "storefront-offline.spec.ts",
      dependencies: ["storefront", "backoffice", "journey", "desk", "operations", "reports", "hours"],
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, baseURL: urls.storefront },
    },
    {
      name: "backoffice-offline",
      testDir: "./tests/store-offline",
      testMatch: "backoffice-offline.spec.ts",
      dependencies: ["storefront-offline"],
      use: { ...devices["Desktop Chrome"], baseURL: urls.backoffice },
    },
  ],
  webServer: servers,
});
