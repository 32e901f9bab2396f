import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../src/db/schema";
import { ALWAYS_OPEN_HOURS, type TestCatalogue, createClient, createTestApp, loadCatalogue, loginStaff, orderBody, placeOrder, request, signInClient, uniqueCpf } from "../support";
import { headerText, hostileValue, multipartBody, toJson } from "./arbitraries";
import { type Caller, FUZZ_RUNS, FUZZ_SEED, type FuzzSetup, badAuthorizations, fuzzRoute, sendAndCheck, statusReport } from "./harness";
import { discoverRoutes } from "./routes";
import { createSender } from "./send";

/**
 * Every route of the API, found in the app itself (router + OpenAPI document), is sent hostile
 * requests by an anonymous visitor, a signed-in client and staff: junk path parameters, query
 * strings, bodies in any content type, multipart uploads and headers. No answer may be a 5xx, and
 * every error must be `{statusCode, error, message}` with a message that shows nothing internal.
 * Fixed seeds (FUZZ_SEED) make a failure replay; FUZZ_RUNS raises the number of cases.
 */
const JWT_SECRET = "fuzz-secret-of-at-least-thirty-two-characters";
const t = await createTestApp({ env: { JWT_SECRET } });
const routes = await discoverRoutes(t.app);
const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();

const callers: Caller[] = [{ name: "anonymous" }, { name: "client" }, { name: "staff" }];
let setup: FuzzSetup;
let ownOrder: number;
let pixOrder: number;
let cardOrder: number;
let stateOrder: number;
let serial = 0;
let catalogue: TestCatalogue;

beforeAll(async () => {
  const client = await signInClient(t.app);
  const staff = await loginStaff(t.app);
  callers[1]!.token = client;
  callers[2]!.token = staff;
  catalogue = await loadCatalogue(t.app);
  ownOrder = (await placeOrder(t.app, client, catalogue)).id;
  pixOrder = (await placeOrder(t.app, client, catalogue)).id;
  cardOrder = (await placeOrder(t.app, client, catalogue)).id;
  stateOrder = (await placeOrder(t.app, client, catalogue)).id;
  const addresses = (await request(t.app, { method: "GET", url: "/client-addresses", token: client })).json<Array<{ id: number }>>();
  const settings = (await request(t.app, { method: "GET", url: "/settings?take=100", token: staff })).json<Array<{ id: number }>>();
  setup = {
    sender: await createSender(t.app),
    knownParams: {
      id: ["1", "2", String(ownOrder), ...addresses.map((address) => String(address.id)), ...settings.slice(0, 5).map((setting) => String(setting.id))],
      orderId: ["1", String(ownOrder)],
      postalCode: ["05433001", "05433-001", "01310100"],
      "*": ["logo.svg", "cards/visa.svg", "products/bebida-agua.svg", "products/", "index.css", "swagger-ui.css", "favicon-32x32.png"],
    },
    badAuthorizations: await badAuthorizations(JWT_SECRET, client),
    statuses: new Map(),
  };
});

afterAll(async () => {
  if (process.env.FUZZ_REPORT === "1" && setup !== undefined) console.warn(statusReport(setup.statuses));
  setup?.sender.close();
  await t.close();
});

describe("the routes to fuzz", () => {
  it("come from the app: the router's list, with the OpenAPI schemas of the documented ones", () => {
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.filter((route) => route.documented).length).toBeGreaterThan(30);
    expect(routes.some((route) => route.body !== undefined)).toBe(true);
    expect(routes.some((route) => route.multipart)).toBe(true);
    expect(routes.filter((route) => route.stream).length).toBeGreaterThan(0);
  });
});

/** A valid body for some write routes, as the given caller sends it (the starting point of mutations). */
interface ValidCall {
  method: string;
  path: () => string;
  caller: "anonymous" | "client" | "staff";
  body: () => Record<string, unknown>;
}

