import fc from "fast-check";
import { SignJWT } from "jose";
import { type BodyCase, JsonEntries, bodyCase, headerText, junkJson, multipartBody, pathSegment, queryString, toJson } from "./arbitraries";
import { describeExchange, problemsOf } from "./checks";
import { type FuzzRoute, fillPath } from "./routes";
import type { FuzzAnswer, FuzzRequest, Sender } from "./send";

function integerVariable(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isSafeInteger(value)) throw new Error(`${name} must be an integer, got "${process.env[name]}"`);
  return value;
}

/** Runs per route and caller; FUZZ_RUNS=1000 for a longer local session. */
export const FUZZ_RUNS = integerVariable("FUZZ_RUNS", 100);
/** The base seed; each route and caller derives its own from it, so a failure replays exactly. */
export const FUZZ_SEED = integerVariable("FUZZ_SEED", 20_250_601);

export interface Caller {
  name: string;
  /** The caller's valid access token (none for anonymous). */
  token?: string;
}

export interface FuzzSetup {
  sender: Sender;
  /** Values that reach real records, by parameter name (`id`, `orderId`, `postalCode`, `*`). */
  knownParams: Record<string, string[]>;
  /** Authorization headers that look right but are not (forged, tampered, foreign, expired). */
  badAuthorizations: string[];
  /** Status counts by "METHOD path", for the "reached past authentication" check. */
  statuses: Map<string, Map<number, number>>;
}

const ISSUER = "forno-api";
const base64url = (text: string | Uint8Array) => Buffer.from(text).toString("base64url");

/**
 * Authorization headers that must all be refused (401) or ignored: tokens signed with the app's own
 * secret but with impossible claims, unsigned (`alg: none`), signed with another key, expired,
 * tampered copies of a real token, and malformed Bearer values.
 */
