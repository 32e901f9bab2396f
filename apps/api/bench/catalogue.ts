// GET /products (the seeded store's active catalogue) against a bare Fastify route serving the same
// JSON (decision 0206): the API must reach BUDGET of the bare route.
import autocannon from "autocannon";
import { startServer } from "./child";
import type { BenchRow } from "./report";
import { CATALOGUE_PATH } from "./server";

const BUDGET = 0.7;

export async function catalogueBench(duration: number, connections: number): Promise<BenchRow[]> {
  const server = await startServer("catalogue");
  try {
    const bareUrl = `http://127.0.0.1:${server.ready.barePort}${CATALOGUE_PATH}`;
    const apiUrl = `http://127.0.0.1:${server.ready.apiPort}${CATALOGUE_PATH}`;
    const check = await fetch(apiUrl);
    if (check.status !== 200) throw new Error(`GET /products answered ${check.status}`);
    const load = (url: string, seconds: number) => autocannon({ url, connections, duration: seconds, pipelining: 1 });
    await load(bareUrl, 2);
    await load(apiUrl, 2);
    const bare = await load(bareUrl, duration);
    const api = await load(apiUrl, duration);
    const errors = api.errors + api.non2xx + bare.errors + bare.non2xx;
    const ratio = api.requests.average / bare.requests.average;
    return [
      {
        benchmark: "GET /products vs bare Fastify (same JSON)",
        figure: `${api.requests.average.toFixed(0)} vs ${bare.requests.average.toFixed(0)} req/s = ${ratio.toFixed(2)}x; p50 ${api.latency.p50} ms, p99 ${api.latency.p99} ms; ${errors} errors`,
        budget: `>= ${BUDGET}x the bare route`,
        pass: ratio >= BUDGET && errors === 0,
      },
    ];
  } finally {
    await server.stop();
  }
}
