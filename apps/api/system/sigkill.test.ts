import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../src/db/client";
import { type TestDatabase, createPostgresTestDatabase } from "../test/support/test-database";
import { type ApiProcess, createApiProcess } from "./support/api-process";
import { crashSummary, expectCrashSurvived } from "./support/crash-checks";
import { runCrashScenario } from "./support/crash-scenario";

// SIGKILL of an API process on PostgreSQL while orders, payments and approvals are in flight
// (support/crash-scenario.ts): restart, retry, then check the database (support/crash-checks.ts).

let database: TestDatabase | undefined;
let api: ApiProcess | undefined;
let handle: DatabaseHandle | undefined;

beforeAll(async () => {
  database = await createPostgresTestDatabase(inject("pgAdminUrl"));
  api = await createApiProcess({ name: "pg", bundle: inject("serverBundle"), databaseUrl: database.url });
  await api.start();
});

afterAll(async () => {
  await api?.stop();
  await handle?.close();
  await database?.drop();
});

it("on PostgreSQL, SIGKILL mid-flight loses, duplicates and half-writes nothing; streams resume without gaps", async ({ annotate }) => {
  const record = await runCrashScenario(api!, { journeys: 24, killAfterCreations: 8, workers: 6, followedOrders: 4 });
  handle = await openDatabase({ databaseUrl: database!.url, poolSize: 2 });
  await expectCrashSurvived(handle.db, record);
  expect(api!.running).toBe(true);
  await annotate(crashSummary(record));
});
