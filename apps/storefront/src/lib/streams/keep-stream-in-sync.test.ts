import { ApiError, type EventStream } from "@forno/api-client";
import { describe, expect, it, vi } from "vitest";
import { type ConnectionHandlers, keepStreamInSync } from "./keep-stream-in-sync";

/** A stream whose connection events the test drives by hand. */
function fakeStream() {
  let connection: ConnectionHandlers | undefined;
  const stream: EventStream & { closed: boolean; close: ReturnType<typeof vi.fn> } = { closed: false, close: vi.fn(() => void (stream.closed = true)) };
  const open = (handlers: ConnectionHandlers) => {
    connection = handlers;
    return stream;
  };
  return { stream, open, connection: () => connection! };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
  document.dispatchEvent(new Event("visibilitychange"));
}

describe("keepStreamInSync", () => {
  it("reads again on every reconnection, not on the first connection", () => {
    const fake = fakeStream();
    const recheck = vi.fn();
    const stop = keepStreamInSync({ open: fake.open, recheck });
    fake.connection().onOpen();
    expect(recheck).not.toHaveBeenCalled();
    fake.connection().onError(new TypeError("network error"));
    fake.connection().onOpen();
    expect(recheck).toHaveBeenCalledTimes(1);
    fake.connection().onOpen();
    expect(recheck).toHaveBeenCalledTimes(2);
    stop();
  });

  it("the first connection after a failed attempt is a reconnection too", () => {
    const fake = fakeStream();
    const recheck = vi.fn();
    const stop = keepStreamInSync({ open: fake.open, recheck });
    fake.connection().onError(new TypeError("network error"));
    fake.connection().onOpen();
    expect(recheck).toHaveBeenCalledTimes(1);
    stop();
  });

  it("a network error or a 5xx leaves the stream open (it reconnects); a 4xx closes it and is reported", () => {
    const fake = fakeStream();
    const onRefused = vi.fn();
    const stop = keepStreamInSync({ open: fake.open, recheck: vi.fn(), onRefused });
    fake.connection().onError(new TypeError("network error"));
    fake.connection().onError(new ApiError(503, "Indisponível", undefined));
    fake.connection().onError(new SyntaxError("bad JSON"));
    expect(fake.stream.close).not.toHaveBeenCalled();
    expect(onRefused).not.toHaveBeenCalled();
    const refusal = new ApiError(403, "Você não tem permissão para acessar este recurso.", undefined);
    fake.connection().onError(refusal);
    expect(fake.stream.close).toHaveBeenCalled();
    expect(onRefused).toHaveBeenCalledWith(refusal);
    stop();
  });

  it("reads again when the page is shown again, while following; not once stopped or closed", () => {
    const fake = fakeStream();
    const recheck = vi.fn();
    const stop = keepStreamInSync({ open: fake.open, recheck });
    setVisibility("hidden");
    expect(recheck).not.toHaveBeenCalled();
    setVisibility("visible");
    expect(recheck).toHaveBeenCalledTimes(1);
    stop();
    expect(fake.stream.close).toHaveBeenCalled();
    setVisibility("visible");
    expect(recheck).toHaveBeenCalledTimes(1);
  });
});
