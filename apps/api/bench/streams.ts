// 10,000 open order streams (GET /orders/sse/{id}) on ONE API process, spread over a few orders, then
// order changes made through the API: the server's resident memory with every stream open, and how
// long a change takes to reach each subscriber of its order (from the moment the change is requested
// to the moment the subscriber's socket receives the event). The server is the production bundle
// (bench/bundled-server.ts), so its memory is the real process's.
// It runs on PostgreSQL (a throwaway cluster, when the binaries exist) and on embedded PGlite.
// Each change is measured against its reference in the same run (decision 3005): just before it,
// a bare LISTEN/NOTIFY round trip on the same database to as many subscribers (bench/bare-relay.ts);
// the budget is the ratio of the p99s, the absolute figures are printed beside it.
// Loopback only, bounded, stops by itself.
import { connect, type Socket } from "node:net";
import { performance } from "node:perf_hooks";
import { DEMO_CLIENT } from "../src/db/seed/accounts-data";
import { startRelay } from "./bare-relay";
import { BENCH_STAFF } from "./bench-staff";
import { bundleServer, startBundledServer } from "./bundled-server";
import { type BenchRow, mb, percentile } from "./report";
// @ts-expect-error plain ESM script without types
import { findPostgres, startThrowawayCluster } from "../scripts/pg-cluster.mjs";

const MAX_RSS_BYTES = 250 * 1024 * 1024;
/**
 * An order change reaches its subscribers within this multiple of the bare round trip's p99
 * (measured 1.7x on PostgreSQL, 4.2x on PGlite, 2026-11-27: decision 3005). On PGlite the
 * database runs on the API's own thread, beside the streams.
 */
const MAX_P99_RATIO = { postgres: 3, pglite: 6 } as const;
const OPEN_CONCURRENCY = 200;
const SETTLE_MS = 5_000;
const EVENT_TIMEOUT_MS = 10_000;
const DATA = Buffer.from("data: ");

export interface StreamsOptions {
  streams: number;
  orders: number;
  changes: number;
}

async function call<T>(base: string, method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Orders of the demo client, paid (sandbox) and in preparation, through the API. */
async function prepareOrders(base: string, count: number) {
  const client = (await call<{ access_token: string }>(base, "POST", "/auth/sign-in", undefined, { document: DEMO_CLIENT.document, password: DEMO_CLIENT.password })).access_token;
  const staff = (await call<{ access_token: string }>(base, "POST", "/auth/login", undefined, { document: BENCH_STAFF.document, password: BENCH_STAFF.password })).access_token;
  const products = await call<Array<{ id: number; external_id: string }>>(base, "GET", "/products?take=100");
  const pizza = products.find((product) => product.external_id === "PG-CALABRESA")!;
  const doughs = await call<Array<{ additional_id: number; ProductAdditional: { category: string } }>>(base, "GET", "/product-has-additionals?product_id=PG-CALABRESA");
  const dough = doughs.find((row) => row.ProductAdditional.category === "Tipo de Massa")!;
  const body = {
    items: [
      { cart_index: 0, item_id: pizza.id, item_id_parent: null, item_group: 1, product_id: pizza.id, quantity: 1, item_notes: null },
      { cart_index: 0, item_id: dough.additional_id, item_id_parent: pizza.id, item_group: 1, product_id: pizza.id, quantity: 1, item_notes: null },
    ],
    cart: [],
    address: null,
    order_notes: "Pedido Online",
    is_delivery: false,
  };
  const orderIds: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const { id } = await call<{ id: number }>(base, "POST", "/orders", client, body);
    await call(base, "POST", `/sandbox/payments/${id}/approve`, staff);
    await call(base, "POST", "/order-state-historys", staff, { order_id: id, to_state: "PREPARATION" });
    orderIds.push(id);
  }
  return { client, staff, orderIds };
}

interface Subscriber {
  socket: Socket;
  orderId: number;
  /** performance.now() when the change was requested; undefined while nothing is awaited. */
  waitingSince?: number;
  onEvent?: (latencyMs: number) => void;
}

