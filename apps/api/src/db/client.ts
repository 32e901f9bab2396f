import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { migrationsFolder } from "../paths";
import { lockPgliteStore } from "./pglite-lock";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** What a transaction callback receives; services accept either. */
export type Executor = Parameters<Parameters<Database["transaction"]>[0]>[0] | Database;

export interface DatabaseHandle {
  db: Database;
  driver: "pglite" | "postgres";
  /** The driver's own client, for LISTEN/NOTIFY. */
  pglite?: PGlite;
  pool?: pg.Pool;
  /** The PostgreSQL URL, for the dedicated LISTEN connection (src/db/notifications.ts). */
  databaseUrl?: string;
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { databaseUrl: string; poolSize?: number }
  /**
   * A folder for PGlite's files, or `memory://` for a throwaway in-memory database. On disk the
   * store is locked to this process while open; `holder` names it to another that tries (src/db/pglite-lock.ts).
   */
  | { pgliteDataDir: string; holder?: string };

const CONNECT_TIMEOUT_MS = 5_000;
/** /health answers within this, database or not. */
const PING_TIMEOUT_MS = 2_000;

// An arbitrary constant: the advisory lock that serialises migrations between API instances.
const MIGRATION_LOCK_ID = 7_262_010;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ("databaseUrl" in options) {
    // Bounded waits: with the database away a request fails in seconds (a 503), never hangs.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    // An idle client losing its connection must not crash the process.
    pool.on("error", () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      driver: "postgres",
      pool,
      databaseUrl: options.databaseUrl,
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
        } finally {
          await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
          client.release();
        }
      },
      ping: () => ping(db),
      close: () => pool.end(),
    };
  }

  const dataDir = options.pgliteDataDir;
  let release = () => {};
  if (!dataDir.startsWith("memory://")) {
    mkdirSync(dataDir, { recursive: true });
    release = lockPgliteStore(dataDir, options.holder ?? "another Forno process");
  }
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(dataDir, { extensions: { unaccent, pg_trgm } });
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite(pglite, { schema }) as unknown as Database;
  return {
    db,
    driver: "pglite",
    pglite,
    migrate: () => migratePglite(drizzlePglite(pglite, { schema }), { migrationsFolder }),
    ping: () => ping(db),
    close: () => pglite.close().finally(release),
  };
}

async function ping(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
  });
  const query = db.execute(sql`SELECT 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
