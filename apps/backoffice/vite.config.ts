/// <reference types="vitest/config" />
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { reactRouterProduction } from "../../scripts/react-router-production.mjs";

export default defineConfig(({ command }) => ({
  resolve: { alias: reactRouterProduction(command, import.meta.dirname) },
  plugins: [react()],
  server: { port: 5174 },
  preview: { port: 4174, strictPort: true },
  build: {
    target: "es2022",
    sourcemap: false,
    // The manifest lets scripts/check-bundle-size.mjs sum each route's first-load chunks.
    manifest: true,
    // Every browser the backoffice targets supports <link rel=modulepreload>; skip the polyfill.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // As the storefront (decisions 0501, 0600, 3001): modules shared by lazy screens stay out of the
      // entry; everything the first load needs is one chunk beside the entry module; the icons that
      // only lazy screens draw are one chunk of their own instead of one each.
      experimental: { chunkOptimization: { mergeCommonChunks: false } },
      output: {
        codeSplitting: {
          groups: [
            { name: "first-load", tags: ["$initial"], test: /node_modules|[\\/]packages[\\/]|[\\/]src[\\/](components|lib|app|features)[\\/]/ },
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
}));
