import type { Socket } from "node:net";
import type { FastifyReply, FastifyRequest } from "fastify";
import { SECURITY_HEADERS } from "../lib/security-headers";
import type { StreamEvent } from "./event-bus";

/** What a reconnecting client waits before trying again (the `retry:` field). */
const SSE_RETRY_MS = 2_000;
/** A client that stops reading is dropped once this much is queued for it; it reconnects with Last-Event-ID. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export interface SseStream {
  /** Writes `id:` and `data:`; an id at or below the last one sent is skipped (replay and live can overlap). */
  send(event: StreamEvent): void;
  /** Writes the event whatever its id (the stream of every order: the caller skips per order). */
  push(event: StreamEvent): void;
  /** Resolves once what is queued for the client has gone below the socket's high-water mark (long replays). */
  drained(): Promise<void>;
  readonly lastId: number;
  /** The client already has every event up to `id` (its Last-Event-ID). */
  resumeAfter(id: number): void;
  readonly closed: boolean;
  /** Runs once when the client goes away or the stream is closed. */
  onClose(callback: () => void): void;
  close(): void;
}

export interface SseHub {
  /** Takes the reply over (hijack) and starts a `text/event-stream` answer. */
  open(request: FastifyRequest, reply: FastifyReply): SseStream;
  /** Open streams in this process. */
  size(): number;
  /** Ends every stream (shutdown): clients reconnect to another instance with Last-Event-ID. */
  closeAll(): void;
}

/**
 * The start of every stream's answer, one string for the process: status line, the security headers
 * (decision 1401) and the stream's own. A stream writes its head straight on the socket, with
 * nothing after it but events, and the socket's end ends the answer: Node's ServerResponse would
 * keep the head it built for each stream, about 2.4 KB of joined strings per open stream (decision
 * 0403's addendum).
 */
const STREAM_HEAD = [
  "HTTP/1.1 200 OK",
  ...Object.entries({
    ...SECURITY_HEADERS,
    "content-type": "text/event-stream; charset=utf-8",
    // Order and payment data of one signed-in caller: never stored by a cache.
    "cache-control": "no-store, no-transform",
    "x-accel-buffering": "no",
    // A stream owns its connection: the answer's end is the socket's end (no length, no chunks).
    connection: "close",
  }).map(([name, value]) => `${name}: ${value}`),
  "",
].join("\r\n");

/**
 * The process's event streams. One timer writes the heartbeat comment to all of them (not one timer
 * per stream); each stream cleans up after itself when its socket closes.
 */
export function createSseHub(options: { heartbeatMs: number }): SseHub {
  const streams = new Set<SseStreamImpl>();
  let timer: NodeJS.Timeout | undefined;

  const heartbeat = () => {
    for (const stream of streams) stream.write(": heartbeat\n\n");
  };
  const track = (stream: SseStreamImpl) => {
    streams.add(stream);
    if (timer === undefined) {
      timer = setInterval(heartbeat, options.heartbeatMs);
      timer.unref();
    }
  };
  const untrack = (stream: SseStreamImpl) => {
    streams.delete(stream);
    if (streams.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };

  return {
    open(request, reply) {
      reply.hijack();
      const socket = request.raw.socket;
      // The CORS headers set by the hooks still apply to the hijacked answer.
      let cors = "";
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if ((name.startsWith("access-control-") || name === "vary") && value !== undefined) cors += `${name}: ${Array.isArray(value) ? value.join(", ") : String(value)}\r\n`;
      }
      socket.setNoDelay(true);
      socket.setKeepAlive(true);
      const stream = new SseStreamImpl(socket, () => untrack(stream));
      track(stream);
      // A client gone before its stream opened: 'close' has already fired.
      if (socket.destroyed) {
        stream.close();
        return stream;
      }
      stream.write(`${STREAM_HEAD}${cors}\r\n`);
      // HEAD gets the stream's headers and nothing else.
      if (request.method === "HEAD") {
        stream.close();
        return stream;
      }
      stream.write(`retry: ${SSE_RETRY_MS}\n\n`);
      return stream;
    },
    size: () => streams.size,
    closeAll() {
      for (const stream of [...streams]) stream.close();
    },
  };
}

/** 'close' always follows an 'error' on a socket; this only keeps an error from being thrown. */
const ignoreError = () => {};

class SseStreamImpl implements SseStream {
  lastId = 0;
  closed = false;
  /** One callback per stream (the subscription's release); kept small, there may be thousands. */
  private onCloseCallback: (() => void) | undefined;

  constructor(
    private readonly socket: Socket,
    private readonly release: () => void,
  ) {
    socket.once("close", () => this.finish());
    socket.on("error", ignoreError);
  }

  write(chunk: string): void {
    if (this.closed) return;
    if (this.socket.writableLength > MAX_BUFFERED_BYTES) {
      this.socket.destroy();
      this.finish();
      return;
    }
    this.socket.write(chunk);
  }

  send(event: StreamEvent): void {
    if (event.id > this.lastId) this.push(event);
  }

  push(event: StreamEvent): void {
    if (this.closed) return;
    this.lastId = Math.max(this.lastId, event.id);
    this.write(`id: ${event.id}\ndata: ${event.data}\n\n`);
  }

  drained(): Promise<void> {
    if (this.closed || !this.socket.writableNeedDrain) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        this.socket.off("drain", done);
        this.socket.off("close", done);
        resolve();
      };
      this.socket.once("drain", done);
      this.socket.once("close", done);
    });
  }

  resumeAfter(id: number): void {
    this.lastId = Math.max(this.lastId, id);
  }

  onClose(callback: () => void): void {
    if (this.closed) {
      callback();
      return;
    }
    const previous = this.onCloseCallback;
    this.onCloseCallback = previous === undefined ? callback : () => (previous(), callback());
  }

  close(): void {
    if (this.closed) return;
    this.socket.end();
    this.finish();
  }

  private finish(): void {
    if (this.closed) return;
    this.closed = true;
    this.release();
    const callback = this.onCloseCallback;
    this.onCloseCallback = undefined;
    callback?.();
  }
}
