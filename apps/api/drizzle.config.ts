import { defineConfig } from "drizzle-kit";

// `pnpm db:generate` writes SQL migrations from src/db/schema; the API applies them at start
// with drizzle's migrator, on PGlite and on PostgreSQL alike.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema/index.ts",
  out: "./drizzle",
});
