import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signManifest, webhookManifest } from "../../src/payments/webhook-signature";
import { createClient, createTestApp, loadCatalogue, loginStaff, placeOrder, request, startFakeMercadoPago } from "../support";
import { headerText, hostileValue, junkText, objectFor, percentEncode, toJson } from "./arbitraries";
import { type Caller, FUZZ_RUNS, FUZZ_SEED, type FuzzSetup, badAuthorizations, fuzzRoute, sendAndCheck } from "./harness";
import { discoverRoutes } from "./routes";
import { createSender } from "./send";

/**
 * The routes whose behaviour depends on the payment provider, fuzzed with PAYMENT_PROVIDER=mercadopago
 * against the local fake of Mercado Pago: the webhook (which only exists then) and the payment
 * routes. Signed notifications with junk ids, request ids and bodies get past the signature check.
 */
const JWT_SECRET = "fuzz-secret-of-at-least-thirty-two-characters";
const WEBHOOK_SECRET = "whsec-fuzz-0123456789abcdef";
const fake = await startFakeMercadoPago();
const t = await createTestApp({
  env: {
    PAYMENT_PROVIDER: "mercadopago",
    MERCADOPAGO_ACCESS_TOKEN: fake.accessToken,
    MERCADOPAGO_PUBLIC_KEY: "TEST-public-key",
    MERCADOPAGO_WEBHOOK_SECRET: WEBHOOK_SECRET,
    MERCADOPAGO_API_URL: fake.url,
    PUBLIC_URL: "https://api.forno.example",
    JWT_SECRET,
  },
});
const routes = (await discoverRoutes(t.app)).filter((route) => route.tags.includes("webhooks") || route.tags.includes("order-payments"));

const callers: Caller[] = [{ name: "anonymous" }, { name: "client" }, { name: "staff" }];
let setup: FuzzSetup;
let paymentIds: string[];

beforeAll(async () => {
  const client = await createClient(t.app, { name: "Cliente Fuzz Mercado", email: "fuzz.mp@example.com" });
  const staff = await loginStaff(t.app);
  callers[1]!.token = client.token;
  callers[2]!.token = staff;
  const catalogue = await loadCatalogue(t.app);
  const order = await placeOrder(t.app, client.token, catalogue);
  const pix = await request(t.app, { method: "POST", url: "/order-payments", token: client.token, payload: { external_reference: order.id, payment_method_id: "pix", api_version: 2, payer: { email: "fuzz.mp@example.com" } } });
  expect(pix.statusCode, pix.body).toBe(201);
  paymentIds = [...fake.payments.keys()];
  setup = {
    sender: await createSender(t.app),
    knownParams: { id: ["1", String(order.id)], orderId: [String(order.id)] },
    badAuthorizations: await badAuthorizations(JWT_SECRET, client.token),
    statuses: new Map(),
  };
});

afterAll(async () => {
  setup?.sender.close();
  await t.close();
  await fake.close();
});

describe("the provider's routes", () => {
  it("include the webhook", () => {
    expect(routes.map((route) => `${route.method} ${route.path}`)).toContain("POST /webhooks/mercadopago");
  });
});

describe.each(routes)("mercadopago: $method $path", (route) => {
  it.each(callers.map((caller) => caller.name))(`never answers 5xx nor leaks internals (as %s, ${FUZZ_RUNS} cases, seed ${FUZZ_SEED})`, async (name) => {
    await fuzzRoute(route, callers.find((caller) => caller.name === name)!, setup);
  });
});

describe("POST /webhooks/mercadopago, correctly signed", () => {
  it("takes junk ids, request ids and bodies without failing", async () => {
    const webhook = routes.find((route) => route.path === "/webhooks/mercadopago")!;
    const notification = fc.record({
      dataId: fc.oneof(fc.constantFrom(...paymentIds, "1", "999999999", "..", ".", "../customers/search", "%2F", "a".repeat(65)), junkText.filter((text) => text !== "")),
      type: fc.oneof(fc.constant("payment"), fc.constant("payment"), junkText),
      requestId: fc.option(headerText, { nil: undefined }),
      body: fc.oneof(webhook.body === undefined ? hostileValue : objectFor(webhook.body), hostileValue),
      contentType: fc.constantFrom("application/json", "application/json; charset=utf-8"),
    });
    await fc.assert(
      fc.asyncProperty(notification, async ({ dataId, type, requestId, body, contentType }) => {
        // What the server reads back from the query string (lone surrogates become U+FFFD).
        const received = Buffer.from(dataId, "utf8").toString("utf8");
        const ts = String(Math.floor(Date.now() / 1000));
        const v1 = signManifest(WEBHOOK_SECRET, webhookManifest({ dataId: received, requestId, ts }));
        await sendAndCheck(setup, "signed webhook", {
          method: "POST",
          path: `/webhooks/mercadopago?data.id=${percentEncode(dataId)}&type=${percentEncode(type)}`,
          headers: { "content-type": contentType, "x-signature": `ts=${ts},v1=${v1}`, ...(requestId === undefined ? {} : { "x-request-id": requestId }) },
          body: Buffer.from(toJson(typeof body === "object" ? body : { type, data: { id: dataId }, extra: body }), "utf8"),
        });
      }),
      { numRuns: Math.max(FUZZ_RUNS * 3, 30), seed: FUZZ_SEED },
    );
    // Some notifications got past the signature check (anything but 401).
    const counts = setup.statuses.get("signed webhook") ?? new Map<number, number>();
    expect([...counts.keys()].filter((status) => status !== 401), JSON.stringify(Object.fromEntries(counts))).not.toEqual([]);
  });
});
