import { join, resolve } from "node:path";
import type { DatabaseOptions } from "./client";
import type { Env } from "../env";

/**
 * The database the server uses: DATABASE_URL when set, else PGlite under DATA_DIR/pglite, opened
 * by `holder` ("the API", "a backup": what another process is told when it finds the store in use).
 */
export function databaseOptionsFromEnv(env: Env, holder = "the API"): DatabaseOptions {
  return env.DATABASE_URL !== undefined ? { databaseUrl: env.DATABASE_URL } : { pgliteDataDir: join(resolve(env.DATA_DIR), "pglite"), holder };
}
