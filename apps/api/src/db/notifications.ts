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
 * LISTEN on a channel; one listening connection per database handle. PGlite is a single in-process connection that receives
 * its own NOTIFYs; on PostgreSQL one dedicated client per database (outside the pool) listens on
 * every channel the process asks for and reconnects with backoff when the connection drops, so
 * notifications raised by any API instance reach this one.
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
  return listenOnPostgres(database, database.databaseUrl, channel, handlers);
}

interface SharedListener {
  channels: Map<string, Set<NotificationHandlers>>;
  client: pg.Client | undefined;
  connecting: Promise<void> | undefined;
  timer: NodeJS.Timeout | undefined;
  delay: number;
  closed: boolean;
  /** The shared client's LISTEN and UNLISTEN, one after the other (a pg client runs one query at a time). */
  commands: Promise<unknown>;
}

/** One listening connection per database handle (one per API instance), whatever the number of channels. */
const shared = new WeakMap<DatabaseHandle, SharedListener>();

/** Runs `text` on the shared client after the commands already asked for. */
function command(state: SharedListener, client: pg.Client, text: string): Promise<unknown> {
  const run = state.commands.then(() => client.query(text));
  state.commands = run.catch(() => {});
  return run;
}

function everyHandler(listener: SharedListener): NotificationHandlers[] {
  return [...listener.channels.values()].flatMap((set) => [...set]);
}

async function listenOnPostgres(database: DatabaseHandle, url: string, channel: string, handlers: NotificationHandlers): Promise<NotificationListener> {
  let listener = shared.get(database);
  if (listener === undefined) {
    listener = { channels: new Map(), client: undefined, connecting: undefined, timer: undefined, delay: RECONNECT_MIN_MS, closed: false, commands: Promise.resolve() };
    shared.set(database, listener);
  }
  const state = listener;
  const isNewChannel = !state.channels.has(channel);
  if (isNewChannel) state.channels.set(channel, new Set());
  state.channels.get(channel)!.add(handlers);

  const remove = () => {
    const set = state.channels.get(channel);
    set?.delete(handlers);
    if (set?.size === 0) {
      state.channels.delete(channel);
      if (state.client !== undefined) command(state, state.client, `UNLISTEN ${channel}`).catch(() => {});
    }
    if (state.channels.size > 0) return;
    state.closed = true;
    if (shared.get(database) === state) shared.delete(database);
    if (state.timer !== undefined) clearTimeout(state.timer);
    const current = state.client;
    state.client = undefined;
    return current?.end().catch(() => {});
  };

  try {
    if (state.connecting !== undefined) await state.connecting;
    if (state.client === undefined) {
      state.connecting = connectShared(url, state).finally(() => {
        state.connecting = undefined;
      });
      await state.connecting;
    } else if (isNewChannel) {
      await command(state, state.client, `LISTEN ${channel}`);
    }
  } catch (error) {
    await remove();
    throw error;
  }
  return {
    async close() {
      await remove();
    },
  };
}

/** Connects, LISTENs on every registered channel, and reconnects with backoff when the connection drops. */
async function connectShared(url: string, state: SharedListener): Promise<void> {
  const next = new pg.Client({ connectionString: url, application_name: "forno-api-listener", keepAlive: true });
  const drop = () => {
    if (state.client !== next) return;
    state.client = undefined;
    next.end().catch(() => {});
    if (!state.closed) schedule(url, state);
  };
  next.on("notification", (message) => {
    if (message.payload === undefined) return;
    for (const handlers of state.channels.get(message.channel) ?? []) handlers.onMessage(message.payload);
  });
  next.on("error", (error) => {
    for (const handlers of everyHandler(state)) handlers.onError?.(error);
    drop();
  });
  next.on("end", drop);
  try {
    await next.connect();
    for (const channel of state.channels.keys()) await next.query(`LISTEN ${channel}`);
  } catch (error) {
    next.end().catch(() => {});
    throw error;
  }
  if (state.closed) {
    await next.end().catch(() => {});
    return;
  }
  state.client = next;
}

function schedule(url: string, state: SharedListener): void {
  state.timer = setTimeout(() => {
    connectShared(url, state).then(
      () => {
        state.delay = RECONNECT_MIN_MS;
        if (!state.closed) for (const handlers of everyHandler(state)) handlers.onReconnect?.();
      },
      (error: unknown) => {
        for (const handlers of everyHandler(state)) handlers.onError?.(error);
        state.delay = Math.min(state.delay * 2, RECONNECT_MAX_MS);
        if (!state.closed) schedule(url, state);
      },
    );
  }, state.delay);
  state.timer.unref();
}
