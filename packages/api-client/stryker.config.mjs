import { strykerBase } from "../../scripts/stryker-base.mjs";

// Mutation testing of the stream client (the parser and the reader) against their own tests,
// which need no API process (vitest.stream.config.ts); run through scripts/mutation.mjs.
export default {
  ...strykerBase,
  vitest: { configFile: "vitest.stream.config.ts" },
  mutate: ["src/sse-parser.ts", "src/sse.ts"],
  incrementalFile: ".stryker/incremental.json",
  jsonReporter: { fileName: ".stryker/report.json" },
};
