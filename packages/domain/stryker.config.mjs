// Mutation testing of the domain rules, one folder per run (`MUTATION_FOLDER`, set by scripts/mutation.mjs):
// the folder's own tests run against its mutants, so a mutant of a module-level value (a message, a
// schema) reruns those tests only, not the whole suite.
const folder = process.env.MUTATION_FOLDER ?? "orders";

export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.mutation.config.ts" },
  checkers: ["typescript"],
  tsconfigFile: "tsconfig.json",
  plugins: ["@stryker-mutator/vitest-runner", "@stryker-mutator/typescript-checker"],
  mutate: [`src/${folder}/**/*.ts`, "!src/**/*.test.ts", "!src/schemas/fixtures.ts"],
  coverageAnalysis: "perTest",
  concurrency: 2,
  incremental: true,
  incrementalFile: `.stryker/${folder}-incremental.json`,
  tempDirName: ".stryker-tmp",
  reporters: ["progress", "json"],
  jsonReporter: { fileName: `.stryker/${folder}-report.json` },
  cleanTempDir: "always",
};
