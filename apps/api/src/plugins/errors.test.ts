import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BODY_TOO_DEEP } from "../lib/json-depth";
import { type TestApp, createTestApp, listeningUrl, loadCatalogue, loginStaff, orderBody, request, signInClient } from "../../test/support";
import { INVALID_PREFLIGHT } from "./security";

/**
 * Regressions found by fuzzing (test/fuzz): values the database cannot hold, refusals that Fastify,
 * Node or a plugin wrote in their own English shape, and bodies nested deep enough to crash PGlite.
 */
let t: TestApp;
let staff: string;
let client: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await loginStaff(t.app);
  client = await signInClient(t.app);
});
afterAll(async () => {
  await t.close();
});

const NUMBER_OUT_OF_RANGE = { statusCode: 400, error: "Bad Request", message: "Um dos números informados está fora do intervalo permitido." };
const INVALID_CHARACTERS = { statusCode: 400, error: "Bad Request", message: "O texto informado contém caracteres inválidos." };

describe("values the database cannot hold are the request's fault (400, not 500)", () => {
  it("an id or a filter beyond PostgreSQL's integer range", async () => {
    for (const url of ["/orders/3000000000", "/products?where_id=3000000000", "/orders?where_external_id=2147483648"]) {
      const response = await request(t.app, { method: "GET", url, token: staff });
      expect(response.json(), url).toEqual(NUMBER_OUT_OF_RANGE);
    }
    const patch = await request(t.app, { method: "PATCH", url: "/products/2147483648", token: staff, payload: { is_active: true } });
    expect(patch.json()).toEqual(NUMBER_OUT_OF_RANGE);
  });

  it("a NUL character in a filter or in a text to store", async () => {
    for (const url of ["/products?where_name=%00", "/clients?where_name=a%00b", "/product-has-additionals?product_id=%00"]) {
      const response = await request(t.app, { method: "GET", url, token: staff });
      expect(response.json(), url).toEqual(INVALID_CHARACTERS);
    }
    const patch = await request(t.app, { method: "PATCH", url: "/products/1", token: staff, payload: { description: "massa\u0000fina" } });
    expect(patch.json()).toEqual(INVALID_CHARACTERS);
  });
});

describe("refusals made before any route runs have the API's shape", () => {
  it("a malformed percent-encoding in the path (400) and an over-long path parameter (414)", async () => {
    const malformed = await t.app.inject({ method: "GET", url: "/orders/%zz" });
    expect(malformed.json()).toEqual({ statusCode: 400, error: "Bad Request", message: "Endereço inválido." });
    const long = await t.app.inject({ method: "GET", url: `/orders/${"9".repeat(150)}` });
    expect(long.json()).toEqual({ statusCode: 414, error: "URI Too Long", message: "O endereço é longo demais." });
  });

  it("headers above Node's 16 KiB limit (431), answered in Portuguese", async () => {
    const { port } = new URL(await listeningUrl(t.app));
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), "127.0.0.1", () => {
        socket.write(`GET /health HTTP/1.1\r\nHost: localhost\r\nX-Junk: ${"a".repeat(20_000)}\r\n\r\n`);
      });
      let text = "";
      socket.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
      socket.on("close", () => resolve(text));
      socket.on("error", reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(JSON.parse(raw.slice(raw.indexOf("\r\n\r\n") + 4))).toEqual({
      statusCode: 431,
      error: "Request Header Fields Too Large",
      message: "Os cabeçalhos da requisição são grandes demais.",
    });
  });

  it("a CORS preflight without Origin or Access-Control-Request-Method (400 in JSON, not plain text)", async () => {
    for (const headers of [{}, { origin: "http://localhost:4173" }, { "access-control-request-method": "GET" }]) {
      const response = await t.app.inject({ method: "OPTIONS", url: "/products", headers });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ statusCode: 400, error: "Bad Request", message: INVALID_PREFLIGHT });
    }
  });
});

describe("deeply nested bodies", () => {
  it("are refused before they reach the database (an order's cart 3,000 levels deep crashed PGlite)", async () => {
    const catalogue = await loadCatalogue(t.app);
    const valid = JSON.stringify(orderBody(catalogue, [{ product: "PG-CALABRESA", additionals: ["AD-PG-MASSA-TRAD"] }]));
    for (const depth of [40, 3_000]) {
      const payload = valid.replace('"cart":[', `"cart":[{"x":${"[".repeat(depth)}${"]".repeat(depth)}},`);
      const response = await request(t.app, { method: "POST", url: "/orders", token: client, headers: { "content-type": "application/json" }, payload });
      expect(response.json()).toEqual({ statusCode: 400, error: "Bad Request", message: BODY_TOO_DEEP });
    }
    const anonymous = await t.app.inject({ method: "POST", url: "/clients/remove-data-request", headers: { "content-type": "application/json" }, payload: `${'{"a":'.repeat(100)}1${"}".repeat(100)}` });
    expect(anonymous.json().message).toBe(BODY_TOO_DEEP);
    expect((await t.app.inject({ method: "GET", url: "/health" })).statusCode).toBe(200);
  });
});