/** A subscriber of `path` (an order's stream, or the bare relay's with no token). */
function openSubscriber(port: number, orderId: number, token: string, path = `/orders/sse/${orderId}`): Promise<Subscriber> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: "127.0.0.1" });
    const subscriber: Subscriber = { socket, orderId };
    let opened = false;
    let accepted = false;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`stream of order ${orderId} did not open in time`));
    }, 30_000);
    socket.setNoDelay(true);
    socket.on("connect", () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${token ? `Authorization: Bearer ${token}\r\n` : ""}Accept: text/event-stream\r\n\r\n`);
    });
    socket.on("data", (chunk: Buffer) => {
      if (!opened) {
        if (!accepted && chunk.subarray(0, 12).toString().startsWith("HTTP/1.1 200")) accepted = true;
        if (!accepted) {
          clearTimeout(timer);
          socket.destroy();
          reject(new Error(`stream of order ${orderId} refused: ${chunk.subarray(0, 40).toString()}`));
          return;
        }
        // Open once the first event (the order as it is) has arrived.
        if (chunk.includes(DATA)) {
          opened = true;
          clearTimeout(timer);
          resolve(subscriber);
        }
        return;
      }
      if (subscriber.waitingSince !== undefined && chunk.includes(DATA)) {
        const latency = performance.now() - subscriber.waitingSince;
        subscriber.waitingSince = undefined;
        subscriber.onEvent?.(latency);
      }
    });
    socket.on("error", (error) => {
      clearTimeout(timer);
      if (!opened) reject(error);
    });
  });
}

interface StreamsResult {
  idleRss: number;
  /** With every stream open, after SETTLE_MS of quiet. */
  rss: number;
  /** The highest reading while the streams were being opened and the changes sent. */
  peakRss: number;
  openSeconds: number;
  latencies: number[];
  missed: number;
  perOrder: number;
  /** The bare round trips to as many subscribers, one before each change. */
  bareLatencies: number[];
}

/** Starts `trigger` and waits until each of `audience` has its event (or EVENT_TIMEOUT_MS): the latencies and how many never came. */
async function deliverTo(audience: readonly Subscriber[], trigger: () => Promise<unknown>): Promise<{ latencies: number[]; missed: number }> {
  const latencies: number[] = [];
  let pending = audience.length;
  let missed = 0;
  const done = new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      missed = pending;
      resolve();
    }, EVENT_TIMEOUT_MS);
    for (const subscriber of audience) {
      subscriber.onEvent = (latency) => {
        latencies.push(latency);
        pending -= 1;
        if (pending === 0) {
          clearTimeout(timer);
          resolve();
        }
      };
    }
  });
  const started = performance.now();
  for (const subscriber of audience) subscriber.waitingSince = started;
  await trigger();
  await done;
  for (const subscriber of audience) subscriber.waitingSince = undefined;
  return { latencies, missed };
}

async function measure(bundle: string, env: Record<string, string>, options: StreamsOptions): Promise<StreamsResult> {
  const server = await startBundledServer(bundle, env);
  const relay = await startRelay(env.DATABASE_URL ? { DATABASE_URL: env.DATABASE_URL } : {});
  const subscribers: Subscriber[] = [];
  const bareAudience: Subscriber[] = [];
  try {
    const { client, staff, orderIds } = await prepareOrders(server.base, options.orders);
    const idleRss = server.rss();

    // Open the streams, OPEN_CONCURRENCY at a time, spread evenly over the orders.
    const openStarted = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: OPEN_CONCURRENCY }, async () => {
        while (next < options.streams) {
          const index = next++;
          subscribers.push(await openSubscriber(server.port, orderIds[index % orderIds.length]!, client));
        }
      }),
    );
    const openSeconds = (performance.now() - openStarted) / 1000;
    let rss = server.rss();
    const perOrder = Math.round(options.streams / orderIds.length);
    for (let i = 0; i < perOrder; i++) bareAudience.push(await openSubscriber(relay.port, 0, "", "/sse"));

    // Changes one at a time: ERROR <-> PREPARATION, each reaching that order's subscribers, each
    // just after a bare round trip to as many subscribers of the relay.
    const byOrder = new Map<number, Subscriber[]>();
    for (const subscriber of subscribers) byOrder.set(subscriber.orderId, [...(byOrder.get(subscriber.orderId) ?? []), subscriber]);
    const state = new Map(orderIds.map((id) => [id, "PREPARATION"]));
    const latencies: number[] = [];
    const bareLatencies: number[] = [];
    let missed = 0;
    for (let change = 0; change < options.changes; change += 1) {
      const bare = await deliverTo(bareAudience, () => fetch(`http://127.0.0.1:${relay.port}/notify`, { method: "POST" }));
      bareLatencies.push(...bare.latencies);
      missed += bare.missed;
      const orderId = orderIds[change % orderIds.length]!;
      const toState = state.get(orderId) === "PREPARATION" ? "ERROR" : "PREPARATION";
      state.set(orderId, toState);
      const delivered = await deliverTo(byOrder.get(orderId) ?? [], () => call(server.base, "POST", "/order-state-historys", staff, { order_id: orderId, to_state: toState }));
      latencies.push(...delivered.latencies);
      missed += delivered.missed;
    }
    const peakRss = Math.max(rss, server.rss());
    // Steady state: the streams stay open and idle (heartbeats only) while V8 settles after the burst.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    rss = server.rss();
    latencies.sort((a, b) => a - b);
    bareLatencies.sort((a, b) => a - b);
    return { idleRss, rss, peakRss, openSeconds, latencies, missed, perOrder, bareLatencies };
  } finally {
    for (const subscriber of [...subscribers, ...bareAudience]) subscriber.socket.destroy();
    await Promise.all([server.stop(), relay.stop()]);
  }
}