const validCalls = (): ValidCall[] => [
  { method: "POST", path: () => "/orders", caller: "client", body: () => orderBody(catalogue, [{ product: "PG-CALABRESA", additionals: ["AD-PG-MASSA-TRAD"], quantity: 2, note: "sem cebola" }]) as unknown as Record<string, unknown> },
  { method: "POST", path: () => "/order-payments", caller: "client", body: () => ({ external_reference: pixOrder, payment_method_id: "pix", api_version: 2, payer: { email: null } }) },
  {
    method: "POST",
    path: () => "/order-payments",
    caller: "client",
    body: () => ({ external_reference: cardOrder, payment_method_id: "visa", card: { number: "4235647728025682", cardholder_name: "OTHE", expiration_month: 11, expiration_year: 2030, security_code: "123" } }),
  },
  { method: "POST", path: () => "/client-addresses", caller: "client", body: () => ({ postal_code: "05433-001", number: "10", alias: "Casa", is_default: false }) },
  { method: "PATCH", path: () => "/clients", caller: "client", body: () => ({ name: "Maria Oliveira Santos", birthday: "1991-01-01", email: null }) },
  { method: "POST", path: () => "/clients", caller: "anonymous", body: () => ({ name: "Cliente de Fuzz", document: uniqueCpf(), phone: `1197${String(1_000_000 + (serial += 1)).slice(-7)}`, email: null, password: "Teste@2025" }) },
  { method: "POST", path: () => "/ceps", caller: "staff", body: () => ({ postal_code: `05419-${String((serial += 1) % 1000).padStart(3, "0")}`, street: "Rua Nova", neighborhood: "Pinheiros", city: "São Paulo", state: "SP", amount: 5 }) },
  { method: "PATCH", path: () => "/products/1", caller: "staff", body: () => ({ description: "Massa fina e borda recheada", is_active: true, order_group: 1 }) },
  { method: "POST", path: () => "/products", caller: "staff", body: () => ({ name: "Esfiha", product_group: "Salgados", product_subgroup: "Assados", amount: 8 }) },
  { method: "POST", path: () => "/order-state-historys", caller: "staff", body: () => ({ order_id: stateOrder, to_state: "ERROR" }) },
  { method: "PUT", path: () => "/store/hours", caller: "staff", body: () => ({ ...ALWAYS_OPEN_HOURS, exceptions: [{ date: "2026-12-24", opens: "18:00", closes: "22:00" }] }) },
];

/** Every path to a value inside a JSON body, a few levels deep (`["items", 0, "product_id"]`). */
function pathsOf(value: unknown, prefix: Array<string | number> = [], depth = 0): Array<Array<string | number>> {
  if (value === null || typeof value !== "object" || depth > 3) return [];
  const entries: Array<[string | number, unknown]> = Array.isArray(value) ? value.map((item, index) => [index, item]) : Object.entries(value);
  return entries.flatMap(([key, item]) => [[...prefix, key], ...pathsOf(item, [...prefix, key], depth + 1)]);
}

