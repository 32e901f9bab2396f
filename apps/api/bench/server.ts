// The API under load, in a child process of bench/run.ts so that the load generator never shares its
// event loop. One mode per benchmark; the child reports what the parent needs over IPC and answers
// { type: "rss" } with its resident memory.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { buildApp } from "../src/app";
import { loadCatalogue, loginStaff, orderBody, signInClient } from "../test/support";
import { bareOrderWriter } from "./bare-orders";
import { BENCH_STAFF, BENCH_STAFF_ENV } from "./bench-staff";

export type ServeMode = "catalogue" | "orders";

export interface ServerReady {
  type: "ready";
  apiPort: number;
  barePort?: number;
  clientToken?: string;
  staffToken?: string;
  orderBody?: unknown;
  rss: number;
}

export const CATALOGUE_PATH = "/products?where_is_active=true&order_group=asc&take=100";
export const STORE_INFO_PATH = "/settings/store";

export async function serve(mode: ServeMode): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), "forno-bench-"));
  const api = await buildApp({
    ignoreProcessEnv: true,
    env: { NODE_ENV: "production", PUBLIC_URL: "http://127.0.0.1", SEED_DEMO: "true", SMS_PROVIDER: "console", ...BENCH_STAFF_ENV, DATA_DIR: dataDir, LOG_LEVEL: "silent", RATE_LIMIT_AUTH_MAX: "1000", SEED_HOURS: "always" },
    // The production default: PGlite's files in DATA_DIR/pglite (BENCH_PGLITE=memory for in-memory).
    ...(process.env.BENCH_PGLITE === "memory" ? { pgliteDataDir: "memory://" } : {}),
    logger: false,
  });
  await api.listen({ port: 0, host: "127.0.0.1" });
  const apiPort = (api.server.address() as { port: number }).port;
  const ready: ServerReady = { type: "ready", apiPort, rss: 0 };
  let bare: FastifyInstance | undefined;

  if (mode === "catalogue") {
    // The same answers, built once, from routes with no plugins, hooks or database.
    const answer = async (url: string) => (await api.inject({ method: "GET", url, headers: { host: `127.0.0.1:${apiPort}` } })).json();
    const catalogue = await answer(CATALOGUE_PATH);
    const storeInfo = await answer(STORE_INFO_PATH);
    bare = Fastify({ logger: false });
    bare.get("/products", async () => catalogue);
    bare.get(STORE_INFO_PATH, async () => storeInfo);
    await bare.listen({ port: 0, host: "127.0.0.1" });
    ready.barePort = (bare.server.address() as { port: number }).port;
  } else {
    const catalogue = await loadCatalogue(api);
    ready.clientToken = await signInClient(api);
    ready.staffToken = await loginStaff(api, BENCH_STAFF.document, BENCH_STAFF.password);
    // A typical cart: a half-and-half large pizza with dough and an extra, a whole one, two drinks.
    ready.orderBody = orderBody(catalogue, [
      { product: "PG-CALABRESA", quantity: 0.5, additionals: ["AD-PG-MASSA-TRAD", "AD-PI-CATUPIRY"] },
      { product: "PG-MARGHERITA", quantity: 0.5 },
      { product: "PI-PEPPERONI", additionals: ["AD-PI-MASSA-FINA", "AD-PI-BACON"], note: "Bem assada" },
      { product: "BB-COLA-2L", quantity: 2 },
    ]);
    // The reference (decision 3005): a copy of this order's rows, written by one bare statement.
    const template = await api.inject({
      method: "POST",
      url: "/orders",
      payload: ready.orderBody as object,
      headers: { authorization: `Bearer ${ready.clientToken}`, "idempotency-key": "bench-template" },
    });
    if (template.statusCode !== 201) throw new Error(`the template order answered ${template.statusCode}: ${template.body}`);
    const write = await bareOrderWriter(api.ctx.database, template.json<{ id: number }>().id, "bench-template");
    bare = Fastify({ logger: false });
    bare.post("/orders", async (_request, reply) => {
      await write();
      return reply.code(201).send({});
    });
    await bare.listen({ port: 0, host: "127.0.0.1" });
    ready.barePort = (bare.server.address() as { port: number }).port;
  }

  ready.rss = process.memoryUsage().rss;
  process.send?.(ready);
  process.on("message", async (message: { type: string }) => {
    if (message.type === "cpu") {
      const { user, system } = process.cpuUsage();
      process.send?.({ type: "cpu", micros: user + system });
    } else if (message.type === "rss") {
      process.send?.({ type: "rss", rss: process.memoryUsage().rss, streams: api.ctx.sse.size(), subscribers: api.ctx.events.subscriberCount() });
    } else if (message.type === "stop") {
      await Promise.all([api.close(), bare?.close()]);
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    }
  });
}

if (process.argv[2] === "serve") await serve(process.argv[3] as ServeMode);
