import http from "node:http";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { listeningUrl } from "../support";

export interface FuzzRequest {
  method: string;
  /** Path and query exactly as sent on the request line (no normalisation of `..` or `%2e`). */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

export interface FuzzAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** An event stream was opened (and closed by us at once). */
  streamed: boolean;
}

class StaleSocketError extends Error {
  constructor(cause: Error) {
    super(`reused socket closed: ${cause.message}`, { cause });
  }
}

/** The text of a (possibly compressed) answer body. */
function decode(body: Buffer, encoding: string | undefined): string {
  if (body.length === 0) return "";
  if (encoding === "br") return brotliDecompressSync(body).toString("utf8");
  if (encoding === "gzip") return gunzipSync(body).toString("utf8");
  if (encoding === "deflate") return inflateSync(body).toString("utf8");
  return body.toString("utf8");
}

export interface Sender {
  send(request: FuzzRequest): Promise<FuzzAnswer>;
  close(): void;
}

/**
 * Sends requests over a real socket (node:http, keep-alive) rather than app.inject: the request
 * line reaches the server byte for byte (`..`, `%2e%2e`, `%00`), and an accepted event stream can be
 * closed as soon as its headers arrive instead of holding the test.
 */
export async function createSender(app: FastifyInstance, timeoutMs = 15_000): Promise<Sender> {
  const { port } = new URL(await listeningUrl(app));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
  const attempt = (request: FuzzRequest) =>
    new Promise<FuzzAnswer>((resolve, reject) => {
      let settled = false;
      const finish = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        outcome();
      };
      const outgoing = http.request({
        host: "127.0.0.1",
        port: Number(port),
        method: request.method,
        path: request.path,
        agent,
        headers: { ...request.headers, ...(request.body === undefined ? {} : { "content-length": String(request.body.length) }) },
      });
      const timer = setTimeout(() => {
        outgoing.destroy();
        finish(() => reject(new Error(`no answer within ${timeoutMs} ms`)));
      }, timeoutMs);
      outgoing.on("response", (response) => {
        const base = { status: response.statusCode ?? 0, headers: response.headers };
        if (String(response.headers["content-type"] ?? "").startsWith("text/event-stream")) {
          response.destroy();
          outgoing.destroy();
          finish(() => resolve({ ...base, body: "", streamed: true }));
          return;
        }
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          finish(() => {
            try {
              resolve({ ...base, body: decode(Buffer.concat(chunks), response.headers["content-encoding"]), streamed: false });
            } catch (error) {
              reject(new Error(`the ${response.headers["content-encoding"]} body could not be decoded`, { cause: error }));
            }
          }),
        );
        response.on("error", (error) => finish(() => reject(error)));
      });
      outgoing.on("error", (error: NodeJS.ErrnoException) => {
        // The server may close an idle keep-alive socket as we reuse it: that request never arrived.
        const stale = outgoing.reusedSocket && (error.code === "ECONNRESET" || error.code === "EPIPE");
        finish(() => reject(stale ? new StaleSocketError(error) : error));
      });
      outgoing.end(request.body);
    });
  return {
    async send(request) {
      try {
        return await attempt(request);
      } catch (error) {
        if (error instanceof StaleSocketError) return attempt(request);
        throw error;
      }
    },
    close: () => agent.destroy(),
  };
}
