/// <reference types="vitest/config" />
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

export default defineConfig({
  plugins: [react()],
  server: { port: 5174 },
  preview: { port: 4174, strictPort: true },
  // The manifest lets scripts/check-bundle-size.mjs sum each route's first-load chunks.
  build: { target: "es2022", sourcemap: false, manifest: true },
  test: {
    environment: "jsdom",
    // The first render of a lazy screen transforms its module graph: slow on a busy 2-core machine.
    testTimeout: 30_000,
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./test/setup.ts"],
  },
});
