import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "./db/client";
import { DEMO_CLIENT, type TestApp, createTestApp, loginStaff, request, signInClient } from "../test/support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("the wire conventions", () => {
  it("answers an unknown route with a Portuguese 404", async () => {
    for (const [method, url] of [
      ["GET", "/nao-existe"],
      ["POST", "/orders/123/whatever"],
      ["DELETE", "/products"],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, error: "Not Found", message: "Rota não encontrada." });
    }
  });

  it("answers malformed JSON, an empty JSON body and a wrong content type with 4xx", async () => {
    const malformed = await t.app.inject({ method: "POST", url: "/clients", headers: { "content-type": "application/json" }, payload: '{"name": "Ana' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ statusCode: 400, error: "Bad Request", message: "O corpo da requisição não é um JSON válido." });

    const empty = await t.app.inject({ method: "POST", url: "/clients", headers: { "content-type": "application/json" }, payload: "" });
    expect(empty.statusCode).toBe(400);

    const text = await t.app.inject({ method: "POST", url: "/clients", headers: { "content-type": "text/plain" }, payload: "olá" });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe("Tipo de conteúdo não suportado.");

    const array = await request(t.app, { method: "POST", url: "/auth/sign-in", payload: [1, 2] as unknown as object });
    expect(array.statusCode).toBe(400);
  });

  it("refuses a huge body with 413 before reading it all", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/clients",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ name: "x".repeat(600 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ statusCode: 413, error: "Payload Too Large", message: "O corpo da requisição é grande demais." });
  });

  it("names the field in validation messages for wrong types", async () => {
    const staff = await loginStaff(t.app);
    const response = await request(t.app, {
      method: "POST",
      url: "/ceps",
      token: staff,
      payload: { postal_code: "05433-999", street: "Rua X", neighborhood: "Centro", city: 123, state: "SP" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Cidade é obrigatória");
    const nested = await request(t.app, { method: "PATCH", url: "/products/1", token: staff, payload: { order_group: "1" } });
    expect(nested.json().message).toBe("Ordem do grupo (order_group): esperava um número, recebeu um texto");
    const missing = await request(t.app, { method: "GET", url: "/product-has-additionals" });
    expect(missing.json().message).toBe("Produto (product_id): campo obrigatório");
  });

  it("never sends a stack trace or internal details, even for a 500", async () => {
    const staff = await loginStaff(t.app);
    const ctx = t.app.ctx;
    const db = ctx.db;
    ctx.db = new Proxy(db, {
      get() {
        throw new Error("connect ECONNREFUSED 10.0.0.5:5432 password=segredo");
      },
    }) as Database;
    try {
      const response = await request(t.app, { method: "GET", url: "/clients", token: staff });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        statusCode: 500,
        error: "Internal Server Error",
        message: "Ocorreu um erro inesperado. Tente novamente em instantes.",
      });
      expect(response.body).not.toMatch(/ECONNREFUSED|segredo|at |\.ts/);
    } finally {
      ctx.db = db;
    }
  });

  it("answers documents, phones and CEPs as digits and money as numbers", async () => {
    const token = await signInClient(t.app);
    const profile = (await request(t.app, { method: "GET", url: "/clients/me/profile", token })).json();
    expect(profile.document).toBe(DEMO_CLIENT.document);
    expect(profile.phone).toMatch(/^\d+$/);
    const [address] = (await request(t.app, { method: "GET", url: "/client-addresses", token })).json();
    expect(address.postal_code).toMatch(/^\d{8}$/);
    expect(typeof address.Cep.amount).toBe("number");
  });
});