function rows(database: string, options: StreamsOptions, result: StreamsResult, rssBudget: "total" | "streams", maxRatio: number): BenchRow[] {
  const p99 = percentile(result.latencies, 99);
  const bareP99 = Math.max(0.1, percentile(result.bareLatencies, 99));
  const ratio = p99 / bareP99;
  const streamsShare = result.rss - result.idleRss;
  return [
    {
      benchmark: `${options.streams.toLocaleString("en-US")} open order streams, one API process, ${database}`,
      figure: `RSS ${mb(result.rss)} with the streams open (${mb(result.idleRss)} before them, +${mb(streamsShare)}; peak while opening ${mb(result.peakRss)}); opened in ${result.openSeconds.toFixed(1)} s`,
      budget: rssBudget === "total" ? `RSS <= ${mb(MAX_RSS_BYTES)}` : `streams' share <= ${mb(MAX_RSS_BYTES)} (embedded database in the same process)`,
      pass: (rssBudget === "total" ? result.rss : streamsShare) <= MAX_RSS_BYTES,
    },
    {
      benchmark: `order change -> its ${result.perOrder} subscribers, ${database} (${options.changes} changes), vs a bare LISTEN/NOTIFY round trip to as many`,
      figure:
        `p99 ${ratio.toFixed(1)}x the bare round trip's (${p99.toFixed(1)} vs ${bareP99.toFixed(1)} ms); ` +
        `p50 ${percentile(result.latencies, 50).toFixed(1)} ms, max ${result.latencies.at(-1)?.toFixed(1)} ms; ${result.latencies.length} deliveries, ${result.missed} missed`,
      budget: `p99 <= ${maxRatio}x the bare round trip's`,
      pass: ratio <= maxRatio && result.missed === 0,
    },
  ];
}

export async function streamsBench(options: StreamsOptions): Promise<BenchRow[]> {
  const bundle = await bundleServer();
  const out: BenchRow[] = [];
  const databases = new Set((process.env.BENCH_SSE_DATABASES ?? "postgres,pglite").split(",").map((name) => name.trim()));
  if (!databases.has("postgres")) {
    // PGlite only, on request.
  } else if (findPostgres() !== undefined) {
    const cluster = await startThrowawayCluster();
    try {
      const result = await measure(bundle, { DATABASE_URL: cluster.adminUrl }, options);
      out.push(...rows("PostgreSQL (LISTEN/NOTIFY)", options, result, "total", MAX_P99_RATIO.postgres));
    } finally {
      cluster.stop();
    }
  } else {
    console.log("PostgreSQL binaries not found: the stream benchmark runs on PGlite only, and the RSS budget applies to the whole process.");
  }
  if (databases.has("pglite")) {
    const embedded = await measure(bundle, {}, options);
    out.push(...rows("embedded PGlite", options, embedded, out.length > 0 ? "streams" : "total", MAX_P99_RATIO.pglite));
  }
  return out;
}
