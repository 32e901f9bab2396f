import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type TestApp,
  createTestApp,
  loadCatalogue,
  loginStaff,
  multipartFile,
  placeOrder,
  request,
  signInClient,
} from "../../test/support";
import { createPostgresTestDatabase, testPostgresAdminUrl } from "../../test/support/test-database";
import { buildApp } from "../app";
import { type DatabaseHandle, type Executor, openDatabase } from "../db/client";
import { STORE_NOT_EMPTY, restoreBackup } from "./restore-backup";
import { writeBackup } from "./write-backup";

let source: TestApp;
let folder: string;
const cleanups: Array<() => Promise<void>> = [];

beforeAll(async () => {
  source = await createTestApp();
  folder = mkdtempSync(join(tmpdir(), "forno-backup-test-"));
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  await source.close();
  rmSync(folder, { recursive: true, force: true });
});

/** An empty store of the same kind as the test's: an in-memory PGlite, or a new database on the test cluster. */
async function emptyStore(): Promise<DatabaseHandle> {
  const adminUrl = testPostgresAdminUrl();
  if (adminUrl === undefined) {
    const handle = await openDatabase({ pgliteDataDir: "memory://" });
    cleanups.push(() => handle.close());
    return handle;
  }
  const database = await createPostgresTestDatabase(adminUrl);
  const handle = await openDatabase({ databaseUrl: database.url, poolSize: 2 });
  cleanups.push(async () => {
    await handle.close();
    await database.drop();
  });
  return handle;
}

/** Every row of every table as PostgreSQL prints the record, sorted: independent of the backup's JSON. */
async function contents(db: Executor): Promise<Record<string, string[]>> {
  const tables = (await db.execute(sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`)) as unknown as { rows: Array<{ tablename: string }> };
  const result: Record<string, string[]> = {};
  for (const { tablename } of tables.rows) {
    const rows = (await db.execute(sql.raw(`SELECT t::text AS row FROM "${tablename}" t`))) as unknown as { rows: Array<{ row: string }> };
    result[tablename] = rows.rows.map((row) => row.row).sort();
  }
  const sequences = (await db.execute(sql`SELECT sequencename, last_value::text AS value FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`)) as unknown as {
    rows: Array<{ sequencename: string; value: string | null }>;
  };
  result["(sequences)"] = sequences.rows.map((row) => `${row.sequencename}=${row.value}`);
  return result;
}

/** A store with orders in several states, Pix payments (one approved), state history and an uploaded photo. */
async function fillStore(app: TestApp["app"]): Promise<number> {
  const token = await signInClient(app);
  const staff = await loginStaff(app);
  const catalogue = await loadCatalogue(app);
  const orders = [];
  for (let i = 0; i < 3; i += 1) orders.push(await placeOrder(app, token, catalogue));
  for (const order of orders.slice(0, 2)) {
    const pix = { external_reference: order.id, payer: { email: "cliente@example.com" }, payment_method_id: "pix", statement_descriptor: "FORNO", transaction_amount: 1, api_version: 2 };
    expect((await request(app, { method: "POST", url: "/order-payments", token, payload: pix })).statusCode).toBe(201);
  }
  expect((await request(app, { method: "POST", url: `/sandbox/payments/${orders[0]!.id}/approve`, token })).statusCode).toBe(200);
  const moved = await request(app, { method: "POST", url: "/order-state-historys", token: staff, payload: { order_id: orders[0]!.id, to_state: "PREPARATION" } });
  expect(moved.statusCode, moved.body).toBe(201);
  const photo = await sharp({ create: { width: 500, height: 400, channels: 3, background: "#e67e22" } }).png().toBuffer();
  const file = multipartFile("file", "foto.png", "image/png", photo);
  const product = catalogue.product("PG-CALABRESA");
  const uploaded = await request(app, { method: "POST", url: `/products/${product.id}/upload`, token: staff, payload: file.payload, headers: file.headers });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  return Math.max(...orders.map((order) => order.external_id));
}

describe("backup and restore", () => {
  let lastNumber: number;
  let file: string;
  beforeAll(async () => {
    lastNumber = await fillStore(source.app);
    file = join(folder, "forno.backup.gz");
    await writeBackup(source.app.ctx.database, file);
  });

  it("brings back every table row by row, photos, history and sequences included", async () => {
    const target = await emptyStore();
    const summary = await restoreBackup(target, file);
    const before = await contents(source.app.ctx.db);
    expect(summary.tables).toBe(Object.keys(before).length - 1);
    for (const table of ["orders", "order_payments", "order_state_history", "product_photos", "order_events"]) {
      expect(before[table]?.length, table).toBeGreaterThan(0);
    }
    expect(await contents(target.db)).toEqual(before);

    // A new order on the restored store continues the numbering.
    const restored = await buildApp({ database: target, ignoreProcessEnv: true, env: { NODE_ENV: "test", DATA_DIR: folder, LOG_LEVEL: "silent" }, logger: false, hasherCost: { memoryCost: 1024, timeCost: 1 } });
    try {
      const token = await signInClient(restored);
      const order = await placeOrder(restored, token, await loadCatalogue(restored));
      expect(order.external_id).toBe(lastNumber + 1);
      const staff = await loginStaff(restored);
      const product = (await request(restored, { method: "GET", url: "/products?where_name=calabresa&take=50", token: staff })).json<Array<{ image_url: string | null; external_id: string }>>();
      const photoUrl = product.find((row) => row.external_id === "PG-CALABRESA")!.image_url!;
      expect((await restored.inject({ method: "GET", url: new URL(photoUrl).pathname })).statusCode).toBe(200);
    } finally {
      await restored.close();
    }
  });

  it("refuses to restore over a store that holds data, and leaves it untouched", async () => {
    const before = await contents(source.app.ctx.db);
    await expect(restoreBackup(source.app.ctx.database, file)).rejects.toThrow(STORE_NOT_EMPTY);
    expect(await contents(source.app.ctx.db)).toEqual(before);
  });

  it("refuses a file that is not a backup, or one cut short, and restores nothing", async () => {
    const notABackup = join(folder, "other.gz");
    writeFileSync(notABackup, (await import("node:zlib")).gzipSync('{"hello":"world"}\n'));
    const target = await emptyStore();
    await expect(restoreBackup(target, notABackup)).rejects.toThrow("is not a Forno backup");

    const { gunzipSync, gzipSync } = await import("node:zlib");
    const { readFileSync } = await import("node:fs");
    const lines = gunzipSync(readFileSync(file)).toString().trimEnd().split("\n");
    const cut = join(folder, "cut.gz");
    writeFileSync(cut, gzipSync(`${lines.slice(0, -1).join("\n")}\n`));
    await expect(restoreBackup(target, cut)).rejects.toThrow("cut short");
    const empty = await contents(target.db);
    expect(Object.entries(empty).filter(([table, rows]) => table !== "(sequences)" && rows.length > 0)).toEqual([]);
  });
});
