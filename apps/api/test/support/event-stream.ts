import type { FastifyInstance } from "fastify";

export interface StreamMessage {
  id?: string;
  data: string;
}

export interface TestStream {
  status: number;
  headers: Headers;
  /** The JSON error body of a refused stream. */
  error?: { statusCode: number; message: string };
  /** The next message (id and data), waiting at most `timeoutMs`. */
  next(timeoutMs?: number): Promise<StreamMessage>;
  /** Resolves with true when nothing arrives within `ms`. */
  quietFor(ms: number): Promise<boolean>;
  /** True once the server ended the stream (or it was closed or refused). */
  readonly ended: boolean;
  /** The next comment line (heartbeat). */
  nextComment(timeoutMs?: number): Promise<string>;
  close(): void;
}

/** The app's HTTP address, listening on a free loopback port the first time (streams need a real socket). */
export async function listeningUrl(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (address === null || typeof address === "string") throw new Error("the app is not listening on TCP");
  return `http://127.0.0.1:${address.port}`;
}

export interface OpenStreamOptions {
  token?: string;
  lastEventId?: string | number;
  headers?: Record<string, string>;
}

/** Opens an event stream over real HTTP (fetch) and parses it: messages, comments, refusals. */
export async function openStream(app: FastifyInstance, path: string, options: OpenStreamOptions = {}): Promise<TestStream> {
  return openStreamAt(`${await listeningUrl(app)}${path}`, options);
}

/** openStream on any URL (another process, a proxy). */
export async function openStreamAt(url: string, options: OpenStreamOptions = {}): Promise<TestStream> {
  const controller = new AbortController();
  const headers: Record<string, string> = { accept: "text/event-stream", ...options.headers };
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  if (options.lastEventId !== undefined) headers["last-event-id"] = String(options.lastEventId);
  const response = await fetch(url, { headers, signal: controller.signal });

  const messages: StreamMessage[] = [];
  const comments: string[] = [];
  const waiters: Array<() => void> = [];
  let ended = false;
  const wake = () => {
    for (const waiter of waiters.splice(0)) waiter();
  };

  let error: TestStream["error"];
  if (response.status !== 200 || response.body === null) {
    error = (await response.json().catch(() => undefined)) as TestStream["error"];
    ended = true;
  } else {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = "";
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = buffer.indexOf("\n\n")) !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const message: StreamMessage = { data: "" };
            const data: string[] = [];
            for (const line of block.split("\n")) {
              if (line.startsWith(":")) comments.push(line.slice(1).trim());
              else if (line.startsWith("id:")) message.id = line.slice(3).trim();
              else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
            }
            if (data.length > 0) messages.push({ ...message, data: data.join("\n") });
            wake();
          }
        }
      } catch {
        // aborted by close()
      }
      ended = true;
      wake();
    })();
  }

  const waitFor = async <T>(take: () => T | undefined, timeoutMs: number, what: string): Promise<T> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = take();
      if (value !== undefined) return value;
      if (ended) throw new Error(`stream ended while waiting for ${what}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${what} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  };

  return {
    status: response.status,
    headers: response.headers,
    error,
    next: (timeoutMs = 5_000) => waitFor(() => messages.shift(), timeoutMs, "message"),
    nextComment: (timeoutMs = 5_000) => waitFor(() => comments.shift(), timeoutMs, "comment"),
    async quietFor(ms) {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return messages.length === 0;
    },
    get ended() {
      return ended;
    },
    close() {
      controller.abort();
    },
  };
}

/** Polls `condition` every 20 ms until it holds; throws after `timeoutMs` (stream clean-up, subscriber counts). */
export async function waitFor(condition: () => boolean, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("condition not reached in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
