import { defineConfig } from "vitest/config";

// The folder under mutation testing (stryker.config.mjs) runs its own tests only. Every line is
// instrumented there: the 10,000-document property tests need more than the 5 s default.
const folder = process.env.MUTATION_FOLDER ?? "orders";

// A static mutant (a module-level value) reloads every test file of the folder; loading each in its
// own context costs about 1 s apiece on a loaded machine. The schemas' 28 test files hold nothing
// one file could leak into another (no hooks, mocks or fake timers), so one module imports them
// all: one load per mutant instead of 28.
const oneModule = new Set(["schemas"]);

export default defineConfig({
  test: {
    include: oneModule.has(folder) ? ["vitest.mutation.suite.ts"] : [`src/${folder}/**/*.test.ts`],
    testTimeout: 60_000,
  },
});
