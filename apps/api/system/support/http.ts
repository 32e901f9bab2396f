import { DEMO_CLIENT, DEMO_STAFF } from "../../src/db/seed/accounts-data";

export interface ApiAnswer {
  status: number;
  headers: Headers;
  /** The JSON body (undefined when the answer is not JSON); tests parse it with the domain's schemas. */
  body: unknown;
  text: string;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Give up (reject) when no answer came within this many ms: a hang fails the test instead of stalling it. */
  timeoutMs?: number;
}

/** One HTTP call to an API (an instance or the proxy); a network failure rejects. */
export async function call(baseUrl: string, method: string, path: string, options: CallOptions = {}): Promise<ApiAnswer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    ...(options.timeoutMs === undefined ? {} : { signal: AbortSignal.timeout(options.timeoutMs) }),
  });
  const text = await response.text();
  let body: unknown;
  if ((response.headers.get("content-type") ?? "").includes("application/json")) body = JSON.parse(text);
  return { status: response.status, headers: response.headers, body, text };
}

/** call(), failing the test unless the status is the expected one. */
export async function expectStatus(status: number, baseUrl: string, method: string, path: string, options: CallOptions = {}): Promise<ApiAnswer> {
  const answer = await call(baseUrl, method, path, options);
  if (answer.status !== status) throw new Error(`${method} ${path} on ${baseUrl}: expected ${status}, got ${answer.status} ${answer.text}`);
  return answer;
}

export async function signInClient(baseUrl: string, document = DEMO_CLIENT.document, password = DEMO_CLIENT.password): Promise<string> {
  return tokenOf(await expectStatus(200, baseUrl, "POST", "/auth/sign-in", { body: { document, password } }));
}

export async function loginStaff(baseUrl: string, document = DEMO_STAFF.document, password = DEMO_STAFF.password): Promise<string> {
  return tokenOf(await expectStatus(200, baseUrl, "POST", "/auth/login", { body: { document, password } }));
}

function tokenOf(answer: ApiAnswer): string {
  const token = (answer.body as { access_token?: unknown } | undefined)?.access_token;
  if (typeof token !== "string") throw new Error(`no access_token in ${answer.text}`);
  return token;
}
