// GET /products (the seeded store's active catalogue) and GET /settings/store against a bare Fastify
// route serving the same JSON (decisions 0206, 1402): the API must reach BUDGET of the bare route.
// The two loads alternate in rounds (decision 3005), so a burst of other work falls on both, and
// the rate compared is per second of the server process's CPU (both servers share that process):
// what other work on the machine takes is not in it. The wall-clock rates are printed beside it.
import autocannon from "autocannon";
import { startServer } from "./child";
import type { BenchRow } from "./report";
import { CATALOGUE_PATH, STORE_INFO_PATH } from "./server";

const BUDGET = 0.7;
const ROUNDS = 3;

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
      const bare = { results: [] as autocannon.Result[], cpuMicros: 0 };
      const api = { results: [] as autocannon.Result[], cpuMicros: 0 };
      const measured = async (url: string, into: typeof bare) => {
        const before = await server.cpuMicros();
        into.results.push(await load(url, duration / ROUNDS));
        into.cpuMicros += (await server.cpuMicros()) - before;
      };
      for (let round = 0; round < ROUNDS; round++) {
        await measured(bareUrl, bare);
        await measured(apiUrl, api);
      }
      const total = (runs: typeof bare) => runs.results.reduce((sum, result) => sum + result.requests.total, 0);
      const rate = (runs: typeof bare) => total(runs) / runs.results.reduce((sum, result) => sum + result.duration, 0);
      const perCpuSecond = (runs: typeof bare) => total(runs) / (runs.cpuMicros / 1e6);
      const errors = [...api.results, ...bare.results].reduce((sum, result) => sum + result.errors + result.non2xx, 0);
      const ratio = perCpuSecond(api) / perCpuSecond(bare);
      const p50 = Math.max(...api.results.map((result) => result.latency.p50));
      const p99 = Math.max(...api.results.map((result) => result.latency.p99));
      return {
        benchmark: `${name} vs bare Fastify (same JSON)`,
        figure:
          `${ratio.toFixed(2)}x the bare route's requests per CPU second (${perCpuSecond(api).toFixed(0)} vs ${perCpuSecond(bare).toFixed(0)}); ` +
          `${rate(api).toFixed(0)} vs ${rate(bare).toFixed(0)} req/s, p50 ${p50} ms, p99 ${p99} ms; ${errors} errors`,
        budget: `>= ${BUDGET}x the bare route's requests per CPU second`,
        pass: ratio >= BUDGET && errors === 0,
      };
    };
    return [await compare("GET /products", CATALOGUE_PATH), await compare("GET /settings/store", STORE_INFO_PATH)];
  } finally {
    await server.stop();
  }
}
