// 10,000 open order streams (GET /orders/sse/{id}) on one API process, spread over a few orders, then
// order changes made through the API: the server's resident memory with every stream open, and how
// long a change takes to reach each subscriber of its order (from the moment the change is requested
// to the moment the subscriber's socket receives the event). Loopback only, bounded, stops by itself.
import { connect, type Socket } from "node:net";
import { performance } from "node:perf_hooks";
import { startServer } from "./child";
import { type BenchRow, mb, percentile } from "./report";

const MAX_RSS_BYTES = 250 * 1024 * 1024;
const MAX_P99_MS = 50;
const OPEN_CONCURRENCY = 200;
const EVENT_TIMEOUT_MS = 10_000;
const DATA = Buffer.from("data: ");

interface Subscriber {
  socket: Socket;
  orderId: number;
  /** performance.now() when the change was requested; undefined while nothing is awaited. */
  waitingSince?: number;
  onEvent?: (latencyMs: number) => void;
}

function openSubscriber(port: number, orderId: number, token: string): Promise<Subscriber> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: "127.0.0.1" });
    const subscriber: Subscriber = { socket, orderId };
    let opened = false;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`stream of order ${orderId} did not open in time`));
    }, 30_000);
    socket.setNoDelay(true);
    socket.on("connect", () => {
      socket.write(
        `GET /orders/sse/${orderId} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: Bearer ${token}\r\nAccept: text/event-stream\r\n\r\n`,
      );
    });
    socket.on("data", (chunk: Buffer) => {
      if (!opened) {
        if (!chunk.subarray(0, 12).toString().startsWith("HTTP/1.1 200")) {
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

export async function streamsBench(options: { streams: number; orders: number; changes: number }): Promise<BenchRow[]> {
  const server = await startServer("streams", { BENCH_SSE_ORDERS: String(options.orders) });
  const subscribers: Subscriber[] = [];
  try {
    const { apiPort, clientToken, staffToken, orderIds } = server.ready;
    const idle = await server.stats();

    // Open the streams, OPEN_CONCURRENCY at a time, spread evenly over the orders.
    const openStarted = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: OPEN_CONCURRENCY }, async () => {
        while (next < options.streams) {
          const index = next++;
          subscribers.push(await openSubscriber(apiPort, orderIds![index % orderIds!.length]!, clientToken!));
        }
      }),
    );
    const openSeconds = (performance.now() - openStarted) / 1000;
    const open = await server.stats();
    if (open.streams !== options.streams) throw new Error(`the server holds ${open.streams} streams, expected ${options.streams}`);

    // Changes one at a time: ERROR <-> PREPARATION, each reaching that order's subscribers.
    const byOrder = new Map<number, Subscriber[]>();
    for (const subscriber of subscribers) byOrder.set(subscriber.orderId, [...(byOrder.get(subscriber.orderId) ?? []), subscriber]);
    const state = new Map(orderIds!.map((id) => [id, "PREPARATION"]));
    const latencies: number[] = [];
    let missed = 0;
    for (let change = 0; change < options.changes; change += 1) {
      const orderId = orderIds![change % orderIds!.length]!;
      const audience = byOrder.get(orderId) ?? [];
      const toState = state.get(orderId) === "PREPARATION" ? "ERROR" : "PREPARATION";
      state.set(orderId, toState);
      let pending = audience.length;
      const done = new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          missed += pending;
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
      const response = await fetch(`http://127.0.0.1:${apiPort}/order-state-historys`, {
        method: "POST",
        headers: { authorization: `Bearer ${staffToken}`, "content-type": "application/json" },
        body: JSON.stringify({ order_id: orderId, to_state: toState }),
      });
      if (response.status !== 201) throw new Error(`state change answered ${response.status}: ${await response.text()}`);
      await done;
      for (const subscriber of audience) subscriber.waitingSince = undefined;
    }
    const after = await server.stats();
    latencies.sort((a, b) => a - b);
    const perOrder = Math.round(options.streams / orderIds!.length);
    const rss = Math.max(open.rss, after.rss);
    const p99 = percentile(latencies, 99);
    return [
      {
        benchmark: `${options.streams.toLocaleString("en-US")} open order streams, one process (PGlite)`,
        figure: `server RSS ${mb(rss)} (${mb(idle.rss)} before the streams); opened in ${openSeconds.toFixed(1)} s`,
        budget: `RSS <= ${mb(MAX_RSS_BYTES)}`,
        pass: rss <= MAX_RSS_BYTES,
      },
      {
        benchmark: `order change -> its ${perOrder} subscribers (${options.changes} changes)`,
        figure: `p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${latencies.at(-1)?.toFixed(1)} ms; ${latencies.length} deliveries, ${missed} missed`,
        budget: `p99 <= ${MAX_P99_MS} ms`,
        pass: p99 <= MAX_P99_MS && missed === 0,
      },
    ];
  } finally {
    for (const subscriber of subscribers) subscriber.socket.destroy();
    await server.stop();
  }
}
