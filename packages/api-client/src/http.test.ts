import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, NETWORK_ERROR_MESSAGE } from "./errors";
import { createHttp, send } from "./http";
import { memoryTokenStore } from "./token-store";

/** An Http whose fetch records each request and answers with `answer`. */
function recorded(answer: (request: Request) => Promise<Response> | Response, token: string | null = null) {
  const requests: Request[] = [];
  const tokenStore = memoryTokenStore(token);
  let unauthorized = 0;
  const http = createHttp({
    baseUrl: "http://api.test/",
    tokenStore,
    onUnauthorized: () => unauthorized++,
    fetch: (async (input: Request) => {
      requests.push(input);
      return answer(input);
    }) as typeof fetch,
  });
  return { http, requests, tokenStore, unauthorized: () => unauthorized };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("the client's calls on fetch (decision 3001)", () => {
  afterEach(() => vi.useRealTimers());

  it("joins the path to the base and writes the query, leaving undefined values out", async () => {
    const { http, requests } = recorded(() => json([]));
    await send(() => http.ky.get("orders", { searchParams: { take: 20, where_is_active: true, order_id: "desc", skip: undefined } }).json());
    expect(requests[0]!.url).toBe("http://api.test/orders?take=20&where_is_active=true&order_id=desc");
    expect(requests[0]!.method).toBe("GET");
  });

  it("sends a JSON body with its content type, the bearer token and the given headers", async () => {
    const { http, requests } = recorded(() => json({ id: 7 }, 201), "abc");
    const answer = await send(() => http.ky.post("orders", { json: { items: [] }, headers: { "Idempotency-Key": "k-1" } }).json<{ id: number }>());
    expect(answer).toEqual({ id: 7 });
    const request = requests[0]!;
    expect(request.headers.get("content-type")).toBe("application/json");
    expect(request.headers.get("authorization")).toBe("Bearer abc");
    expect(request.headers.get("idempotency-key")).toBe("k-1");
    expect(await request.text()).toBe('{"items":[]}');
  });

  it("reads 204 and an empty body as an empty answer", async () => {
    const { http } = recorded(() => new Response(null, { status: 204 }));
    expect(await send(() => http.ky.delete("addresses/1").json())).toBe("");
    const empty = recorded(() => new Response("", { status: 200 }));
    expect(await send(() => empty.http.ky.post("sandbox/payments/1/approve").json())).toBe("");
  });

  it("turns a refused call into an ApiError with the server's message", async () => {
    const { http } = recorded(() => json({ statusCode: 409, message: "Documento já cadastrado." }, 409));
    const error = await send(() => http.ky.post("clients", { json: {} }).json()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: "Documento já cadastrado." });
  });

  it("a 401 removes the token and tells the app, except on sign-in", async () => {
    const session = recorded(() => json({ message: "Sessão expirada" }, 401), "old");
    await send(() => session.http.ky.get("auth/profile").json()).catch(() => undefined);
    expect(session.tokenStore.get()).toBeNull();
    expect(session.unauthorized()).toBe(1);
    const signIn = recorded(() => json({ message: "Documento ou senha inválidos." }, 401), "old");
    await send(() => signIn.http.ky.post("auth/sign-in", { json: {} }).json()).catch(() => undefined);
    expect(signIn.tokenStore.get()).toBe("old");
    expect(signIn.unauthorized()).toBe(0);
  });

  it("no answer at all (a failed fetch) is the network message", async () => {
    const { http } = recorded(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(send(() => http.ky.get("settings/store").json())).rejects.toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
  });

  it("an answer that does not come in 20 seconds is the network message, and the request is aborted", async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const { http } = recorded((request) => {
      signal = request.signal;
      return new Promise<Response>(() => undefined);
    });
    const call = send(() => http.ky.get("settings/store").json()).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await call).toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
    expect(signal?.aborted).toBe(true);
  });

  it("awaiting the call itself gives the response, for headers and blobs", async () => {
    const { http } = recorded(() => new Response("{}", { status: 200, headers: { "content-disposition": 'attachment; filename="x.json"' } }));
    const response = await http.ky.get("clients/me/export");
    expect(response.headers.get("content-disposition")).toContain("x.json");
    expect(await response.blob()).toBeInstanceOf(Blob);
  });
});
