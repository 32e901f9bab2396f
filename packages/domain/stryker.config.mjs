import { strykerBase } from "../../scripts/stryker-base.mjs";

// Mutation testing of the domain rules, one folder per run (`MUTATION_FOLDER`, set by scripts/mutation.mjs):
// the folder's own tests run against its mutants, so a mutant of a module-level value (a message, a
// schema) reruns those tests only, not the whole suite.
const folder = process.env.MUTATION_FOLDER ?? "orders";

export default {
  ...strykerBase,
  // `related: false`: the folder's tests are chosen by vitest.mutation.config.ts (for schemas, one
  // module importing them all, which vitest's import graph cannot follow).
  vitest: { configFile: "vitest.mutation.config.ts", related: false },
  mutate: [`src/${folder}/**/*.ts`, "!src/**/*.test.ts"],
  // The schemas' tests all live in one module for Stryker (vitest.mutation.config.ts), so its
  // incremental diff cannot see a test change and would reuse stale results: always a full run.
  incremental: folder !== "schemas",
  incrementalFile: `.stryker/${folder}-incremental.json`,
  jsonReporter: { fileName: `.stryker/${folder}-report.json` },
};
