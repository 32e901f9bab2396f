import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

export default defineConfig({
  plugins: [react()],
  test: { testTimeout: 30_000, environment: "jsdom", include: ["src/**/*.test.{ts,tsx}"], setupFiles: ["./test/setup.ts"] },
});
