import { describe, expect, it } from "vitest";
import { ApiError } from "../src/errors";
import { isStreamRefusal, openEventStream } from "../src/sse";
import { memoryTokenStore } from "../src/token-store";
import { type ServerEvent } from "../src/sse-parser";
import { listen, until } from "./sse-server";

describe("openEventStream", () => {
  it("sends the bearer token, and after a dropped connection reconnects with Last-Event-ID", async () => {
    const seen: { auth?: string; lastEventId?: string }[] = [];
    const url = await listen((req, res, attempt) => {
      seen.push({ auth: req.headers.authorization, lastEventId: req.headers["last-event-id"] as string | undefined });
      res.writeHead(200, { "content-type": "text/event-stream" });
      if (attempt === 1) res.end(": hello\n\nid: 1\ndata: {\"n\":1}\n\nid: 2\ndata: {\"n\":2}\n\n");
      else res.write('id: 3\ndata: {"n":3}\n\n');
    });
    const events: ServerEvent[] = [];
    const stream = openEventStream({ url, tokenStore: memoryTokenStore("abc"), retryMs: 20, onEvent: (event) => events.push(event) });
    await until(() => events.length === 3);
    stream.close();
    expect(events.map((e) => e.data)).toEqual(['{"n":1}', '{"n":2}', '{"n":3}']);
    expect(seen[0]).toEqual({ auth: "Bearer abc", lastEventId: undefined });
    expect(seen[1]).toEqual({ auth: "Bearer abc", lastEventId: "2" });
  });

  it("tells when each connection opens and when it drops, so a screen can show it is offline", async () => {
    const url = await listen((_req, res, attempt) => {
      res.writeHead(200, { "content-type": "text/event-stream" });
      if (attempt === 1) res.end('id: 1\ndata: {"n":1}\n\n');
      else res.write('id: 2\ndata: {"n":2}\n\n');
    });
    const log: string[] = [];
    const stream = openEventStream({
      url,
      retryMs: 20,
      onOpen: () => log.push("open"),
      onDisconnect: () => log.push("drop"),
      onEvent: (event) => log.push(event.data),
    });
    await until(() => log.length === 5);
    stream.close();
    expect(log).toEqual(["open", '{"n":1}', "drop", "open", '{"n":2}']);
  });

  it("tells each accepted connection (the reconnections too), and a failed one is an error that is retried", async () => {
    const url = await listen((_req, res, attempt) => {
      if (attempt === 2) {
        res.writeHead(503, { "content-type": "application/json" });
        res.end(JSON.stringify({ message: "Indisponível" }));
        return;
      }
      res.writeHead(200, { "content-type": "text/event-stream" });
      if (attempt === 1) res.end('id: 1\ndata: "a"\n\n');
      else res.write('id: 2\ndata: "b"\n\n');
    });
    let opened = 0;
    const errors: unknown[] = [];
    const events: ServerEvent[] = [];
    const stream = openEventStream({ url, retryMs: 10, onOpen: () => opened++, onError: (error) => errors.push(error), onEvent: (event) => events.push(event) });
    await until(() => events.length === 2);
    stream.close();
    expect(opened).toBe(2);
    expect(errors).toHaveLength(1);
    expect(isStreamRefusal(errors[0])).toBe(false);
    expect(isStreamRefusal(new TypeError("network error"))).toBe(false);
  });

  it("stops for good when the server refuses the stream, reporting the server's message", async () => {
    let requests = 0;
    const url = await listen((_req, res) => {
      requests++;
      res.writeHead(404, { "content-type": "application/json" });
      res.end(JSON.stringify({ statusCode: 404, error: "Not Found", message: "Pedido não encontrado." }));
    });
    const errors: unknown[] = [];
    openEventStream({ url, retryMs: 10, onEvent: () => undefined, onError: (error) => errors.push(error) });
    await until(() => errors.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(requests).toBe(1);
    expect(errors[0]).toBeInstanceOf(ApiError);
    expect((errors[0] as ApiError).message).toBe("Pedido não encontrado.");
    expect(isStreamRefusal(errors[0])).toBe(true);
  });

  it("a 401 removes the token and tells the app", async () => {
    const url = await listen((_req, res) => {
      res.writeHead(401, { "content-type": "application/json" });
      res.end(JSON.stringify({ statusCode: 401, error: "Unauthorized", message: "Sessão expirada." }));
    });
    const tokenStore = memoryTokenStore("expired");
    let told = 0;
    openEventStream({ url, tokenStore, onEvent: () => undefined, onUnauthorized: () => told++ });
    await until(() => told === 1);
    expect(tokenStore.get()).toBeNull();
  });

  it("close() ends the stream: no more events and no reconnection", async () => {
    let requests = 0;
    const url = await listen((_req, res) => {
      requests++;
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.write('id: 1\ndata: "a"\n\n');
    });
    const events: ServerEvent[] = [];
    const stream = openEventStream({ url, retryMs: 10, onEvent: (event) => events.push(event) });
    await until(() => events.length === 1);
    stream.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stream.closed).toBe(true);
    expect(requests).toBe(1);
  });
});
