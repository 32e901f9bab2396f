import { readdirSync } from "node:fs";
import { join } from "node:path";

// Every test file of the folder under mutation testing, imported by one module (see vitest.mutation.config.ts).
const folder = join(import.meta.dirname, "src", process.env.MUTATION_FOLDER ?? "orders");
const testFiles = readdirSync(folder, { recursive: true, encoding: "utf8" }).filter((name) => name.endsWith(".test.ts"));
for (const file of testFiles.sort()) await import(join(folder, file));
