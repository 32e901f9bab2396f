import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clients } from "../../db/schema";
import { DEMO_STAFF, type TestApp, createClient, createTestApp, readSmsOutbox, uniqueCpf } from "../../../test/support";
import { INVALID_CREDENTIALS } from "./auth.service";
import { TOO_MANY_CODE_REQUESTS } from "./account-limits";
import { FORGOT_MESSAGE } from "./password-reset.service";

/** Tests here start API instances of their own: generous on two busy cores (a PGlite start has taken 40 s). */
const SLOW = { timeout: 180_000 };

// Issue 29 point 2 and growth.md section 5: limits per account, document and phone that no forged
// X-Forwarded-For can dodge, counted in the database for every instance; the proxy's own hop only.

const WRONG = "Errada@2025";
/** The proxy's address (app.inject's default remote address) and a real caller behind it. */
const PROXY = "127.0.0.1";
const CALLER = "203.0.113.7";
/** Instances on one database share JWT_SECRET (the keyed hashes of the counters derive from it). */
const JWT_SECRET = "account-limits-secret-of-at-least-32-characters";

let t: TestApp;
beforeAll(async () => {
  // As docs/deployment.md says: one nginx in front; the per-address default stays high here so
  // that only the per-account limits are seen.
  t = await createTestApp({ env: { TRUST_PROXY: "true", JWT_SECRET } });
});
afterAll(async () => {
  await t.close();
});

/** A request through the proxy: the caller forged `forged`, nginx appended the address it saw. */
const viaProxy = (app: TestApp["app"], url: string, payload: object, forged: string, caller = CALLER) =>
  app.inject({ method: "POST", url, payload, remoteAddress: PROXY, headers: { "x-forwarded-for": `${forged}, ${caller}` } });

