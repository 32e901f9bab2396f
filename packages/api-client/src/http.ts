import { apiErrorFrom, networkError } from "./errors";
import { type TokenStore } from "./token-store";

export interface HttpConfig {
  /** The API base, e.g. http://localhost:3000. */
  baseUrl: string;
  tokenStore: TokenStore;
  /** Called after a 401 removed the token (except on sign-in and login): the app navigates. */
  onUnauthorized?: () => void;
  fetch?: typeof fetch;
}

/** Calls whose 401 means "wrong credentials", not "session over" (seed 000 section 7). */
const CREDENTIAL_PATHS = ["/auth/sign-in", "/auth/login"];

/** How long a call waits for the answer's headers before it counts as "no answer". */
const TIMEOUT_MS = 20_000;

function isCredentialCall(url: string): boolean {
  const { pathname } = new URL(url);
  return CREDENTIAL_PATHS.some((path) => pathname.endsWith(path));
}

async function readBody(response: Response): Promise<unknown> {
  try {
    return await response.clone().json();
  } catch {
    return undefined;
  }
}

export interface RequestOptions {
  /** Sent as the JSON body (content-type application/json). */
  json?: unknown;
  /** The query string; undefined values are left out. */
  searchParams?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  body?: BodyInit;
}

/** The answer of a call (2xx only: anything else rejects), with shortcuts to read its body. */
export interface ResponsePromise extends Promise<Response> {
  /** The parsed JSON body; "" for 204 or an empty body. */
  json<T>(): Promise<T>;
  text(): Promise<string>;
  blob(): Promise<Blob>;
}

type Call = (path: string, options?: RequestOptions) => ResponsePromise;

/**
 * The calls a resource makes, path relative to the API base (`orders/42`). Written on fetch
 * (decision 3001): the call shape is ky's, which this client used before, so resource files read
 * `ky.get(path, { searchParams }).json<T>()` as they did.
 */
export interface Requests {
  get: Call;
  post: Call;
  put: Call;
  patch: Call;
  delete: Call;
}

export interface Http {
  ky: Requests;
  config: HttpConfig;
}

/** A 2xx was not what came back; `send` turns it into an ApiError with the server's message. */
class StatusError extends Error {
  constructor(readonly response: Response) {
    super(`HTTP ${response.status}`);
  }
}

/** No answer within TIMEOUT_MS. */
class TimeoutError extends Error {}

function withReaders(pending: Promise<Response>): ResponsePromise {
  return Object.assign(pending, {
    json: async <T>() => {
      const response = await pending;
      const text = response.status === 204 ? "" : await response.text();
      return (text === "" ? "" : JSON.parse(text)) as T;
    },
    text: async () => (await pending).text(),
    blob: async () => (await pending).blob(),
  });
}

export function createHttp(config: HttpConfig): Http {
  const prefix = config.baseUrl.replace(/\/+$/, "");
  const doFetch = config.fetch ?? ((request: Request) => globalThis.fetch(request));

  async function request(method: string, path: string, options: RequestOptions = {}): Promise<Response> {
    const params = Object.entries(options.searchParams ?? {}).filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined);
    const query = new URLSearchParams(params.map(([key, value]) => [key, String(value)])).toString();
    const headers = new Headers(options.headers);
    const token = config.tokenStore.get();
    if (token) headers.set("Authorization", `Bearer ${token}`);
    let body = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      if (!headers.has("content-type")) headers.set("content-type", "application/json");
    }
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new TimeoutError(`no answer in ${TIMEOUT_MS} ms`));
      }, TIMEOUT_MS);
    });
    const sent = new Request(`${prefix}/${path}${query ? `?${query}` : ""}`, { method, headers, body: body ?? null, signal: controller.signal });
    let response: Response;
    try {
      response = await Promise.race([doFetch(sent), timeout]);
    } finally {
      clearTimeout(timer);
    }
    if (response.status === 401 && !isCredentialCall(sent.url)) {
      config.tokenStore.remove();
      config.onUnauthorized?.();
    }
    if (!response.ok) throw new StatusError(response);
    return response;
  }

  const call =
    (method: string): Call =>
    (path, options) =>
      withReaders(request(method, path, options));
  return { ky: { get: call("GET"), post: call("POST"), put: call("PUT"), patch: call("PATCH"), delete: call("DELETE") }, config };
}

/** Runs a call and turns a non-2xx answer into an ApiError with the server's message. */
export async function send<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof StatusError) throw apiErrorFrom(error.response.status, await readBody(error.response));
    // fetch rejects with a TypeError when there is no answer at all.
    if (error instanceof TimeoutError || error instanceof TypeError) throw networkError(error);
    throw error;
  }
}
