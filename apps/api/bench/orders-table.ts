// The backoffice orders table at scale (issue 7, "Budget"): with 100,000 seeded orders, the first
// page, a deep page, every filter and every sort; on the same data, GET /reports/summary for the
// last 30 local days (issue 18). Each is measured against its reference in the same run, sample by
// sample (decision 3005): a bare page of 20 orders by id for the table, a bare count of the same
// 30 days' orders for the summary, both plain SQL on the same database. The budgets are ratios of
// the p95s; the absolute figures (the former budgets: 50 ms and 150 ms) are printed as information.
//
// The API runs in this process on embedded PGlite with its files in a temporary DATA_DIR (the
// production default). The orders are seeded with a handful of bulk `INSERT ... SELECT
// generate_series` statements (clients, orders, items, state history, payments), then ANALYZEd.
// Each request goes through `app.inject` as the staff member; "server time" is the wall time of
// `app.inject` (routing, auth, validation, the queries, serialisation: everything but a socket), so
// it is an upper bound of Fastify's own reply time. Warm-up requests first, then SAMPLES per query.
//
//   pnpm --filter @forno/api bench orders-table
//   BENCH_TABLE_ORDERS=20000 BENCH_TABLE_SAMPLES=50 BENCH_SUMMARY_SAMPLES=10 pnpm --filter @forno/api bench orders-table
//   BENCH_TABLE_LOG=1 ...   (the API logs its errors, e.g. a 500 during the run)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { addDays, instantAt, wallClock } from "@forno/domain/store-hours";
import { buildApp } from "../src/app";
import { STORE_TIMEZONE } from "../src/db/seed/hours-data";
import { loginStaff } from "../test/support";
import { type BenchRow } from "./report";
import { paired, ratioRow } from "./paired-samples";
import { BENCH_STAFF, BENCH_STAFF_ENV } from "./bench-staff";

/** Each table query's p95 at most this many times the bare page's (measured 8.5x-14.9x on 2026-11-27: decision 3005). */
const MAX_TABLE_RATIO = 18;
/** GET /reports/summary over 30 days (about 8,600 orders): p95 at most this many times the bare count's (measured 17.1x-18.4x). */
const MAX_SUMMARY_RATIO = 22;
const CLIENTS = 400;
const WARM_UP = 10;

const FIRST_NAMES = ["João", "José", "Antônio", "Márcia", "Conceição", "Luís", "Inês", "Ângela", "Mário", "Sérgio", "Ana", "Pedro", "Lúcia", "Fábio", "Cláudia", "Rafael", "Bruna", "Thiago", "Vitória", "Gustavo"];
const LAST_NAMES = ["Silva", "Gonçalves", "Araújo", "Conceição", "Magalhães", "Simões", "Pereira", "Lima", "Brandão", "Guimarães", "Costa", "Ribeiro", "Assunção", "Mendonça", "Falcão", "Sá", "Nóbrega", "Peixoto", "Barbosa", "Tavares"];

const textArray = (values: readonly string[]) => `ARRAY[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(",")}]`;

export interface OrdersTableOptions {
  orders: number;
  /** Per table query: its p95 is its 6th-worst sample at 100 (a collection's pause in two of thirty was the p95). */
  samples: number;
  /** For the 30-day summary (each sample about 120 ms). */
  summarySamples: number;
}

