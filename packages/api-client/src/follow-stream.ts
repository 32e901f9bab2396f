import type * as StreamMessages from "@forno/domain/stream-messages";
import { type z } from "zod";
import { type Http } from "./http";
import type { EventStream } from "./sse";

export interface StreamHandlers<T> {
  onMessage: (message: T) => void;
  onError?: (error: unknown) => void;
  /** Each accepted connection, the first and every reconnection (a catch-up point). */
  onOpen?: () => void;
  /** The connection dropped; the reader reconnects by itself. */
  onDisconnect?: () => void;
}

/**
 * The message schemas and the stream reader arrive with the first stream, not with the app:
 * api-client sits in the storefront's entry chunk, which has no room for zod (decision 0501) nor
 * for a reader only the order and payment screens use (decision 3001).
 */
const loadSchemas = () => import("@forno/domain/stream-messages");
const loadReader = () => import("./sse");

/**
 * Follows one of the API's event streams (`orders/sse/{id}`, `order-payments/sse/{orderId}`):
 * each message's data is JSON read with the schema `pick` names; a message that does not parse,
 * or a handler that throws, goes to `onError`. The bearer token, the 401 policy and reconnection
 * with Last-Event-ID are openEventStream's.
 */
export function followStream<T>(
  { config }: Http,
  path: string,
  pick: (schemas: typeof StreamMessages) => z.ZodType<T>,
  handlers: StreamHandlers<T>,
): EventStream {
  const schema = loadSchemas().then(pick);
  // Messages are handed over one after the other, in the order they arrived.
  let previous: Promise<void> = Promise.resolve();
  const deliver = async (data: string) => {
    try {
      const message = (await schema).parse(JSON.parse(data));
      if (!stream.closed) handlers.onMessage(message);
    } catch (error) {
      if (!stream.closed) handlers.onError?.(error);
    }
  };
  let closed = false;
  let opened: EventStream | undefined;
  const stream: EventStream = {
    close() {
      closed = true;
      opened?.close();
    },
    get closed() {
      return closed;
    },
  };
  void loadReader().then(({ openEventStream }) => {
    if (closed) return;
    opened = openEventStream({
      url: `${config.baseUrl.replace(/\/+$/, "")}/${path}`,
      tokenStore: config.tokenStore,
      ...(config.onUnauthorized ? { onUnauthorized: config.onUnauthorized } : {}),
      ...(config.fetch ? { fetch: config.fetch } : {}),
      onEvent: (event) => {
        previous = previous.then(() => deliver(event.data));
      },
      ...(handlers.onError ? { onError: handlers.onError } : {}),
      ...(handlers.onOpen ? { onOpen: handlers.onOpen } : {}),
      ...(handlers.onDisconnect ? { onDisconnect: handlers.onDisconnect } : {}),
    });
  });
  return stream;
}
