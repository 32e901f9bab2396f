/// <reference types="vitest/config" />
import { defineConfig, loadEnv, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { reactRouterProduction } from "../../scripts/react-router-production.mjs";
import { inlineEntryCss } from "./vite-plugins/inline-entry-css";
import { routePreloads } from "./vite-plugins/route-preloads";
import { everyPageData, homeData, orderingTable, storefrontRoutes } from "./vite-plugins/storefront-routes";
import { serviceWorker } from "./vite-plugins/service-worker";

/** Opens the connections to the API while the app's code downloads (fetches and product photos). */
function preconnectApi(apiUrl: string): Plugin {
  const origin = new URL(apiUrl).origin;
  return {
      name: "forno-preconnect-api",
      transformIndexHtml: () => [
        { tag: "link", attrs: { rel: "preconnect", href: origin, crossorigin: "" }, injectTo: "head" },
        { tag: "link", attrs: { rel: "preconnect", href: origin }, injectTo: "head" },
      ],
    };
  }

  export default defineConfig(({ command, mode }) => {
    const apiUrl = loadEnv(mode, process.cwd(), "VITE_").VITE_API_URL || "http://localhost:3000";
    return {
    resolve: { alias: reactRouterProduction(command, import.meta.dirname) },
    plugins: [react(), inlineEntryCss(), preconnectApi(apiUrl), routePreloads({ apiUrl, everyPageData, homeData, routes: storefrontRoutes, table: orderingTable }), serviceWorker()],
    server: { port: 5173 },
    preview: { port: 4173, strictPort: true },
    // The manifest lets scripts/check-bundle-size.mjs follow what each route's first load needs.
    build: {
      target: "es2022",
      sourcemap: false,
      manifest: true,
      // Every browser the storefront targets supports <link rel=modulepreload>; skip the polyfill.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        // @forno/ui's icons are built by createIcon() calls at module level, one module each; marking
        // it pure lets the bundle drop the icons the app does not use.
        treeshake: { manualPureFunctions: ["createIcon"] },
        // Modules shared by lazy screens (dialogs, toasts) stay in their own chunks instead of being
        // merged into the entry, which every first load pays for (decision 0501).
        experimental: { chunkOptimization: { mergeCommonChunks: false } },
        output: {
          codeSplitting: {
            groups: [
              // Every module of the first load (libraries and app) in ONE chunk beside the entry
              // module, main.tsx (grouping it too drops index.html from the manifest): no import glue
              // between two first-load chunks, one gzip stream (decisions 0600, 3001).
              { name: "first-load", tags: ["$initial"], test: /node_modules|[\\/]packages[\\/]|[\\/]src[\\/](components|stores|lib|app|features)[\\/]/ },
              // The icons only lazy screens draw: one chunk instead of one per icon (decision 3001).
              { name: "icons", test: /[\\/]packages[\\/]ui[\\/]src[\\/]icons[\\/]/ },
            ],
          },
        },
      },
    },
    test: {
      environment: "jsdom",
      // The first render of a lazy screen transforms its module graph: slow on a busy 2-core machine.
      testTimeout: 30_000,
      include: ["src/**/*.test.{ts,tsx}"],
      setupFiles: ["./test/setup.ts"],
    },
  };
});
