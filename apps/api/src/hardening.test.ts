import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SECURITY_HEADERS } from "./lib/security-headers";
import { DEMO_CLIENT, type TestApp, createClient, createTestApp, loadCatalogue, loginStaff, openStream, placeOrder, readSmsOutbox, request, signInClient, uniqueCpf } from "../test/support";

// Issue 14 point 2 (operations.md section 8): secrets and sessions.
const PRODUCTION = { NODE_ENV: "production", PUBLIC_URL: "https://api.forno.example", SMS_PROVIDER: "console", STAFF_DOCUMENT: "529.982.247-25", STAFF_PASSWORD: "Equipe#Loja2025" };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// Each test starts production apps of its own (two PGlite start-ups in the first): generous on busy cores.
describe("production", { timeout: 120_000 }, () => {
  it("keeps password codes out of the log with the console SMS provider, and seeds no demo data unless SEED_DEMO=true", async () => {
    const lines: string[] = [];
    const production = await createTestApp({ env: { ...PRODUCTION, LOG_LEVEL: "trace" }, logStream: { write: (line: string) => void lines.push(line) } });
    try {
      expect((await request(production.app, { method: "GET", url: "/products" })).json()).toEqual([]);
      expect((await request(production.app, { method: "POST", url: "/auth/sign-in", payload: { document: DEMO_CLIENT.document, password: DEMO_CLIENT.password } })).statusCode).toBe(401);

      const client = await createClient(production.app);
      expect((await request(production.app, { method: "POST", url: "/auth/password/forgot", payload: { document: client.document } })).statusCode).toBe(200);
      const [message] = await readSmsOutbox(production.app.ctx.db, client.phone);
      const code = /\b([A-Z0-9]{6})\b/.exec(message?.body ?? "")?.[1];
      expect(code).toBeDefined();
      // The sender settles the message beside the request: its log line comes a moment later.
      await expect.poll(() => lines.join(""), { timeout: 10_000 }).toContain("SMS kept in the outbox");
      const log = lines.join("");
      expect(log).not.toContain(code!);
      expect(log).not.toContain(message!.body);
    } finally {
      await production.close();
    }

    const demo = await createTestApp({ env: { ...PRODUCTION, SEED_DEMO: "true" } });
    try {
      expect((await request(demo.app, { method: "GET", url: "/products" })).json().length).toBeGreaterThan(0);
    } finally {
      await demo.close();
    }
  });

  it("serves /docs only with API_DOCS=true", async () => {
    const hidden = await createTestApp({ env: PRODUCTION });
    const shown = await createTestApp({ env: { ...PRODUCTION, API_DOCS: "true" } });
    try {
      expect((await hidden.app.inject({ method: "GET", url: "/docs/json" })).statusCode).toBe(404);
      expect((await hidden.app.inject({ method: "GET", url: "/docs" })).statusCode).toBe(404);
      expect((await shown.app.inject({ method: "GET", url: "/docs/json" })).statusCode).toBe(200);
    } finally {
      await Promise.all([hidden.close(), shown.close()]);
    }
  });

  it("builds absolute URLs from PUBLIC_URL, whatever Host the request names", async () => {
    const production = await createTestApp({ env: { ...PRODUCTION, SEED_DEMO: "true" } });
    try {
      const headers = { host: "evil.example", "x-forwarded-host": "evil.example" };
      const store = (await production.app.inject({ method: "GET", url: "/settings/store", headers })).json();
      expect(store.appearance.logo_url).toBe("https://api.forno.example/images/logo.svg");
      const products = (await production.app.inject({ method: "GET", url: "/products", headers })).body;
      expect(products).toContain("https://api.forno.example/images/");
      expect(products).not.toContain("evil.example");
    } finally {
      await production.close();
    }
  });
});

describe("answers", () => {
  it("are never stored by a cache when they carry a token or personal data", async () => {
    const token = await signInClient(t.app);
    const privateAnswers = [
      await request(t.app, { method: "POST", url: "/auth/sign-in", payload: { document: DEMO_CLIENT.document, password: DEMO_CLIENT.password } }),
      await request(t.app, { method: "POST", url: "/auth/sign-in", payload: { document: DEMO_CLIENT.document, password: "Errada@123" } }),
      await request(t.app, { method: "GET", url: "/auth/refresh", token }),
      await request(t.app, { method: "GET", url: "/clients/me/profile", token }),
      await request(t.app, { method: "GET", url: "/client-addresses", token }),
      await request(t.app, { method: "GET", url: "/orders", token }),
      await request(t.app, { method: "GET", url: "/order-payments/cards", token }),
    ];
    for (const answer of privateAnswers) expect(answer.headers["cache-control"], answer.body).toBe("no-store");
    expect((await request(t.app, { method: "GET", url: "/products" })).headers["cache-control"]).toBeUndefined();
  });

  it("event streams carry the same security headers as every other answer", async () => {
    const token = await signInClient(t.app);
    const order = await placeOrder(t.app, token, await loadCatalogue(t.app));
    const json = await request(t.app, { method: "GET", url: `/orders/${order.id}`, token });
    for (const path of [`/orders/sse/${order.id}`, `/order-payments/sse/${order.id}`]) {
      const stream = await openStream(t.app, path, { token });
      try {
        expect(stream.status).toBe(200);
        for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
          expect(json.headers[name], name).toBe(value);
          expect(stream.headers.get(name), `${path} ${name}`).toBe(value);
        }
        expect(stream.headers.get("cache-control")).toContain("no-store");
      } finally {
        stream.close();
      }
    }
  });
});

describe("names (issue 29 point 4)", () => {
  const ZERO_WIDTH = "\u200B\u200B\u200B\u200B\u200B \u200C\u200D\u2060";

  it("need a visible letter: names of zero-width characters only are refused with the field's message, and nothing is stored", async () => {
    const staff = await loginStaff(t.app);
    const signUp = await request(t.app, {
      method: "POST",
      url: "/clients",
      payload: { name: ZERO_WIDTH, document: uniqueCpf(), phone: "11955557777", email: null, password: "Teste@2025" },
    });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json().message).toBe("Digite um nome válido");
    const product = await request(t.app, { method: "POST", url: "/products", token: staff, payload: { name: "\u200B", product_group: "Bebidas", product_subgroup: "Sucos", amount: 8 } });
    expect(product.statusCode).toBe(400);
    expect(product.json().message).toBe("Nome obrigatório");
    const driver = await request(t.app, { method: "POST", url: "/drivers", token: staff, payload: { name: "\u200B\u200D", phone: "(11) 95550-4321" } });
    expect(driver.statusCode).toBe(400);
    expect(driver.json().message).toBe("Nome obrigatório");
    const order = await request(t.app, {
      method: "POST",
      url: "/orders",
      token: staff,
      payload: { items: [{ cart_index: 0, item_id: 1, item_id_parent: null, item_group: 1, product_id: 1, quantity: 1 }], is_delivery: false, channel: "phone", client: { name: ZERO_WIDTH, phone: "11955557777" } },
    });
    expect(order.statusCode).toBe(400);
    expect(order.json().message).toBe("Digite um nome válido");
    const clients = (await request(t.app, { method: "GET", url: "/clients?where_phone=11955557777", token: staff })).json();
    expect(clients).toEqual([]);
  });
});
