import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * Set by scripts/test-postgres.mjs: a superuser URL of the throwaway PostgreSQL cluster. When present,
 * every test app gets a database of its own there; otherwise it gets an in-memory PGlite.
 */
const TEST_POSTGRES_ADMIN_URL_VARIABLE = "FORNO_TEST_PG_ADMIN_URL";

export function testPostgresAdminUrl(): string | undefined {
  const value = process.env[TEST_POSTGRES_ADMIN_URL_VARIABLE];
  return value === undefined || value === "" ? undefined : value;
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** CREATE DATABASE forno_test_<random> on the test cluster; `drop()` removes it. */
export async function createPostgresTestDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `forno_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
