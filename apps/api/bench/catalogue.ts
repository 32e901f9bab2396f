// GET /products (the seeded store's active catalogue) and GET /settings/store against a bare Fastify
// route serving the same JSON (decisions 0206, 1402): the API must reach BUDGET of the bare route.
import autocannon from "autocannon";
import { startServer } from "./child";
import type { BenchRow } from "./report";
import { CATALOGUE_PATH, STORE_INFO_PATH } from "./server";

const BUDGET = 0.7;

export async function catalogueBench(duration: number, connections: number): Promise<BenchRow[]> {
  const server = await startServer("catalogue");
  try {
    const load = (url: string, seconds: number) => autocannon({ url, connections, duration: seconds, pipelining: 1 });
    const compare = async (name: string, path: string): Promise<BenchRow> => {
      const bareUrl = `http://127.0.0.1:${server.ready.barePort}${path}`;
      const apiUrl = `http://127.0.0.1:${server.ready.apiPort}${path}`;
      const check = await fetch(apiUrl);
      if (check.status !== 200) throw new Error(`${name} answered ${check.status}`);
      await load(bareUrl, 2);
      await load(apiUrl, 2);
      const bare = await load(bareUrl, duration);
      const api = await load(apiUrl, duration);
      const errors = api.errors + api.non2xx + bare.errors + bare.non2xx;
      const ratio = api.requests.average / bare.requests.average;
      return {
        benchmark: `${name} vs bare Fastify (same JSON)`,
        figure: `${api.requests.average.toFixed(0)} vs ${bare.requests.average.toFixed(0)} req/s = ${ratio.toFixed(2)}x; p50 ${api.latency.p50} ms, p99 ${api.latency.p99} ms; ${errors} errors`,
        budget: `>= ${BUDGET}x the bare route`,
        pass: ratio >= BUDGET && errors === 0,
      };
    };
    return [await compare("GET /products", CATALOGUE_PATH), await compare("GET /settings/store", STORE_INFO_PATH)];
  } finally {
    await server.stop();
  }
}
