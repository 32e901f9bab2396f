import { ApiError, apiErrorFrom } from "./errors";
import { isStreamRefusal } from "./error-reading";
import { createSseParser, type ServerEvent } from "./sse-parser";
import { type TokenStore } from "./token-store";

export interface EventStreamOptions {
  url: string;
  tokenStore?: TokenStore;
  onEvent: (event: ServerEvent) => void;
  /** Called for a refused stream (4xx: not retried) and for network errors (retried). */
  onError?: (error: unknown) => void;
  /** Called each time a connection is accepted (the first and every reconnection). */
  onOpen?: () => void;
  /** Called when an accepted connection ends or breaks (a reconnection follows unless closed). */
  onDisconnect?: () => void;
  /** Called when the server answered 401 (the token was removed). */
  onUnauthorized?: () => void;
  lastEventId?: string;
  /** Wait before reconnecting, unless the server sent `retry:`. */
  retryMs?: number;
  fetch?: typeof fetch;
}

export interface EventStream {
  close(): void;
  readonly closed: boolean;
}

/**
 * Reads a server-sent event stream with fetch, so the bearer header can be sent
 * (EventSource cannot). Reconnects with Last-Event-ID after a dropped connection;
 * stops for good on close() or when the server refuses the stream (4xx).
 */
export function openEventStream(options: EventStreamOptions): EventStream {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const controller = new AbortController();
  let closed = false;
  let lastEventId = options.lastEventId;
  let retryMs = options.retryMs ?? 2_000;

  async function connectOnce(): Promise<"retry" | "stop"> {
    const headers: Record<string, string> = { Accept: "text/event-stream" };
    const token = options.tokenStore?.get();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (lastEventId !== undefined) headers["Last-Event-ID"] = lastEventId;
    const response = await doFetch(options.url, { headers, signal: controller.signal, cache: "no-store" });
    if (!response.ok || !response.body) {
      const body: unknown = await response.json().catch(() => undefined);
      if (response.status === 401) {
        options.tokenStore?.remove();
        options.onUnauthorized?.();
      }
      const error = apiErrorFrom(response.status, body);
      options.onError?.(error);
      return isStreamRefusal(error) ? "stop" : "retry";
    }
    if (!closed) options.onOpen?.();
    const parser = createSseParser();
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        for (const event of parser.push(value)) {
          lastEventId = event.id ?? lastEventId;
          if (!closed) options.onEvent(event);
        }
        if (parser.retry !== undefined) retryMs = parser.retry;
      }
    } finally {
      if (!closed) options.onDisconnect?.();
    }
    return "retry";
  }

  async function run() {
    while (!closed) {
      let outcome: "retry" | "stop";
      try {
        outcome = await connectOnce();
      } catch (error) {
        if (closed) return;
        options.onError?.(error);
        outcome = "retry";
      }
      if (outcome === "stop" || closed) return;
      await new Promise((resolve) => setTimeout(resolve, retryMs));
    }
  }

  void run();

  return {
    close() {
      closed = true;
      controller.abort();
    },
    get closed() {
      return closed;
    },
  };
}


export type { ServerEvent };
export { ApiError, isStreamRefusal };
