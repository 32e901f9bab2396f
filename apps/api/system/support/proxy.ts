import { Agent, type IncomingHttpHeaders, type Server, createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";

export interface Upstream {
  name: string;
  /** http://host:port */
  url: string;
}

export interface ReverseProxy {
  url: string;
  /** The upstream's name answering each request, in arrival order. */
  readonly served: readonly string[];
  close(): Promise<void>;
}

/** Names the instance that answered (tests check where each request landed). */
export const UPSTREAM_HEADER = "x-forno-upstream";

/** Hop-by-hop headers: they describe one connection and are not forwarded (RFC 9110 section 7.6.1). */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "te", "trailer", "upgrade"]);

function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const kept: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (!HOP_BY_HOP.has(name) && value !== undefined) kept[name] = value;
  return kept;
}

/**
 * A small load balancer on 127.0.0.1: each request goes to the next upstream in turn (round-robin
 * per request, not per connection), bodies are piped both ways without buffering, so an event
 * stream flows through chunk by chunk. A client that goes away closes its upstream request (the
 * instance then drops the stream). An unreachable upstream is a 502.
 */
export async function startReverseProxy(upstreams: readonly Upstream[]): Promise<ReverseProxy> {
  if (upstreams.length === 0) throw new Error("a proxy needs at least one upstream");
  const agent = new Agent({ keepAlive: true });
  const served: string[] = [];
  let next = 0;

  const server: Server = createServer((req, res) => {
    const upstream = upstreams[next % upstreams.length]!;
    next += 1;
    served.push(upstream.name);
    const target = new URL(req.url ?? "/", upstream.url);
    const forwarded = httpRequest(target, {
      method: req.method,
      agent,
      headers: { ...endToEnd(req.headers), host: target.host, "x-forwarded-for": req.socket.remoteAddress ?? "127.0.0.1" },
    });
    forwarded.on("response", (answer) => {
      res.writeHead(answer.statusCode ?? 502, { ...endToEnd(answer.headers), [UPSTREAM_HEADER]: upstream.name });
      res.flushHeaders();
      answer.pipe(res);
      answer.on("error", () => res.destroy());
    });
    forwarded.on("error", () => {
      if (!res.headersSent) {
        res.writeHead(502, { "content-type": "application/json", [UPSTREAM_HEADER]: upstream.name });
        res.end(JSON.stringify({ statusCode: 502, message: `upstream ${upstream.name} unreachable` }));
      } else {
        res.destroy();
      }
    });
    res.on("close", () => {
      if (!res.writableFinished) forwarded.destroy();
    });
    req.pipe(forwarded);
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