export async function badAuthorizations(secret: string, realToken: string): Promise<string[]> {
  const key = new TextEncoder().encode(secret);
  const now = Math.floor(Date.now() / 1000);
  const sign = (claims: Record<string, unknown>, options: { key?: Uint8Array; issuer?: string; subject?: string; expires?: number } = {}) => {
    let jwt = new SignJWT(claims).setProtectedHeader({ alg: "HS256", typ: "JWT" }).setIssuedAt(now - 10).setExpirationTime(options.expires ?? now + 3600);
    if (options.issuer !== "") jwt = jwt.setIssuer(options.issuer ?? ISSUER);
    if (options.subject !== undefined) jwt = jwt.setSubject(options.subject);
    return jwt.sign(options.key ?? key);
  };
  const person = { username: "12398745619", name: "Fulano" };
  const forged = await Promise.all([
    sign({ ...person, role: "client" }, { subject: "999999" }),
    sign({ ...person, role: "staff" }, { subject: "999999" }),
    sign({ ...person, role: "client" }, { subject: "99999999999999999999999" }),
    sign({ ...person, role: "staff" }, { subject: "2147483648" }),
    sign({ ...person, role: "client" }, { subject: "0" }),
    sign({ ...person, role: "client" }, { subject: "-1" }),
    sign({ ...person, role: "client" }, { subject: "1.5" }),
    sign({ ...person, role: "client" }, { subject: "abc" }),
    sign({ ...person, role: "client" }),
    sign({ ...person, role: "admin" }, { subject: "1" }),
    sign({ ...person, role: ["staff"] }, { subject: "1" }),
    sign({ role: "staff" }, { subject: "1" }),
    sign({ ...person, role: "staff", sub: 1 }),
    sign({ ...person, role: "staff" }, { subject: "1", issuer: "someone-else" }),
    sign({ ...person, role: "staff" }, { subject: "1", issuer: "" }),
    sign({ ...person, role: "staff" }, { subject: "1", expires: now - 60 }),
    sign({ ...person, role: "staff" }, { subject: "1", key: new TextEncoder().encode("another-secret-of-at-least-32-characters") }),
  ]);
  const [header, payload, signature] = realToken.split(".") as [string, string, string];
  const unsigned = `${base64url(JSON.stringify({ alg: "none", typ: "JWT" }))}.${payload}.`;
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>;
  const promoted = `${header}.${base64url(JSON.stringify({ ...claims, role: "staff" }))}.${signature}`;
  const flipped = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`;
  return [
    ...forged.map((token) => `Bearer ${token}`),
    `Bearer ${unsigned}`,
    `Bearer ${promoted}`,
    `Bearer ${flipped}`,
    `Bearer ${header}.${payload}`,
    `Bearer ${realToken}.x`,
    `Bearer ${realToken} ${realToken}`,
    `Basic ${realToken}`,
    `Token ${realToken}`,
    realToken,
    "Bearer",
    "Bearer ",
    "Bearer null",
    "Bearer undefined",
    "Bearer ...",
    "Bearer a.b.c",
    `Bearer ${"a".repeat(4_000)}.${"b".repeat(4_000)}.${"c".repeat(40)}`,
    "Basic dXNlcjpwYXNz",
    "Bearer ' OR '1'='1",
  ];
}

/** A JWT-looking value: three base64url parts made of junk JSON and bytes. */
const jwtLooking: fc.Arbitrary<string> = fc
  .tuple(
    fc.oneof(junkJson, fc.constant(new JsonEntries([["alg", "HS256"], ["typ", "JWT"]])), fc.constant(new JsonEntries([["alg", "none"]]))),
    junkJson,
    fc.uint8Array({ maxLength: 40 }),
  )
  .map(([head, body, signature]) => `${base64url(toJson(head))}.${base64url(toJson(body))}.${base64url(signature)}`);

function authorization(caller: Caller, setup: FuzzSetup): fc.Arbitrary<string | undefined> {
  const own = caller.token === undefined ? undefined : `Bearer ${caller.token}`;
  return fc.oneof(
    { weight: 14, arbitrary: fc.constant(own) },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 2, arbitrary: fc.constantFrom(...setup.badAuthorizations) },
    { weight: 1, arbitrary: jwtLooking.map((token) => `Bearer ${token}`) },
    { weight: 1, arbitrary: fc.oneof(headerText, headerText.map((text) => `Bearer ${text}`), headerText.map((text) => `bearer  ${text} `)) },
  );
}

/** Other headers a client may send, each junk or absent. */
const extraHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    "idempotency-key": fc.oneof(headerText, fc.constantFrom("", " ", "k".repeat(256), "chave com espaço", "ok-key-1")),
    "last-event-id": fc.oneof(headerText, fc.constantFrom("-1", "0", "1", "1e3", "999999999999999", "9999999999999999", "18446744073709551616", "  12  ", "abc")),
    accept: fc.oneof(headerText, fc.constantFrom("text/event-stream", "application/xml", "*/*;q=abc", "image/*")),
    "accept-encoding": fc.oneof(headerText, fc.constantFrom("br", "gzip", "deflate", "identity;q=0", "*;q=0", "br;q=abc, gzip;q=2", "zstd")),
    origin: fc.oneof(headerText, fc.constantFrom("http://localhost:4173", "null", "https://evil.example")),
    "access-control-request-method": fc.oneof(headerText, fc.constantFrom("GET", "POST", "DELETE", "PUT", "TRACE")),
    "access-control-request-headers": fc.oneof(headerText, fc.constantFrom("authorization", "content-type, x-junk", "*")),
    range: fc.oneof(headerText, fc.constantFrom("bytes=0-0", "bytes=-1", "bytes=999999999-", "bytes=5-1", "bytes=a-b", "bytes=0-1,2-3,4-5")),
    "if-none-match": headerText,
    "if-modified-since": fc.oneof(headerText, fc.constantFrom("Thu, 01 Jan 1970 00:00:00 GMT", "not a date", "Sat, 01 Jan 3000 00:00:00 GMT")),
    "x-forwarded-for": headerText,
    "x-forwarded-proto": headerText,
    "x-forwarded-host": headerText,
    "x-http-method-override": fc.constantFrom("DELETE", "PATCH", "PUT"),
    "x-signature": headerText,
    "x-request-id": headerText,
    cookie: headerText,
  },
  { requiredKeys: [] },
);

/** Now and then something after the route's path: a trailing slash, a dot segment, a stray segment. */
const suffix = fc.oneof({ weight: 12, arbitrary: fc.constant("") }, { weight: 1, arbitrary: fc.constantFrom("/", "//", "/..", "/%2e%2e", "/.", "/x", "%20", ";x") });
/** Rarely a compressed (or falsely compressed) body. */
const contentEncoding = fc.oneof({ weight: 30, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.constantFrom("gzip", "br", "deflate", "identity", "x-junk", "") });

/** One hostile request for `route` made by `caller`. */
function requestFor(route: FuzzRoute, caller: Caller, setup: FuzzSetup): fc.Arbitrary<FuzzRequest> {
  const params = fc.record(
    Object.fromEntries(route.params.map((name) => [name, pathSegment(setup.knownParams[name] ?? [], route.paramSchemas[name])])) as Record<string, fc.Arbitrary<string>>,
  );
  const rarely = <T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> => fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary });
  const body: fc.Arbitrary<BodyCase | undefined> =
    route.method === "GET"
      ? rarely(bodyCase(undefined))
      : fc.option(route.multipart ? fc.oneof({ weight: 4, arbitrary: multipartBody }, { weight: 1, arbitrary: bodyCase(undefined) }) : bodyCase(route.body), { freq: 8, nil: undefined });
  const query = Object.keys(route.query).length > 0 ? fc.option(queryString(route.query), { freq: 3, nil: undefined }) : rarely(queryString({}));
  return fc
    .record({
      method: route.method === "GET" ? fc.constantFrom("GET", "GET", "GET", "HEAD") : fc.constant(route.method),
      params,
      catchAll: route.path === "*" ? fc.oneof(pathSegment([]), fc.constantFrom("products", "orders/1", "auth/sign-in", "docs/json")) : fc.constant(""),
      suffix,
      contentEncoding,
      query,
      authorization: authorization(caller, setup),
      extra: extraHeaders,
      extraWanted: fc.integer({ min: 0, max: 2 }),
      body,
    })
    .map((draft): FuzzRequest => {
      const path = route.path === "*" ? `/${draft.catchAll}` : fillPath(route, draft.params);
      const headers: Record<string, string> = {};
      if (draft.authorization !== undefined) headers.authorization = draft.authorization;
      // Extra headers only now and then: most cases should reach the handler with sane headers.
      if (draft.extraWanted === 0) Object.assign(headers, draft.extra);
      if (draft.contentEncoding !== undefined) headers["content-encoding"] = draft.contentEncoding;
      if (draft.body?.contentType !== undefined) headers["content-type"] = draft.body.contentType;
      return { method: draft.method, path: `${path}${draft.suffix}${draft.query ?? ""}`, headers, ...(draft.body === undefined ? {} : { body: draft.body.body }) };
    });
}

const seedOf = (text: string) => {
  let hash = FUZZ_SEED;
  for (const char of text) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
};

/** Sends one request and throws a readable error when the answer breaks a rule. */
export async function sendAndCheck(setup: FuzzSetup, key: string, request: FuzzRequest): Promise<FuzzAnswer> {
  let answer: FuzzAnswer;
  try {
    answer = await setup.sender.send(request);
  } catch (error) {
    throw new Error(`no answer (${(error as Error).message}) to:\n${describeExchange(request)}`, { cause: error });
  }
  const counts = setup.statuses.get(key) ?? new Map<number, number>();
  counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1);
  setup.statuses.set(key, counts);
  const problems = problemsOf(request, answer);
  if (problems.length > 0) throw new Error(`${problems.join("; ")}\n${describeExchange(request, answer)}`);
  return answer;
}

/** Fuzzes one route as one caller: FUZZ_RUNS hostile requests, none may break a rule. */
export async function fuzzRoute(route: FuzzRoute, caller: Caller, setup: FuzzSetup, runs = FUZZ_RUNS): Promise<void> {
  const key = `${route.method} ${route.path}`;
  await fc.assert(
    fc.asyncProperty(requestFor(route, caller, setup), async (request) => {
      await sendAndCheck(setup, key, request);
    }),
    { numRuns: runs, seed: seedOf(`${key} ${caller.name}`) },
  );
}

/** One line per route: how many answers of each status (FUZZ_REPORT=1 prints it). */
export function statusReport(statuses: FuzzSetup["statuses"]): string {
  const lines = [...statuses].map(([key, counts]) => {
    const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
    const detail = [...counts].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(" ");
    return `${key.padEnd(44)} ${String(total).padStart(5)}  ${detail}`;
  });
  return ["fuzzed answers by route:", ...lines].join("\n");
}
