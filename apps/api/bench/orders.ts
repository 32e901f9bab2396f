// POST /orders with every check (store online, catalogue, fractions, dough, re-pricing, CEP, the
// Idempotency-Key row, the first history entry and the order event) on embedded PGlite.
import { randomUUID } from "node:crypto";
import autocannon from "autocannon";
import { startServer } from "./child";
import type { BenchRow } from "./report";

const MIN_ORDERS_PER_SECOND = 300;
const MAX_P99_MS = 100;

export async function ordersBench(duration: number, connections: number): Promise<BenchRow[]> {
  const server = await startServer("orders");
  try {
    const { apiPort, clientToken, orderBody } = server.ready;
    const url = `http://127.0.0.1:${apiPort}/orders`;
    const body = JSON.stringify(orderBody);
    const check = await fetch(url, { method: "POST", body, headers: { authorization: `Bearer ${clientToken}`, "content-type": "application/json" } });
    if (check.status !== 201) throw new Error(`POST /orders answered ${check.status}: ${await check.text()}`);

    const load = (seconds: number) =>
      autocannon({
        url,
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
    await load(2);
    const result = await load(duration);
    const errors = result.errors + result.non2xx + result.timeouts;
    const perSecond = result.requests.average;
    return [
      {
        benchmark: `POST /orders, full checks, PGlite on disk (${connections} connections)`,
        figure: `${perSecond.toFixed(0)} orders/s; p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; ${result.requests.total} orders, ${errors} errors`,
        budget: `>= ${MIN_ORDERS_PER_SECOND}/s, p99 <= ${MAX_P99_MS} ms`,
        pass: perSecond >= MIN_ORDERS_PER_SECOND && result.latency.p99 <= MAX_P99_MS && errors === 0,
      },
    ];
  } finally {
    await server.stop();
  }
}
