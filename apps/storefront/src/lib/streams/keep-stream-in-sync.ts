import { type EventStream, isStreamRefusal } from "@forno/api-client";

/** What a stream's connection tells: each accepted connection and each error. */
export interface ConnectionHandlers {
  onOpen: () => void;
  onError: (error: unknown) => void;
}

export interface StreamSync {
  /** Opens the stream, passing these handlers on to the api-client. */
  open: (connection: ConnectionHandlers) => EventStream;
  /** Reads the followed resource again: after every reconnection and when the page is shown again. */
  recheck: () => void;
  /** The server refused the stream (4xx): it is closed for good. */
  onRefused?: (error: unknown) => void;
}

/**
 * Keeps a screen in step with an event stream across lost connections (decision 2200). A network
 * error or a 5xx is only a blip: the api-client reconnects with Last-Event-ID, and what changed
 * meanwhile is read again on the reconnection (also the first connection after a failed attempt),
 * so nothing depends on the replay alone. A hidden
 * page may have had its connection cut without an error (a phone's radio asleep), so it is read
 * again when shown. Only a 4xx closes the stream. Returns the cleanup.
 */
export function keepStreamInSync({ open, recheck, onRefused }: StreamSync): () => void {
  // Set by the first connection or the first error: any connection after that is a reconnection.
  let reconnecting = false;
  const stream = open({
    onOpen: () => {
      if (reconnecting) recheck();
      reconnecting = true;
    },
    onError: (error) => {
      reconnecting = true;
      if (!isStreamRefusal(error)) return;
      stream.close();
      onRefused?.(error);
    },
  });
  const onVisibility = () => {
    if (document.visibilityState === "visible" && !stream.closed) recheck();
  };
  document.addEventListener("visibilitychange", onVisibility);
  return () => {
    stream.close();
    document.removeEventListener("visibilitychange", onVisibility);
  };
}
