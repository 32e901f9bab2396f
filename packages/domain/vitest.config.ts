import { defineConfig } from "vitest/config";

// 30 s like the other packages: CI runs every package's tests at once on two cores, and a
// property test's hundred runs can wait seconds for a core there.
export default defineConfig({ test: { include: ["src/**/*.test.ts"], testTimeout: 30_000 } });
