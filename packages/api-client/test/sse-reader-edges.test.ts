import { describe, expect, it } from "vitest";
import { ApiError, UNEXPECTED_ERROR_MESSAGE, networkError } from "../src/errors";
import { isStreamRefusal, openEventStream } from "../src/sse";
import { type ServerEvent } from "../src/sse-parser";
import { memoryTokenStore } from "../src/token-store";
import { listen, until } from "./sse-server";

const eventStream = (text: string) => new Response(text, { status: 200, headers: { "content-type": "text/event-stream" } });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("openEventStream, edges", () => {
  it("asks for an event stream, and sends no Authorization header when there is no token", async () => {
    const seen: { accept?: string; auth?: string }[] = [];
    const url = await listen((req, res) => {
      seen.push({ accept: req.headers.accept, auth: req.headers.authorization });
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.write('data: "a"\n\n');
    });
    const events: ServerEvent[] = [];
    const streams = [
      openEventStream({ url, onEvent: (event) => events.push(event) }),
      openEventStream({ url, tokenStore: memoryTokenStore(null), onEvent: (event) => events.push(event) }),
    ];
    await until(() => events.length === 2);
    for (const stream of streams) stream.close();
    expect(seen).toEqual([
      { accept: "text/event-stream", auth: undefined },
      { accept: "text/event-stream", auth: undefined },
    ]);
  });

  it("a refusal other than 401 keeps the token and does not report the session as expired", async () => {
    const url = await listen((_req, res) => {
      res.writeHead(404, { "content-type": "application/json" });
      res.end(JSON.stringify({ statusCode: 404, error: "Not Found", message: "Pedido não encontrado." }));
    });
    const tokenStore = memoryTokenStore("abc");
    const errors: unknown[] = [];
    let unauthorized = 0;
    openEventStream({ url, tokenStore, onEvent: () => undefined, onError: (error) => errors.push(error), onUnauthorized: () => unauthorized++ });
    await until(() => errors.length === 1);
    expect(tokenStore.get()).toBe("abc");
    expect(unauthorized).toBe(0);
  });

  it("a 5xx whose body is not JSON is an error with the generic message, and the stream is retried", async () => {
    const url = await listen((_req, res, attempt) => {
      if (attempt === 1) {
        res.writeHead(502, { "content-type": "text/html" });
        res.end("<html>Bad Gateway</html>");
        return;
      }
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.write('data: "back"\n\n');
    });
    const errors: unknown[] = [];
    const events: ServerEvent[] = [];
    const stream = openEventStream({ url, retryMs: 10, onError: (error) => errors.push(error), onEvent: (event) => events.push(event) });
    await until(() => events.length === 1);
    stream.close();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(ApiError);
    expect(errors[0]).toMatchObject({ status: 502, message: UNEXPECTED_ERROR_MESSAGE, body: undefined });
    expect(events[0]?.data).toBe('"back"');
  });

  it("a network error is reported and retried", async () => {
    const failure = new TypeError("fetch failed");
    let calls = 0;
    const fakeFetch = () => (++calls === 1 ? Promise.reject(failure) : Promise.resolve(eventStream('data: "a"\n\n')));
    const errors: unknown[] = [];
    const events: ServerEvent[] = [];
    const stream = openEventStream({ url: "http://stream.test/", retryMs: 10, fetch: fakeFetch, onError: (error) => errors.push(error), onEvent: (event) => events.push(event) });
    await until(() => events.length === 1);
    stream.close();
    expect(errors).toEqual([failure]);
    expect(calls).toBeGreaterThanOrEqual(2);
  });

  it("after close() nothing more is reported, even from an answer that arrives anyway", async () => {
    const log: string[] = [];
    let calls = 0;
    const holder: { stream?: ReturnType<typeof openEventStream> } = {};
    const lateFetch = async () => {
      calls++;
      await pause(10);
      holder.stream?.close();
      return eventStream('id: 1\ndata: "late"\n\n');
    };
    holder.stream = openEventStream({
      url: "http://stream.test/",
      retryMs: 10,
      fetch: lateFetch,
      onOpen: () => log.push("open"),
      onDisconnect: () => log.push("drop"),
      onError: () => log.push("error"),
      onEvent: (event) => log.push(event.data),
    });
    await pause(100);
    expect(holder.stream.closed).toBe(true);
    expect(calls).toBe(1);
    expect(log).toEqual([]);
  });

  it("close() while the answer is awaited is not reported as an error", async () => {
    let asked = 0;
    const url = await listen(() => {
      asked++;
    });
    const errors: unknown[] = [];
    const stream = openEventStream({ url, retryMs: 10, onEvent: () => undefined, onError: (error) => errors.push(error) });
    await until(() => asked === 1);
    stream.close();
    await pause(100);
    expect(errors).toEqual([]);
    expect(asked).toBe(1);
  });
});

describe("isStreamRefusal", () => {
  it("is true for 4xx answers only", () => {
    const withStatus = (status: number) => new ApiError(status, "x", undefined);
    expect(isStreamRefusal(withStatus(399))).toBe(false);
    expect(isStreamRefusal(withStatus(400))).toBe(true);
    expect(isStreamRefusal(withStatus(499))).toBe(true);
    expect(isStreamRefusal(withStatus(500))).toBe(false);
    expect(isStreamRefusal(networkError(new TypeError("offline")))).toBe(false);
    expect(isStreamRefusal({ status: 404 })).toBe(false);
  });
});