/** Seeds `count` orders over CLIENTS clients with bulk SQL (a few statements, each over every order). */
export async function seedOrders(execute: (statement: string) => Promise<unknown>, count: number): Promise<void> {
  // Clients: 20 x 20 distinct names with accents, 11-digit mobile phones, fictitious documents.
  await execute(`
    INSERT INTO clients (name, document, phone, password_hash)
    SELECT (${textArray(FIRST_NAMES)})[1 + g % 20] || ' ' || (${textArray(LAST_NAMES)})[1 + (g / 20) % 20],
           (90000000000 + g)::text,
           '119' || lpad(((g * 7919) % 100000000)::text, 8, '0'),
           'bench'
    FROM generate_series(0, ${CLIENTS - 1}) AS g`);
  await execute(`CREATE TEMP TABLE bench_refs AS
    SELECT (SELECT array_agg(id ORDER BY id) FROM clients WHERE password_hash = 'bench') AS client_ids,
           (SELECT array_agg(id ORDER BY id) FROM products) AS product_ids,
           (SELECT array_agg(name ORDER BY id) FROM products) AS product_names,
           (SELECT array_agg(amount ORDER BY id) FROM products) AS product_prices,
           (SELECT count(*) FROM products)::int AS product_count,
           (SELECT coalesce(max(id), 0) FROM orders) AS base`);
  // Order g (id base + g) has 1 + g % 3 lines; line k is product (g * 7 + k * 13) % product_count,
  // quantity 1. States: 1 in 20 pending, 1 in 20 cancelled by the client, 1 in 20 by the store,
  // 1 in 20 paid, in preparation, dispatched; the rest delivered. One order every 5 minutes.
  await execute(`
    INSERT INTO orders (id, client_id, amount, delivery_fee, is_delivery, address, cart, current_state, scheduled_time, paid_at, created_at, updated_at)
    OVERRIDING SYSTEM VALUE
    SELECT r.base + g,
           r.client_ids[1 + (g * 31) % ${CLIENTS}],
           (SELECT sum(r.product_prices[1 + (g * 7 + k * 13) % r.product_count]) FROM generate_series(0, g % 3) AS k),
           CASE WHEN g % 4 = 0 THEN 0 ELSE 8 END,
           g % 4 <> 0,
           CASE WHEN g % 4 = 0
             THEN '{"address":"Rua Augusta","alias":"Retirada","number":"1500","neighborhood":"Consolação","postal_code":"01304001","address_info":null,"address_notes":null}'::jsonb
             ELSE jsonb_build_object('address', 'Rua das Flores', 'alias', 'Casa', 'number', (g % 900 + 1)::text, 'neighborhood', 'Pinheiros', 'postal_code', '05422010', 'address_info', NULL, 'address_notes', NULL)
           END,
           '[]'::jsonb,
           s.state::order_state,
           CASE WHEN s.paid THEN c.at + interval '46 minutes' END,
           CASE WHEN s.paid THEN c.at + interval '1 minute' END,
           c.at,
           c.at + interval '50 minutes'
    FROM bench_refs AS r,
         generate_series(1, ${count}) AS g,
         LATERAL (SELECT now() - (${count} - g) * interval '5 minutes' AS at) AS c,
         LATERAL (SELECT CASE g % 20 WHEN 0 THEN 'PENDING' WHEN 1 THEN 'CANCELLED_CLIENT' WHEN 2 THEN 'CANCELLED_STORE'
                                     WHEN 3 THEN 'PAID' WHEN 4 THEN 'PREPARATION' WHEN 5 THEN 'DISPATCHED' ELSE 'DELIVERED' END AS state,
                         g % 20 NOT IN (0, 1) AS paid) AS s
    ORDER BY g`);
  await execute(`SELECT setval(pg_get_serial_sequence('orders', 'id'), (SELECT max(id) FROM orders))`);
  await execute(`
    INSERT INTO order_items (order_id, cart_index, item_group, item_id, item_id_parent, product_id, quantity, unit_amount, amount, name)
    SELECT o.id, k, k + 1, p.id, NULL, p.id, 1, p.price, p.price, p.name
    FROM bench_refs AS r
    JOIN orders AS o ON o.id > r.base,
    LATERAL generate_series(0, (o.id - r.base) % 3) AS k,
    LATERAL (SELECT r.product_ids[1 + ((o.id - r.base) * 7 + k * 13) % r.product_count] AS id,
                    r.product_names[1 + ((o.id - r.base) * 7 + k * 13) % r.product_count] AS name,
                    r.product_prices[1 + ((o.id - r.base) * 7 + k * 13) % r.product_count] AS price) AS p
    ORDER BY o.id, k`);
  // The path each state took, oldest first, one history row per step (3 minutes apart).
  await execute(`
    INSERT INTO order_state_history (order_id, from_state, to_state, actor, created_at)
    SELECT o.id, CASE WHEN step.n = 1 THEN NULL ELSE path.states[step.n - 1] END::order_state, path.states[step.n]::order_state,
           CASE WHEN step.n = 1 THEN 'client' WHEN path.states[step.n] = 'PAID' THEN 'payment' WHEN path.states[step.n] = 'CANCELLED_CLIENT' THEN 'client' ELSE 'staff' END,
           o.created_at + (step.n - 1) * interval '3 minutes'
    FROM bench_refs AS r
    JOIN orders AS o ON o.id > r.base,
    LATERAL (SELECT CASE o.current_state
                      WHEN 'PENDING' THEN ARRAY['PENDING']
                      WHEN 'CANCELLED_CLIENT' THEN ARRAY['PENDING', 'CANCELLED_CLIENT']
                      WHEN 'CANCELLED_STORE' THEN ARRAY['PENDING', 'PAID', 'CANCELLED_STORE']
                      WHEN 'PAID' THEN ARRAY['PENDING', 'PAID']
                      WHEN 'PREPARATION' THEN ARRAY['PENDING', 'PAID', 'PREPARATION']
                      WHEN 'DISPATCHED' THEN ARRAY['PENDING', 'PAID', 'PREPARATION', 'DISPATCHED']
                      ELSE ARRAY['PENDING', 'PAID', 'PREPARATION', 'DISPATCHED', 'DELIVERED']
                    END AS states) AS path,
    LATERAL generate_series(1, cardinality(path.states)) AS step(n)
    ORDER BY o.id, step.n`);
  await execute(`
    INSERT INTO order_payments (order_id, client_id, provider, provider_payment_id, payment_method, status, amount, approved_at, created_at, updated_at)
    SELECT o.id, o.client_id, 'sandbox', 'bench-' || o.id, 'bank_transfer', 'approved', o.amount + o.delivery_fee, o.paid_at, o.created_at, o.paid_at
    FROM bench_refs AS r JOIN orders AS o ON o.id > r.base
    WHERE o.paid_at IS NOT NULL
    ORDER BY o.id`);
  await execute(`DROP TABLE bench_refs`);
  await execute(`ANALYZE`);
  // Write the seed's dirty pages now (PostgreSQL's checkpointer would), not during the measurements.
  await execute(`CHECKPOINT`);
}

