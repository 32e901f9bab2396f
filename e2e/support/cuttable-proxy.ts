import { connect, createServer, type Socket } from "node:net";

export interface CuttableProxy {
  /** http://127.0.0.1:<port>, forwarding to the target. */
  url: string;
  /** Connections accepted and forwarded so far. */
  readonly forwarded: number;
  /** Destroys every open connection (both sides) and refuses new ones: a network gone dead. */
  cut(): void;
  /** Lets new connections through again. */
  restore(): void;
  close(): Promise<void>;
}

/**
 * A TCP proxy on a free loopback port in front of `targetPort`, so a test can kill a connection
 * the browser holds open (an event stream) and bring the network back, which the browser's own
 * request interception cannot do once a response is streaming.
 */
export async function startCuttableProxy(targetPort: number, targetHost = "127.0.0.1"): Promise<CuttableProxy> {
  const open = new Set<Socket>();
  let refusing = false;
  let forwarded = 0;
  const server = createServer((client) => {
    if (refusing) {
      client.resetAndDestroy();
      return;
    }
    forwarded++;
    const upstream = connect(targetPort, targetHost);
    const drop = () => {
      for (const socket of [client, upstream]) {
        socket.destroy();
        open.delete(socket);
      }
    };
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on("error", drop);
      socket.on("close", drop);
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("the proxy has no TCP address");
  return {
    url: `http://127.0.0.1:${address.port}`,
    get forwarded() {
      return forwarded;
    },
    cut() {
      refusing = true;
      // resetAndDestroy: the browser sees the connection reset, as when a network drops.
      for (const socket of [...open]) socket.resetAndDestroy();
    },
    restore() {
      refusing = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        refusing = true;
        for (const socket of [...open]) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
