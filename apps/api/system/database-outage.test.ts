import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../src/db/client";
import { DATABASE_UNAVAILABLE } from "../src/plugins/errors";
// @ts-expect-error plain ESM script without types
import { startThrowawayCluster as startCluster } from "../scripts/pg-cluster.mjs";
import { type TestDatabase, createPostgresTestDatabase } from "../test/support/test-database";
import { type ApiProcess, createApiProcess } from "./support/api-process";
import { auditOrders, orderIdempotencyKeys, orderProblems, streamEventIds } from "./support/order-audit";
import { type PausableDatabase, runOutageScenario } from "./support/outage-scenario";

// PostgreSQL stopped and started again under load: a cluster of this file's own (the shared one
// serves the other files meanwhile), one API process, orders being created, streams open.

interface Cluster extends PausableDatabase {
  adminUrl: string;
  stop(): void;
}
const startThrowawayCluster = startCluster as () => Promise<Cluster>;

let cluster: Cluster | undefined;
let database: TestDatabase | undefined;
let api: ApiProcess | undefined;
let handle: DatabaseHandle | undefined;

beforeAll(async () => {
  cluster = await startThrowawayCluster();
  database = await createPostgresTestDatabase(cluster.adminUrl);
  api = await createApiProcess({ name: "outage", bundle: inject("serverBundle"), databaseUrl: database.url });
  await api.start();
});

afterAll(async () => {
  await api?.stop();
  await handle?.close();
  cluster?.stop();
});

it("with PostgreSQL stopped under load, answers 503 in Portuguese, reports it on /health, reconnects by itself and loses no order", async ({ annotate }) => {
  const record = await runOutageScenario(api!, cluster!, { workers: 4, followedOrders: 3 });

  // Every creation was answered (no hang, no crash): 201, or 503 with the Portuguese message.
  const statuses = new Set(record.creations.map((creation) => creation.status));
  expect([...statuses].sort()).toEqual([201, 503]);
  for (const refused of record.creations.filter((creation) => creation.status === 503)) expect(refused.message).toBe(DATABASE_UNAVAILABLE);
  expect(record.healthDuringOutage).toEqual({ status: 503, body: { statusCode: 503, error: "Service Unavailable", message: "Banco de dados indisponível." } });
  expect(record.creations.filter((creation) => creation.phase === "after" && creation.status === 201).length).toBeGreaterThanOrEqual(10);

  handle = await openDatabase({ databaseUrl: database!.url, poolSize: 2 });
  const orders = await auditOrders(handle.db);
  expect(orders.flatMap(orderProblems)).toEqual([]);
  const byId = new Map(orders.map((order) => [order.id, order]));
  // None lost: every order answered 201 is there with its number; one order per key, none extra.
  for (const creation of record.creations) expect(byId.get(creation.order!.id)?.externalId, creation.key).toBe(creation.order!.externalId);
  const keys = await orderIdempotencyKeys(handle.db);
  expect(record.creations.map((creation) => keys.get(creation.key))).toEqual(record.creations.map((creation) => creation.order!.id));
  expect(orders).toHaveLength(record.creations.length + record.followed.length);

  // Each stream heard every event of its order once, in order, across the outage.
  for (const order of record.followed) {
    expect(order.heard.map((event) => event.id), `stream of order ${order.id}`).toEqual(await streamEventIds(handle.db, "order", order.id));
  }

  const count = (status: number | "no answer") => record.creations.filter((creation) => creation.status === status).length;
  await annotate(
    `${record.creations.length} creations: ${count(201)} answered 201, ${count(503)} 503 (all retried: 201); /health back ${record.recoveryMs} ms after PostgreSQL started; streams reopened: ${record.followed.filter((order) => order.reopened).length}/${record.followed.length}`,
  );
});