describe("security", () => {
  it("sends security headers", async () => {
    const response = await t.app.inject({ method: "GET", url: "/health" });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["strict-transport-security"]).toBeDefined();
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(response.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(response.headers["x-powered-by"]).toBeUndefined();
  });

  it("allows CORS only for the configured app origins", async () => {
    const allowed = await t.app.inject({
      method: "OPTIONS",
      url: "/products",
      headers: { origin: "http://localhost:4173", "access-control-request-method": "GET", "access-control-request-headers": "authorization" },
    });
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers["access-control-allow-origin"]).toBe("http://localhost:4173");
    expect(String(allowed.headers["access-control-allow-headers"]).toLowerCase()).toContain("authorization");

    // The Horários screen saves the week with PUT /store/hours from the backoffice's origin.
    const put = await t.app.inject({
      method: "OPTIONS",
      url: "/store/hours",
      headers: { origin: "http://localhost:4174", "access-control-request-method": "PUT", "access-control-request-headers": "authorization,content-type" },
    });
    expect(put.statusCode).toBe(204);
    expect(String(put.headers["access-control-allow-methods"])).toContain("PUT");

    const backoffice = await t.app.inject({ method: "GET", url: "/products", headers: { origin: "http://localhost:4174" } });
    expect(backoffice.headers["access-control-allow-origin"]).toBe("http://localhost:4174");

    const foreign = await t.app.inject({ method: "GET", url: "/products", headers: { origin: "https://evil.example" } });
    expect(foreign.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("honours CORS_ORIGINS", async () => {
    const custom = await createTestApp({ env: { CORS_ORIGINS: "https://delivery.forno.example, https://admin.forno.example" } });
    try {
      const ok = await custom.app.inject({ method: "GET", url: "/health", headers: { origin: "https://admin.forno.example" } });
      expect(ok.headers["access-control-allow-origin"]).toBe("https://admin.forno.example");
      const local = await custom.app.inject({ method: "GET", url: "/health", headers: { origin: "http://localhost:4173" } });
      expect(local.headers["access-control-allow-origin"]).toBeUndefined();
    } finally {
      await custom.close();
    }
  });

  it("keeps passwords and tokens out of the log", async () => {
    const lines: string[] = [];
    const logged = await createTestApp({ env: { LOG_LEVEL: "trace" }, logStream: { write: (line: string) => void lines.push(line) } });
    try {
      const signIn = await logged.app.inject({
        method: "POST",
        url: "/auth/sign-in",
        payload: { document: DEMO_CLIENT.document, password: DEMO_CLIENT.password },
      });
      const token = signIn.json().access_token as string;
      await logged.app.inject({ method: "GET", url: "/auth/profile", headers: { authorization: `Bearer ${token}` } });
      await logged.app.inject({ method: "POST", url: "/auth/sign-in", payload: { document: DEMO_CLIENT.document, password: "Vazou@123" } });
      const log = lines.join("");
      expect(log).toContain("/auth/sign-in");
      expect(log).not.toContain(DEMO_CLIENT.password);
      expect(log).not.toContain("Vazou@123");
      expect(log).not.toContain(token);
    } finally {
      await logged.close();
    }
  });
});

describe("documentation and development aids", () => {
  it("serves the OpenAPI document generated from the zod schemas, and the UI at /docs", async () => {
    const response = await t.app.inject({ method: "GET", url: "/docs/json" });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of ["/auth/sign-in", "/clients", "/client-addresses/{id}", "/ceps/{postalCode}", "/products/{id}/upload", "/settings/store"]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect(doc.paths["/clients"].post.requestBody.content["application/json"].schema.properties).toHaveProperty("document");
    // Streams and tickets are documented under their own media type.
    expect(Object.keys(doc.paths["/orders/sse"].get.responses["200"].content)).toEqual(["text/event-stream"]);
    expect(Object.keys(doc.paths["/orders/sse/{id}"].get.responses["200"].content)).toEqual(["text/event-stream"]);
    expect(Object.keys(doc.paths["/orders/{id}/ticket"].get.responses["200"].content)).toEqual(["text/plain"]);
    expect(Object.keys(doc.paths["/orders"].get.responses["200"].content)).toEqual(["application/json"]);
    expect((await t.app.inject({ method: "GET", url: "/docs" })).statusCode).toBeLessThan(400);
  });

  it("exposes the SMS outbox outside production only", async () => {
    await request(t.app, { method: "POST", url: "/auth/password/forgot", payload: { document: DEMO_CLIENT.document } });
    const outbox = await t.app.inject({ method: "GET", url: `/dev/sms-outbox?phone=${encodeURIComponent("(11) 98765-4321")}` });
    expect(outbox.statusCode).toBe(200);
    expect(outbox.json()[0].body).toMatch(/\b[A-Z0-9]{6}\b/);

    const production = await createTestApp({
      env: { NODE_ENV: "production", PUBLIC_URL: "https://api.forno.example", SMS_PROVIDER: "console", STAFF_DOCUMENT: "529.982.247-25", STAFF_PASSWORD: "Equipe#Loja2025" },
    });
    try {
      expect((await production.app.inject({ method: "GET", url: "/dev/sms-outbox" })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
