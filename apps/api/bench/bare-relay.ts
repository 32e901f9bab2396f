// The reference of the stream fan-out benchmark (decision 3005): a bare LISTEN/NOTIFY round trip to
// the same audience. A bare Node server (its own child process) takes a POST /notify, runs
// pg_notify on the database (PostgreSQL with DATABASE_URL, else its own in-memory PGlite), hears it
// on its LISTEN connection and writes it to every open GET /sse response: what an order change does
// through the API, without the token, the checks, the state move and the order's reading.
import { type ChildProcess, fork } from "node:child_process";
import { type ServerResponse, createServer } from "node:http";
import { fileURLToPath } from "node:url";

const CHANNEL = "forno_bench_relay";
/** About an order's size on its stream: each subscriber gets as many bytes as an order event. */
const PAYLOAD = JSON.stringify({ note: "x".repeat(1_500) });

async function serveRelay(): Promise<void> {
  const subscribers = new Set<ServerResponse>();
  const fanOut = () => {
    for (const response of subscribers) response.write(`data: ${PAYLOAD}\n\n`);
  };
  let notify: () => Promise<unknown>;
  let close: () => Promise<unknown>;
  const url = process.env.DATABASE_URL;
  if (url) {
    const { default: pg } = await import("pg");
    const listener = new pg.Client({ connectionString: url });
    await listener.connect();
    listener.on("notification", fanOut);
    await listener.query(`LISTEN ${CHANNEL}`);
    const sender = new pg.Pool({ connectionString: url, max: 2 });
    notify = () => sender.query(`SELECT pg_notify('${CHANNEL}', '')`);
    close = () => Promise.all([listener.end(), sender.end()]);
  } else {
    const { PGlite } = await import("@electric-sql/pglite");
    const db = await PGlite.create();
    await db.listen(CHANNEL, fanOut);
    notify = () => db.query(`SELECT pg_notify('${CHANNEL}', '')`);
    close = () => db.close();
  }
  const server = createServer((request, response) => {
    if (request.method === "GET" && request.url === "/sse") {
      response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-store" });
      response.write(`data: ${PAYLOAD}\n\n`);
      subscribers.add(response);
      request.on("close", () => subscribers.delete(response));
    } else if (request.method === "POST" && request.url === "/notify") {
      notify().then(
        () => response.writeHead(204).end(),
        (error: unknown) => response.writeHead(500).end(String(error)),
      );
    } else {
      response.writeHead(404).end();
    }
  });
  server.listen(0, "127.0.0.1", () => process.send?.({ type: "ready", port: (server.address() as { port: number }).port }));
  process.on("message", async (message: { type: string }) => {
    if (message.type !== "stop") return;
    for (const response of subscribers) response.destroy();
    server.close();
    await close();
    process.exit(0);
  });
}

export interface Relay {
  port: number;
  stop(): Promise<void>;
}

/** Starts the relay in a child process (same loader) on `env`'s database and waits until it listens. */
export async function startRelay(env: Record<string, string>): Promise<Relay> {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ["relay"], { execArgv: process.execArgv, stdio: "inherit", env: { ...process.env, ...env } });
  const port = await new Promise<number>((resolve, reject) => {
    child.once("message", (message: { type?: string; port?: number }) => (message.type === "ready" ? resolve(message.port!) : reject(new Error("relay: unexpected message"))));
    child.once("exit", (code) => reject(new Error(`the bare relay exited early (${code})`)));
  });
  return {
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
        child.once("exit", () => {
          clearTimeout(timer);
          resolve();
        });
        child.send({ type: "stop" });
      }),
  };
}

if (process.argv[2] === "relay") await serveRelay();
