import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { buildApp } from "../src/app";
import { loadCatalogue, orderBody, signInClient } from "../src/testing";
const api = await buildApp({ ignoreProcessEnv: true, env: { NODE_ENV: "production", DATA_DIR: mkdtempSync(join(tmpdir(), "p-")), LOG_LEVEL: "silent" }, pgliteDataDir: "memory://", logger: false });
const c = await loadCatalogue(api);
const token = await signInClient(api);
const body = orderBody(c, [
  { product: "PG-CALABRESA", quantity: 0.5, additionals: ["AD-PG-MASSA-TRAD", "AD-PI-CATUPIRY"] },
  { product: "PG-MARGHERITA", quantity: 0.5 },
  { product: "PI-PEPPERONI", additionals: ["AD-PI-MASSA-FINA", "AD-PI-BACON"], note: "Bem assada" },
  { product: "BB-COLA-2L", quantity: 2 },
]);
let t0 = performance.now();
for (let i = 0; i < 200; i++) await api.ctx.db.execute(sql`select 1`);
console.log("select 1:", ((performance.now() - t0) / 200).toFixed(3), "ms");
t0 = performance.now();
for (let i = 0; i < 200; i++) await api.ctx.database.pglite!.query("select 1");
console.log("raw pglite select 1:", ((performance.now() - t0) / 200).toFixed(3), "ms");
for (let round = 0; round < 3; round++) {
  t0 = performance.now();
  for (let i = 0; i < 200; i++) {
    const r = await api.inject({ method: "POST", url: "/orders", headers: { authorization: `Bearer ${token}`, "idempotency-key": `k${round}-${i}` }, payload: body });
    if (r.statusCode !== 201) throw new Error(r.body);
  }
  console.log("POST /orders via inject:", ((performance.now() - t0) / 200).toFixed(2), "ms");
}
await api.close();
