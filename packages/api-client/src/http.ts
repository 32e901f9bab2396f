import ky, { HTTPError, TimeoutError, type KyInstance } from "ky";
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

export interface Http {
  ky: KyInstance;
  config: HttpConfig;
}

export function createHttp(config: HttpConfig): Http {
  const instance = ky.create({
    prefixUrl: config.baseUrl.replace(/\/+$/, ""),
    retry: 0,
    timeout: 20_000,
    ...(config.fetch ? { fetch: config.fetch } : {}),
    hooks: {
      beforeRequest: [
        (request) => {
          const token = config.tokenStore.get();
          if (token) request.headers.set("Authorization", `Bearer ${token}`);
        },
      ],
      afterResponse: [
        (request, _options, response) => {
          if (response.status === 401 && !isCredentialCall(request.url)) {
            config.tokenStore.remove();
            config.onUnauthorized?.();
          }
          return response;
        },
      ],
    },
  });
  return { ky: instance, config };
}

/** Runs a ky call and turns an HTTP error into an ApiError with the server's message. */
export async function send<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof HTTPError) throw apiErrorFrom(error.response.status, await readBody(error.response));
    // fetch rejects with a TypeError when there is no answer at all.
    if (error instanceof TimeoutError || error instanceof TypeError) throw networkError(error);
    throw error;
  }
}
