import { strykerBase } from "../../scripts/stryker-base.mjs";

// Mutation testing of the domain rules, one folder per run (`MUTATION_FOLDER`, set by scripts/mutation.mjs):
// the folder's own tests run against its mutants, so a mutant of a module-level value (a message, a
// schema) reruns those tests only, not the whole suite.
const folder = process.env.MUTATION_FOLDER ?? "orders";

export default {
  ...strykerBase,
  vitest: { configFile: "vitest.mutation.config.ts" },
  mutate: [`src/${folder}/**/*.ts`, "!src/**/*.test.ts", "!src/schemas/fixtures.ts"],
  incrementalFile: `.stryker/${folder}-incremental.json`,
  jsonReporter: { fileName: `.stryker/${folder}-report.json` },
};
