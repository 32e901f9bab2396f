import { Agent, createServer } from "node:https";
import type { AddressInfo } from "node:net";
import { generate } from "selfsigned";

/** One message as the push service received it. */
export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface FakePushService {
  /** https://localhost:<port>/<name>: an endpoint of this service. */
  endpoint(name: string): string;
  /** An https.Agent that trusts this service's self-signed certificate (buildApp's pushAgent). */
  agent: Agent;
  received: ReceivedPush[];
  /** Answer this status to the endpoint's pushes from now on (201 unless told). */
  answer(name: string, status: number): void;
  close(): Promise<void>;
}

/** A local push service (RFC 8030's receiving side only): records every push and answers 201, or what it is told. */
export async function startFakePushService(): Promise<FakePushService> {
  const pems = await generate([{ name: "commonName", value: "localhost" }], { keySize: 2048 });
  const statuses = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const server = createServer({ key: pems.private, cert: pems.cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = request.url ?? "/";
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(statuses.get(path.slice(1)) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new Agent({ ca: pems.cert });
  return {
    endpoint: (name) => `https://localhost:${port}/${name}`,
    agent,
    received,
    answer: (name, status) => void statuses.set(name, status),
    close: async () => {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