/** The body with the value at `path` replaced (or removed when `replacement` is the REMOVE marker). */
function mutate(body: Record<string, unknown>, path: ReadonlyArray<string | number>, replacement: unknown): unknown {
  const copy = structuredClone(body);
  let parent: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (replacement === REMOVE) {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else {
    parent[last] = replacement;
  }
  return copy;
}
const REMOVE = Symbol("remove");

// First, while the store is as seeded: the route fuzzing below may deactivate products, move orders...
describe("valid bodies with one part made hostile", () => {
  it.each(validCalls().map((call, index) => [`${call.method} ${call.path()} as ${call.caller}`, index] as const))("%s", async (_name, index) => {
    const call = validCalls()[index]!;
    const caller = callers.find((candidate) => candidate.name === call.caller)!;
    const body = call.body();
    // The unmutated body is really valid: the mutations start from a request that gets through.
    const answer = await sendAndCheck(setup, "valid", {
      method: call.method,
      path: call.path(),
      headers: { "content-type": "application/json", ...(caller.token === undefined ? {} : { authorization: `Bearer ${caller.token}` }) },
      body: Buffer.from(JSON.stringify(call.body()), "utf8"),
    });
    expect(answer.status, answer.body).toBeLessThan(400);
    const mutation = fc.record({
      path: fc.constantFrom(...pathsOf(body)),
      replacement: fc.oneof({ weight: 4, arbitrary: hostileValue }, { weight: 1, arbitrary: fc.constant<unknown>(REMOVE) }),
      // Reused keys (a small pool) meet other bodies: the idempotency checks run too.
      idempotencyKey: fc.option(fc.oneof(headerText, fc.constantFrom("fuzz-key-1", "fuzz-key-2")), { freq: 2, nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(mutation, async ({ path, replacement, idempotencyKey }) => {
        await sendAndCheck(setup, `mutated ${call.method} ${call.path()}`, {
          method: call.method,
          path: call.path(),
          headers: {
            "content-type": "application/json",
            ...(caller.token === undefined ? {} : { authorization: `Bearer ${caller.token}` }),
            ...(idempotencyKey === undefined ? {} : { "idempotency-key": idempotencyKey }),
          },
          body: Buffer.from(toJson(mutate(call.body(), path, replacement)), "utf8"),
        });
      }),
      { numRuns: Math.max(FUZZ_RUNS * 2, 20), seed: FUZZ_SEED },
    );
  });
});

describe.each(routes)("$method $path", (route) => {
  it.each(callers.map((caller) => caller.name))(`never answers 5xx nor leaks internals (as %s, ${FUZZ_RUNS} cases, seed ${FUZZ_SEED})`, async (name) => {
    const caller = callers.find((candidate) => candidate.name === name)!;
    await fuzzRoute(route, caller, setup);
  });

  it("was reached past authentication by some caller", () => {
    const counts = setup.statuses.get(`${route.method} ${route.path}`) ?? new Map<number, number>();
    const reached = [...counts.keys()].filter((status) => status !== 401 && status !== 403);
    expect(reached, JSON.stringify(Object.fromEntries(counts))).not.toEqual([]);
  });
});

describe("event streams of a real order", () => {
  it("accept or ignore any Last-Event-ID, and never fail", async () => {
    const streams = routes.filter((route) => route.stream);
    // The route fuzzing may have fulfilled a data-removal request the demo client filed, which ends
    // its sessions: the order passes to a fresh client, whose streams are opened here.
    const owner = await createClient(t.app);
    await t.app.ctx.db.update(orders).set({ clientId: owner.id }).where(eq(orders.id, ownOrder));
    const client: Caller = { name: "client", token: owner.token };
    const staff = callers[2]!;
    const opened = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...streams), fc.constantFrom(client, staff), fc.option(headerText, { freq: 8, nil: undefined }), async (route, caller, lastEventId) => {
        const path = route.path.replace(/:[^/]+/, String(ownOrder));
        const answer = await sendAndCheck(setup, `stream ${route.path}`, {
          method: "GET",
          path,
          headers: { authorization: `Bearer ${caller.token}`, accept: "text/event-stream", ...(lastEventId === undefined ? {} : { "last-event-id": lastEventId }) },
        });
        if (answer.status === 200) {
          expect(answer.streamed).toBe(true);
          opened.set(route.path, (opened.get(route.path) ?? 0) + 1);
        }
      }),
      { numRuns: Math.max(FUZZ_RUNS * 2, 20), seed: FUZZ_SEED },
    );
    // The owner's streams really opened: Last-Event-ID junk reached the replay code.
    for (const route of streams) expect(opened.get(route.path), route.path).toBeGreaterThan(0);
  });
});

describe("uploads", () => {
  it("refuse junk multipart and non-image files on a real product without failing", async () => {
    const uploads = routes.filter((route) => route.multipart);
    const staff = callers[2]!;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...uploads), multipartBody, async (route, { contentType, body }) => {
        const path = route.path.replace(/:[^/]+/, "1");
        const answer = await sendAndCheck(setup, `upload ${route.path}`, { method: "POST", path, headers: { authorization: `Bearer ${staff.token}`, ...(contentType === undefined ? {} : { "content-type": contentType }) }, body });
        expect([200, 400, 413, 415], answer.body).toContain(answer.status);
      }),
      { numRuns: Math.max(FUZZ_RUNS * 3, 30), seed: FUZZ_SEED },
    );
  });
});

describe("after the fuzzing", () => {
  it("left Object.prototype untouched (no prototype pollution)", () => {
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});
