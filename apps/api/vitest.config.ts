import { defineConfig } from "vitest/config";

// Each test file builds its own app and database (see test/support), so files run in parallel safely.
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    // Records every answer and checks them against the OpenAPI document after the last file.
    globalSetup: ["test/openapi/global-setup.ts"],
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Two cores in CI: one worker per core keeps PGlite start-ups from starving each other.
    maxWorkers: 2,
  },
});
