// What every Stryker run of the workspace shares (packages/*/stryker.config.mjs add what to mutate).
export const strykerBase = {
  testRunner: "vitest",
  checkers: ["typescript"],
  tsconfigFile: "tsconfig.json",
  plugins: ["@stryker-mutator/vitest-runner", "@stryker-mutator/typescript-checker"],
  coverageAnalysis: "perTest",
  concurrency: 2,
  incremental: true,
  tempDirName: ".stryker-tmp",
  reporters: ["progress", "json"],
  cleanTempDir: "always",
};