interface Probe {
  name: string;
  url: string;
  /** At least one row is expected (a filter that matches nothing would measure nothing useful). */
  rows: "some" | "any";
}

/** GET /reports/summary for the last 30 local days (the seed's orders end now, one every 5 minutes), against a bare count of those days' orders. */
async function summaryRow(app: Awaited<ReturnType<typeof buildApp>>, headers: Record<string, string>, samples: number): Promise<BenchRow> {
  const to = wallClock(Date.now(), STORE_TIMEZONE).date;
  const from = addDays(to, -29);
  const url = `/reports/summary?from=${from}&to=${to}`;
  const since = new Date(instantAt(from, 0, STORE_TIMEZONE)).toISOString();
  const until = new Date(instantAt(addDays(to, 1), 0, STORE_TIMEZONE)).toISOString();
  const count = () => app.ctx.db.execute(sql.raw(`SELECT count(*) FROM orders WHERE created_at >= '${since}' AND created_at < '${until}'`));
  const summary = async () => {
    const response = await app.inject({ method: "GET", url, headers });
    if (response.statusCode !== 200) throw new Error(`GET ${url} answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
    return response.json<{ orders: number }>().orders;
  };
  const measured = await paired(samples, WARM_UP, count, summary);
  if (measured.last === 0) throw new Error(`GET ${url} counted no order`);
  return ratioRow("reports: summary, 30 days, vs a bare count of the same orders", measured, MAX_SUMMARY_RATIO, "the bare count", ` (${measured.last} orders counted)`);
}

export async function ordersTableBench(options: OrdersTableOptions): Promise<BenchRow[]> {
  const dataDir = mkdtempSync(join(tmpdir(), "forno-bench-table-"));
  const app = await buildApp({
    ignoreProcessEnv: true,
    env: { NODE_ENV: "production", PUBLIC_URL: "http://127.0.0.1", SEED_DEMO: "true", SMS_PROVIDER: "console", ...BENCH_STAFF_ENV, DATA_DIR: dataDir, LOG_LEVEL: "error", RATE_LIMIT_AUTH_MAX: "1000", SEED_HOURS: "always" },
    ...(process.env.BENCH_PGLITE === "memory" ? { pgliteDataDir: "memory://" } : {}),
    logger: process.env.BENCH_TABLE_LOG === "1",
  });
  try {
    const db = app.ctx.db;
    const execute = (statement: string) => db.execute(sql.raw(statement));
    const seedStart = performance.now();
    await seedOrders(execute, options.orders);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    console.log(`  seeded ${options.orders.toLocaleString("en")} orders (${CLIENTS} clients) in ${seedSeconds.toFixed(1)} s`);

    const token = await loginStaff(app, BENCH_STAFF.document, BENCH_STAFF.password);
    const pick = async (statement: string) => {
      const result = (await execute(statement)) as { rows: Array<Record<string, unknown>> };
      return String(result.rows[0]!.value);
    };
    const middleExternalId = await pick(`SELECT external_id AS value FROM orders ORDER BY id OFFSET ${Math.floor(options.orders / 2)} LIMIT 1`);
    const phone = await pick(`SELECT phone AS value FROM clients WHERE password_hash = 'bench' ORDER BY id OFFSET 123 LIMIT 1`);
    const phoneFragment = `${phone.slice(5, 7)}-${phone.slice(7, 10)}`;
    const oneClient = `${FIRST_NAMES[17]} ${LAST_NAMES[8]}`; // g = 177: one client, ~250 orders
    const page = "take=20&skip=0";
    const probes: Probe[] = [
      { name: "first page (order_id=desc)", url: `/orders?${page}&order_id=desc`, rows: "some" },
      { name: "page at skip 2000", url: `/orders?take=20&skip=2000&order_id=desc`, rows: "some" },
      { name: "page at skip 40", url: `/orders?take=20&skip=40&order_id=desc`, rows: "some" },
      { name: "where_client_name=Gonçalves", url: `/orders?${page}&order_id=desc&where_client_name=${encodeURIComponent("Gonçalves")}`, rows: "some" },
      { name: "where_client_name=goncalves", url: `/orders?${page}&order_id=desc&where_client_name=goncalves`, rows: "some" },
      { name: `where_client_name=${oneClient} (1 client)`, url: `/orders?${page}&order_id=desc&where_client_name=${encodeURIComponent(oneClient)}`, rows: "some" },
      { name: "where_client_name=zzz (no match)", url: `/orders?${page}&order_id=desc&where_client_name=zzz`, rows: "any" },
      { name: `where_client_phone=${phoneFragment}`, url: `/orders?${page}&order_id=desc&where_client_phone=${encodeURIComponent(phoneFragment)}`, rows: "some" },
      { name: `where_external_id=${middleExternalId}`, url: `/orders?${page}&order_id=desc&where_external_id=${middleExternalId}`, rows: "some" },
    ];
    for (const field of ["external_id", "client_name", "scheduled_time", "created_at"]) {
      for (const direction of ["asc", "desc"]) probes.push({ name: `order_${field}=${direction}`, url: `/orders?${page}&order_${field}=${direction}`, rows: "some" });
    }

    const rows: BenchRow[] = [
      { benchmark: `orders table: seed ${options.orders.toLocaleString("en")} orders (bulk SQL + ANALYZE)`, figure: `${seedSeconds.toFixed(1)} s`, budget: "-", pass: true },
    ];
    const headers = { authorization: `Bearer ${token}` };
    const request = async (probe: Probe) => {
      const response = await app.inject({ method: "GET", url: probe.url, headers });
      if (response.statusCode !== 200) throw new Error(`GET ${probe.url} answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
      return response.json<unknown[]>().length;
    };
    // The reference: the first page's rows read by plain SQL, no API around them.
    const barePage = () => execute("SELECT * FROM orders ORDER BY id DESC LIMIT 20");
    // Warm-up: every query WARM_UP times before any is measured (a running server is warm).
    for (const probe of probes) {
      for (let i = 0; i < WARM_UP; i++) {
        await request(probe);
        await barePage();
      }
    }
    const measured = [];
    for (const probe of probes) {
      const pairs = await paired(options.samples, 0, barePage, () => request(probe));
      if (probe.rows === "some" && pairs.last === 0) throw new Error(`GET ${probe.url} found no order`);
      measured.push({ probe, pairs });
    }
    // Every query against the bare page's samples of the whole run.
    const pooled = measured.flatMap(({ pairs }) => pairs.reference);
    for (const { probe, pairs } of measured) rows.push(ratioRow(`orders table: ${probe.name}`, pairs, MAX_TABLE_RATIO, "the bare page", ` (${pairs.last} rows)`, pooled));
    rows.push(await summaryRow(app, headers, options.summarySamples));
    console.log(`  ${options.samples} samples per table query (${options.summarySamples} for the summary) after ${WARM_UP} warm-up requests, each after a sample of its reference; server time = app.inject, staff token`);
    return rows;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
