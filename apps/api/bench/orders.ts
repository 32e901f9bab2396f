// POST /orders with every check (store online, catalogue, fractions, dough, re-pricing, CEP, the
// Idempotency-Key row, the first history entry and the order event) on embedded PGlite, against
// its reference in the same run (decision 3005): the same rows written by one bare statement on the
// same database (bench/bare-orders.ts), the two loads interleaved. The budget is the server's CPU
// time per order over the reference's: what other work on the machine takes is not in it. The
// rates and p99s are printed beside it, as information.
import { randomUUID } from "node:crypto";
import autocannon from "autocannon";
import { startServer } from "./child";
import type { BenchRow } from "./report";

/** POST /orders costs at most this many times the bare write's CPU per order (measured 3.9x-4.2x on 2026-11-27: decision 3005). */
const MAX_CPU_RATIO = 5;
const ROUNDS = 3;

interface Runs {
  results: autocannon.Result[];
  cpuMicros: number;
}

export async function ordersBench(duration: number, connections: number): Promise<BenchRow[]> {
  const server = await startServer("orders");
  try {
    const { apiPort, barePort, clientToken, orderBody } = server.ready;
    const url = `http://127.0.0.1:${apiPort}/orders`;
    const bareUrl = `http://127.0.0.1:${barePort}/orders`;
    const body = JSON.stringify(orderBody);
    const check = await fetch(url, { method: "POST", body, headers: { authorization: `Bearer ${clientToken}`, "content-type": "application/json" } });
    if (check.status !== 201) throw new Error(`POST /orders answered ${check.status}: ${await check.text()}`);

    const load = (target: string, seconds: number) =>
      autocannon({
        url: target,
        connections,
        duration: seconds,
        pipelining: 1,
        requests: [
          {
            method: "POST",
            body,
            headers: { authorization: `Bearer ${clientToken}`, "content-type": "application/json" },
            // Every request is a new order: a distinct Idempotency-Key each time.
            setupRequest: (request) => ({ ...request, headers: { ...request.headers, "idempotency-key": randomUUID() } }),
          },
        ],
      });
    const measured = async (target: string, seconds: number, into: Runs) => {
      const before = await server.cpuMicros();
      into.results.push(await load(target, seconds));
      into.cpuMicros += (await server.cpuMicros()) - before;
    };
    await load(bareUrl, 2);
    await load(url, 2);
    // In rounds, interleaved: a burst of other work on the machine falls on both.
    const bare: Runs = { results: [], cpuMicros: 0 };
    const api: Runs = { results: [], cpuMicros: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      await measured(bareUrl, duration / ROUNDS, bare);
      await measured(url, duration / ROUNDS, api);
    }
    return [ordersRow(connections, api, bare)];
  } finally {
    await server.stop();
  }
}

function ordersRow(connections: number, api: Runs, bare: Runs): BenchRow {
  const total = (runs: Runs) => runs.results.reduce((sum, result) => sum + result.requests.total, 0);
  const rate = (runs: Runs) => total(runs) / runs.results.reduce((sum, result) => sum + result.duration, 0);
  const p99 = (runs: Runs) => Math.max(...runs.results.map((result) => result.latency.p99));
  const cpuPerOrder = (runs: Runs) => runs.cpuMicros / 1000 / Math.max(1, total(runs));
  const errors = [...api.results, ...bare.results].reduce((sum, result) => sum + result.errors + result.non2xx + result.timeouts, 0);
  const ratio = cpuPerOrder(api) / cpuPerOrder(bare);
  return {
    benchmark: `POST /orders, full checks, PGlite on disk (${connections} connections) vs the same rows by one bare statement`,
    figure:
      `CPU per order ${ratio.toFixed(2)}x the bare write's (${cpuPerOrder(api).toFixed(2)} vs ${cpuPerOrder(bare).toFixed(2)} ms); ` +
      `${rate(api).toFixed(0)} vs ${rate(bare).toFixed(0)} orders/s, p99 ${p99(api)} vs ${p99(bare)} ms; ${total(api)} orders, ${errors} errors`,
    budget: `CPU per order <= ${MAX_CPU_RATIO}x the bare write's`,
    pass: ratio <= MAX_CPU_RATIO && errors === 0,
  };
}

