import pg from "pg";
import type { DatabaseHandle } from "./client";

export interface NotificationHandlers {
  /** One NOTIFY on the channel, delivered after the sending transaction committed. */
  onMessage(payload: string): void;
  /** The connection was lost and is back: notifications sent meanwhile were missed. */
  onReconnect?(): void;
  onError?(error: unknown): void;
}

export interface NotificationListener {
  close(): Promise<void>;
}

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 5_000;

/**
 * LISTEN on one channel, once per process. PGlite is a single in-process connection that receives
 * its own NOTIFYs; on PostgreSQL a dedicated client (outside the pool) listens and reconnects with
 * backoff when the connection drops, so notifications raised by any API instance reach this one.
 */
export async function listenForNotifications(database: DatabaseHandle, channel: string, handlers: NotificationHandlers): Promise<NotificationListener> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel name: ${channel}`);
  if (database.pglite !== undefined) {
    const pglite = database.pglite;
    const unlisten = await pglite.listen(channel, (payload) => handlers.onMessage(payload));
    return {
      async close() {
        if (!pglite.closed) await unlisten().catch(() => {});
      },
    };
  }
  if (database.databaseUrl === undefined) throw new Error("a PostgreSQL database handle without its URL cannot LISTEN");
  return listenOnPostgres(database.databaseUrl, channel, handlers);
}

async function listenOnPostgres(url: string, channel: string, handlers: NotificationHandlers): Promise<NotificationListener> {
  let client: pg.Client | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let delay = RECONNECT_MIN_MS;

  const drop = (lost: pg.Client) => {
    if (client !== lost) return;
    client = undefined;
    lost.end().catch(() => {});
    if (!closed) schedule();
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: url, application_name: "forno-api-listener", keepAlive: true });
    next.on("notification", (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.onMessage(message.payload);
    });
    next.on("error", (error) => {
      handlers.onError?.(error);
      drop(next);
    });
    next.on("end", () => drop(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
  };

  const schedule = () => {
    timer = setTimeout(() => {
      connect().then(
        () => {
          delay = RECONNECT_MIN_MS;
          if (!closed) handlers.onReconnect?.();
        },
        (error: unknown) => {
          handlers.onError?.(error);
          delay = Math.min(delay * 2, RECONNECT_MAX_MS);
          if (!closed) schedule();
        },
      );
    }, delay);
    timer.unref();
  };

  await connect();
  return {
    async close() {
      closed = true;
      if (timer !== undefined) clearTimeout(timer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
