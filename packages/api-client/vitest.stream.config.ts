import { defineConfig } from "vitest/config";

// The stream client's own tests (parser and reader): no API process, for mutation testing.
export default defineConfig({ test: { include: ["src/sse-parser.test.ts", "test/sse-reader*.test.ts"], testTimeout: 15_000 } });
