import { defineConfig } from "vitest/config";

// The folder under mutation testing (stryker.config.mjs) runs its own tests only. Every line is
// instrumented there: the 10,000-document property tests need more than the 5 s default.
const folder = process.env.MUTATION_FOLDER ?? "orders";

export default defineConfig({ test: { include: [`src/${folder}/**/*.test.ts`], testTimeout: 60_000 } });