describe("wrong passwords per account", SLOW, () => {
  it.each([
    ["/auth/sign-in", "client"],
    ["/auth/login", "staff"],
  ])("%s: 10 wrong passwords from 10 forged addresses are 401, the 11th is 429 with Retry-After, even with the right password", async (url, who) => {
    const account = who === "client" ? await createClient(t.app) : { document: DEMO_STAFF.document, password: DEMO_STAFF.password };
    for (let i = 1; i <= 10; i += 1) {
      const answer = await viaProxy(t.app, url, { document: account.document, password: WRONG }, `198.51.100.${i}`, `192.0.2.${i}`);
      expect(answer.statusCode, `attempt ${i}`).toBe(401);
      expect(answer.json().message).toBe(INVALID_CREDENTIALS);
    }
    const blocked = await viaProxy(t.app, url, { document: account.document, password: WRONG }, "198.51.100.11", "192.0.2.11");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ statusCode: 429, error: "Too Many Requests" });
    expect(blocked.json().message).toMatch(/^Muitas tentativas de senha para este documento\. Aguarde (1[0-5]|[1-9]) minutos? e tente novamente\.$/);
    const retryAfter = Number(blocked.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // The right password is refused too while the window lasts: guessing stops for everyone.
    expect((await viaProxy(t.app, url, { document: account.document, password: account.password }, "198.51.100.12")).statusCode).toBe(429);
  });

  it("answers an unknown document exactly like a known one, so the limit tells nothing", async () => {
    const unknown = uniqueCpf();
    for (let i = 0; i < 10; i += 1) expect((await viaProxy(t.app, "/auth/sign-in", { document: unknown, password: WRONG }, `10.9.0.${i}`)).statusCode).toBe(401);
    const blocked = await viaProxy(t.app, "/auth/sign-in", { document: unknown, password: WRONG }, "10.9.0.99");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Muitas tentativas de senha para este documento\./);
  });

  it("counts only wrong passwords (a right one gives its attempt back), and leaves other accounts alone", async () => {
    const ana = await createClient(t.app);
    const bia = await createClient(t.app);
    for (let i = 0; i < 9; i += 1) expect((await viaProxy(t.app, "/auth/sign-in", { document: ana.document, password: WRONG }, "x")).statusCode).toBe(401);
    for (let i = 0; i < 3; i += 1) expect((await viaProxy(t.app, "/auth/sign-in", { document: ana.document, password: ana.password }, "x")).statusCode).toBe(200);
    expect((await viaProxy(t.app, "/auth/sign-in", { document: ana.document, password: WRONG }, "x")).statusCode).toBe(401);
    expect((await viaProxy(t.app, "/auth/sign-in", { document: ana.document, password: WRONG }, "x")).statusCode).toBe(429);
    expect((await viaProxy(t.app, "/auth/sign-in", { document: bia.document, password: bia.password }, "x")).statusCode).toBe(200);
    // The same document as staff is another count (a client's CPF is not the staff login).
    expect((await viaProxy(t.app, "/auth/login", { document: ana.document, password: WRONG }, "x")).statusCode).toBe(401);
  });

  it("holds when parallel guesses race for the last attempts", async () => {
    const client = await createClient(t.app);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => viaProxy(t.app, "/auth/sign-in", { document: client.document, password: WRONG }, `172.16.0.${i}`)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  it("is one count for every instance on the database", async () => {
    const second = await createTestApp({ env: { TRUST_PROXY: "true", JWT_SECRET }, shareDatabaseWith: t });
    try {
      const client = await createClient(t.app);
      for (let i = 0; i < 10; i += 1) {
        const app = i % 2 === 0 ? t.app : second.app;
        expect((await viaProxy(app, "/auth/sign-in", { document: client.document, password: WRONG }, `10.8.0.${i}`)).statusCode).toBe(401);
      }
      expect((await viaProxy(second.app, "/auth/sign-in", { document: client.document, password: WRONG }, "10.8.0.99")).statusCode).toBe(429);
      expect((await viaProxy(t.app, "/auth/sign-in", { document: client.document, password: WRONG }, "10.8.0.98")).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});

describe("password codes (growth.md section 5)", () => {
  const forgot = (document: string, forged: string, caller = CALLER) => viaProxy(t.app, "/auth/password/forgot", { document }, forged, caller);

  it("answers a fourth code within 15 minutes for one document 429 with the contract's message, known document or not", async () => {
    const client = await createClient(t.app);
    for (const document of [client.document, uniqueCpf()]) {
      for (let i = 0; i < 3; i += 1) {
        const answer = await forgot(document, `198.51.100.${i}`, `192.0.2.${100 + i}`);
        expect(answer.statusCode).toBe(200);
        expect(answer.json()).toEqual({ message: FORGOT_MESSAGE });
      }
      const fourth = await forgot(document, "198.51.100.50", "192.0.2.150");
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json()).toEqual({ statusCode: 429, error: "Too Many Requests", message: "Muitas solicitações. Tente de novo em alguns minutos." });
      expect(fourth.json().message).toBe(TOO_MANY_CODE_REQUESTS);
      expect(Number(fourth.headers["retry-after"])).toBeGreaterThan(14 * 60);
    }
    // Three codes reached the phone, not four.
    expect(await readSmsOutbox(t.app.ctx.db, client.phone)).toHaveLength(3);
  });

  it("answers an eleventh request within 15 minutes from one address 429, unknown documents included; another address goes on", async () => {
    const caller = "192.0.2.77";
    for (let i = 0; i < 10; i += 1) expect((await forgot(uniqueCpf(), `10.7.0.${i}`, caller)).statusCode).toBe(200);
    const eleventh = await forgot(uniqueCpf(), "10.7.0.99", caller);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toBe(TOO_MANY_CODE_REQUESTS);
    expect((await forgot(uniqueCpf(), "10.7.0.99", "192.0.2.78")).statusCode).toBe(200);
  });

  it("texts one phone at most 3 codes within 15 minutes whatever the accounts naming it, answering the same", async () => {
    const ana = await createClient(t.app);
    const bia = await createClient(t.app);
    await t.app.ctx.db.update(clients).set({ phone: ana.phone }).where(eq(clients.id, bia.id));
    for (let i = 0; i < 3; i += 1) expect((await forgot(ana.document, "x", `192.0.2.${200 + i}`)).statusCode).toBe(200);
    const fourth = await forgot(bia.document, "x", "192.0.2.210");
    expect(fourth.statusCode).toBe(200);
    expect(fourth.json()).toEqual({ message: FORGOT_MESSAGE });
    expect(await readSmsOutbox(t.app.ctx.db, ana.phone)).toHaveLength(3);
  });
});

describe("the proxy's own hop", SLOW, () => {
  it.each([
    ["a hop count", "1"],
    ["the proxy's address", PROXY],
  ])("with %s, an address forged in X-Forwarded-For is not the caller's: the per-address limit holds", async (_label, trust) => {
    const limited = await createTestApp({ env: { TRUST_PROXY: trust, RATE_LIMIT_AUTH_MAX: "3" } });
    try {
      const attempt = (forged: string, caller = CALLER) => viaProxy(limited.app, "/auth/sign-in", { document: uniqueCpf(), password: WRONG }, forged, caller);
      for (let i = 0; i < 3; i += 1) expect((await attempt(`198.51.100.${i}, 10.0.0.${i}`)).statusCode).toBe(401);
      const blocked = await attempt("198.51.100.9");
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/^Muitas tentativas\. Aguarde \d+ segundos e tente novamente\.$/);
      // The address the proxy saw is the caller: another real caller is not limited.
      expect((await attempt("198.51.100.9", "192.0.2.99")).statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });

  it("without TRUST_PROXY, X-Forwarded-For is ignored: the connection is the caller", async () => {
    const direct = await createTestApp({ env: { RATE_LIMIT_AUTH_MAX: "2" } });
    try {
      const attempt = (forged: string) =>
        direct.app.inject({ method: "POST", url: "/auth/sign-in", payload: { document: uniqueCpf(), password: WRONG }, remoteAddress: "192.0.2.50", headers: { "x-forwarded-for": forged } });
      expect((await attempt("1.1.1.1")).statusCode).toBe(401);
      expect((await attempt("2.2.2.2")).statusCode).toBe(401);
      expect((await attempt("3.3.3.3")).statusCode).toBe(429);
    } finally {
      await direct.close();
    }
  });
});

describe("sign-up", SLOW, () => {
  it("is limited per address: 15 sign-ups in a row from one address are not all accepted", async () => {
    // RATE_LIMIT_AUTH_MAX unset: the default, 10 per minute.
    const guarded = await createTestApp({ env: { RATE_LIMIT_AUTH_MAX: undefined } });
    try {
      const signUp = (i: number, remoteAddress = "192.0.2.60") =>
        guarded.app.inject({
          method: "POST",
          url: "/clients",
          remoteAddress,
          payload: { name: "Cliente em Série", document: uniqueCpf(), phone: `1197${String(2_000_000 + i).slice(-7)}`, email: null, password: "Teste@2025" },
        });
      const statuses: number[] = [];
      for (let i = 0; i < 15; i += 1) statuses.push((await signUp(i)).statusCode);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
      expect(statuses.slice(10)).toEqual(Array(5).fill(429));
      expect((await signUp(20, "192.0.2.61")).statusCode).toBe(201);
    } finally {
      await guarded.close();
    }
  });
});
