import { defineConfig } from "vitest/config";

// System tests (system/): real API processes (the bundled server) on a throwaway PostgreSQL cluster
// started once by the global setup; each file creates its own database and processes.
export default defineConfig({
  test: {
    include: ["system/**/*.test.ts"],
    globalSetup: ["system/support/global-setup.ts"],
    pool: "forks",
    maxWorkers: 2,
    // Generous: on two busy cores a PGlite start (initdb, migrations, seed) alone has taken 25 s.
    testTimeout: 120_000,
    hookTimeout: 90_000,
  },
});
