import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { afterEach } from "vitest";

// A real HTTP server speaking the event-stream protocol, for the reader and the stream helper.
let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

export function listen(handler: (req: IncomingMessage, res: ServerResponse, attempt: number) => void): Promise<string> {
  let attempt = 0;
  server = createServer((req, res) => handler(req, res, ++attempt));
  return new Promise((resolve) => server!.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server!.address() as { port: number }).port}/stream`)));
}

export function until(check: () => boolean, ms = 5_000) {
  return new Promise<void>((resolve, reject) => {
    const started = Date.now();
    const timer = setInterval(() => {
      if (check()) {
        clearInterval(timer);
        resolve();
      } else if (Date.now() - started > ms) {
        clearInterval(timer);
        reject(new Error("timed out"));
      }
    }, 10);
  });
}
