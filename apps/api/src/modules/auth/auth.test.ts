import { readFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clients, passwordResetCodes } from "../../db/schema";
import { DEMO_CLIENT, DEMO_STAFF, type TestApp, createClient, createTestApp, readSmsOutbox, request, signInClient } from "../../../test/support";
import { INVALID_CREDENTIALS } from "./auth.service";
import { FORGOT_MESSAGE, RESET_CODE_INVALID, RESET_DONE_MESSAGE } from "./password-reset.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, token?: string) => request(t.app, { method: "POST", url, payload: payload as object, token });
const get = (url: string, token?: string) => request(t.app, { method: "GET", url, token });

function secret(): Uint8Array {
  return new TextEncoder().encode(readFileSync(join(t.dataDir, "jwt-secret"), "utf8").trim());
}

describe("POST /auth/sign-in (clients)", () => {
  it("answers a token whose profile carries sub, username, name, role, iat and exp", async () => {
    const response = await post("/auth/sign-in", { document: "123.987.456-19", password: DEMO_CLIENT.password });
    expect(response.statusCode).toBe(200);
    const { access_token } = response.json();
    const profile = await get("/auth/profile", access_token);
    expect(profile.statusCode).toBe(200);
    const claims = profile.json();
    expect(claims).toMatchObject({ username: DEMO_CLIENT.document, name: DEMO_CLIENT.name, role: "client" });
    expect(claims.sub).toMatch(/^\d+$/);
    expect(claims.exp).toBeGreaterThan(claims.iat);
    expect(Object.keys(claims).sort()).toEqual(["exp", "iat", "name", "role", "sub", "username"]);
  });

  it("refuses a wrong password, an unknown document and a staff account with the same 401", async () => {
    const attempts = [
      { document: DEMO_CLIENT.document, password: "Errada@2025" },
      { document: "529.982.247-25", password: DEMO_CLIENT.password },
      { document: DEMO_STAFF.document, password: DEMO_STAFF.password },
    ];
    for (const body of attempts) {
      const response = await post("/auth/sign-in", body);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ statusCode: 401, error: "Unauthorized", message: INVALID_CREDENTIALS });
    }
  });

  it("validates the body with the seed's messages", async () => {
    const cases: Array<[unknown, string]> = [
      [{ document: "123", password: "Cliente@2025" }, "Documento inválido"],
      [{ document: DEMO_CLIENT.document, password: "12345" }, "A senha deve ter pelo menos 6 caracteres"],
      [{ document: DEMO_CLIENT.document }, "A senha deve ter pelo menos 6 caracteres"],
      [{ document: DEMO_CLIENT.document, password: "Cliente@2025", remember: true }, "Campo não permitido: remember"],
    ];
    for (const [body, message] of cases) {
      const response = await post("/auth/sign-in", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });
});

describe("POST /auth/login (staff)", () => {
  it("signs staff in with role staff", async () => {
    const response = await post("/auth/login", { document: "390.533.447-05", password: DEMO_STAFF.password });
    expect(response.statusCode).toBe(200);
    const profile = await get("/auth/profile", response.json().access_token);
    expect(profile.json()).toMatchObject({ role: "staff", username: DEMO_STAFF.document, name: DEMO_STAFF.name });
  });

  it("answers a client's correct credentials exactly like a wrong password", async () => {
    const asClient = await post("/auth/login", { document: DEMO_CLIENT.document, password: DEMO_CLIENT.password });
    const wrong = await post("/auth/login", { document: DEMO_STAFF.document, password: "Errada@2025" });
    expect(asClient.statusCode).toBe(401);
    expect(asClient.json()).toEqual(wrong.json());
    expect(asClient.json().message).toBe(INVALID_CREDENTIALS);
  });
});

describe("tokens", () => {
  it("refuses a missing, malformed, tampered, foreign, unsigned or expired token with 401", async () => {
    const valid = await signInClient(t.app);
    const [header, payload, signature] = valid.split(".");
    const claims = JSON.parse(Buffer.from(payload!, "base64url").toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, role: "staff" })).toString("base64url");
    const unsigned = `${Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url")}.${payload}.`;
    const foreign = await new SignJWT({ ...claims }).setProtectedHeader({ alg: "HS256" }).sign(new TextEncoder().encode("x".repeat(48)));
    const expired = await new SignJWT({ username: claims.username, name: claims.name, role: "client" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(claims.sub)
      .setIssuer("forno-api")
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(secret());

    const missing = await get("/auth/profile");
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ statusCode: 401, error: "Unauthorized", message: "Faça login para continuar." });

    for (const token of [`${header}.${forged}.${signature}`, unsigned, foreign, expired, "not-a-jwt", `${valid}x`]) {
      const response = await get("/auth/profile", token);
      expect(response.statusCode, token).toBe(401);
      expect(response.json().message).toBe("Sessão inválida ou expirada. Faça login novamente.");
    }
    const basic = await t.app.inject({ method: "GET", url: "/auth/profile", headers: { authorization: `Basic ${valid}` } });
    expect(basic.statusCode).toBe(401);
  });

  it("refreshes a token with the account's current name, and refuses once the account is gone", async () => {
    const client = await createClient(t.app, { name: "Ana Paula Souza" });
    await request(t.app, { method: "PATCH", url: "/clients", token: client.token, payload: { name: "Ana Paula Souza Lima" } });
    const refreshed = await get("/auth/refresh", client.token);
    expect(refreshed.statusCode).toBe(200);
    const profile = await get("/auth/profile", refreshed.json().access_token);
    expect(profile.json().name).toBe("Ana Paula Souza Lima");

    await t.app.ctx.db.delete(clients).where(eq(clients.id, client.id));
    expect((await get("/auth/refresh", client.token)).statusCode).toBe(401);
  });
});

describe("password recovery", () => {
  async function latestCode(phone: string): Promise<string> {
    const [message] = await readSmsOutbox(t.app.ctx.db, phone);
    const code = /\b([A-Z0-9]{6})\b/.exec(message?.body ?? "")?.[1];
    if (code === undefined) throw new Error(`no code sent to ${phone}`);
    return code;
  }

  it("ends every session signed before the reset: older tokens answer 401, the new one works", async () => {
    const client = await createClient(t.app);
    const before = (await post("/auth/sign-in", { document: client.document, password: client.password })).json().access_token as string;
    const other = (await post("/auth/sign-in", { document: client.document, password: client.password })).json().access_token as string;
    expect((await get("/auth/profile", before)).statusCode).toBe(200);

    await post("/auth/password/forgot", { document: client.document });
    const reset = await post("/auth/password/reset", { document: client.document, token: await latestCode(client.phone), password: "Nova@Senha1" });
    expect(reset.statusCode).toBe(200);

    for (const old of [before, other]) {
      expect((await get("/auth/profile", old)).statusCode).toBe(401);
      expect((await get("/client-addresses", old)).statusCode).toBe(401);
      expect((await get("/auth/refresh", old)).statusCode).toBe(401);
    }
    expect((await get("/auth/profile", reset.json().access_token)).statusCode).toBe(200);
  });

  it("answers the same message whether or not the document exists, and texts a 6-character code", async () => {
    const client = await createClient(t.app);
    const known = await post("/auth/password/forgot", { document: client.document });
    const unknown = await post("/auth/password/forgot", { document: "529.982.247-25" });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: FORGOT_MESSAGE });
    expect(unknown.json()).toEqual(known.json());
    const code = await latestCode(client.phone);
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    expect(await readSmsOutbox(t.app.ctx.db, "11999999999")).toEqual([]);
  });

  it("resets the password with the code (any case), signs the client in, and uses the code up", async () => {
    const client = await createClient(t.app);
    await post("/auth/password/forgot", { document: client.document });
    const code = await latestCode(client.phone);

    const reset = await post("/auth/password/reset", { document: client.document, token: code.toLowerCase(), password: "Nova@Senha1" });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe(RESET_DONE_MESSAGE);
    const profile = await get("/auth/profile", reset.json().access_token);
    expect(profile.json()).toMatchObject({ role: "client", username: client.document });

    expect((await post("/auth/sign-in", { document: client.document, password: client.password })).statusCode).toBe(401);
    expect((await post("/auth/sign-in", { document: client.document, password: "Nova@Senha1" })).statusCode).toBe(200);

    const again = await post("/auth/password/reset", { document: client.document, token: code, password: "Outra@Senha2" });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(RESET_CODE_INVALID);
  });

  it("burns the code after 5 wrong tries", async () => {
    const client = await createClient(t.app);
    await post("/auth/password/forgot", { document: client.document });
    const code = await latestCode(client.phone);
    const wrong = code === "AAAAAA" ? "BBBBBB" : "AAAAAA";
    for (let i = 0; i < 5; i += 1) {
      const response = await post("/auth/password/reset", { document: client.document, token: wrong, password: "Nova@Senha1" });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(RESET_CODE_INVALID);
    }
    const right = await post("/auth/password/reset", { document: client.document, token: code, password: "Nova@Senha1" });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(RESET_CODE_INVALID);
  });

  it("accepts a code on its 5th try", async () => {
    const client = await createClient(t.app);
    await post("/auth/password/forgot", { document: client.document });
    const code = await latestCode(client.phone);
    const wrong = code === "AAAAAA" ? "BBBBBB" : "AAAAAA";
    for (let i = 0; i < 4; i += 1) await post("/auth/password/reset", { document: client.document, token: wrong, password: "Nova@Senha1" });
    const right = await post("/auth/password/reset", { document: client.document, token: code, password: "Nova@Senha1" });
    expect(right.statusCode).toBe(200);
  });

  it("refuses an expired code (older than 15 minutes)", async () => {
    const client = await createClient(t.app);
    await post("/auth/password/forgot", { document: client.document });
    const code = await latestCode(client.phone);
    await t.app.ctx.db
      .update(passwordResetCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetCodes.clientId, client.id));
    const response = await post("/auth/password/reset", { document: client.document, token: code, password: "Nova@Senha1" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(RESET_CODE_INVALID);
  });

  it("makes a new code replace the previous one", async () => {
    const client = await createClient(t.app);
    await post("/auth/password/forgot", { document: client.document });
    const first = await latestCode(client.phone);
    await post("/auth/password/forgot", { document: client.document });
    const second = await latestCode(client.phone);
    if (first !== second) {
      const old = await post("/auth/password/reset", { document: client.document, token: first, password: "Nova@Senha1" });
      expect(old.statusCode).toBe(400);
    }
    expect((await post("/auth/password/reset", { document: client.document, token: second, password: "Nova@Senha1" })).statusCode).toBe(200);
  });

  it("validates the reset body with the seed's messages", async () => {
    const base = { document: DEMO_CLIENT.document, token: "ABC123", password: "Nova@Senha1" };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...base, token: "ABC12" }, "O código deve ter exatamente 6 caracteres"],
      [{ ...base, token: "ABC1234" }, "O código deve ter exatamente 6 caracteres"],
      [{ ...base, password: "Ab@1" }, "A senha deve ter pelo menos 8 caracteres"],
      [{ ...base, password: "NOVA@SENHA1" }, "A senha deve conter pelo menos uma letra minúscula"],
      [{ ...base, password: "nova@senha1" }, "A senha deve conter pelo menos uma letra maiúscula"],
      [{ ...base, password: "Nova@Senha" }, "A senha deve conter pelo menos um número"],
      [{ ...base, password: "NovaSenha1" }, "A senha deve conter pelo menos um símbolo"],
      [{ ...base, document: "111.111.111-11" }, "Documento inválido"],
    ];
    for (const [body, message] of cases) {
      const response = await post("/auth/password/reset", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const forgot = await post("/auth/password/forgot", { document: "123.456.789-00" });
    expect(forgot.statusCode).toBe(400);
    expect(forgot.json().message).toBe("Documento inválido");
  });
});

describe("rate limits", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { RATE_LIMIT_AUTH_MAX: "3", RATE_LIMIT_AUTH_WINDOW_SECONDS: "60" } });
  });
  afterAll(async () => {
    await limited.close();
  });

  it.each([
    ["/auth/sign-in", { document: DEMO_CLIENT.document, password: "Errada@2025" }],
    ["/auth/login", { document: DEMO_STAFF.document, password: "Errada@2025" }],
    ["/auth/password/reset", { document: DEMO_CLIENT.document, token: "ABC123", password: "Nova@Senha1" }],
    // The password codes have their own numbers and message (account-limits.test.ts).
  ])("limits %s per caller and answers 429 in Portuguese", async (url, body) => {
    for (let i = 0; i < 3; i += 1) {
      const response = await limited.app.inject({ method: "POST", url, payload: body });
      expect(response.statusCode).not.toBe(429);
    }
    const blocked = await limited.app.inject({ method: "POST", url, payload: body });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ statusCode: 429, error: "Too Many Requests" });
    expect(blocked.json().message).toMatch(/^Muitas tentativas\. Aguarde \d+ segundos e tente novamente\.$/);
    expect(blocked.headers["retry-after"]).toBeDefined();
    // Another caller (IP) is not affected.
    const other = await limited.app.inject({ method: "POST", url, payload: body, remoteAddress: "10.0.0.2" });
    expect(other.statusCode).not.toBe(429);
  });

  it("does not limit ordinary reads", async () => {
    for (let i = 0; i < 6; i += 1) expect((await limited.app.inject({ method: "GET", url: "/products" })).statusCode).toBe(200);
  });

  it("counts one limit across API instances that share the database (load balancer round robin)", async () => {
    const second = await createTestApp({ env: { RATE_LIMIT_AUTH_MAX: "3", RATE_LIMIT_AUTH_WINDOW_SECONDS: "60" }, shareDatabaseWith: limited });
    try {
      const body = { document: DEMO_CLIENT.document, password: "Errada@2025" };
      const attempt = (app: TestApp["app"]) => app.inject({ method: "POST", url: "/auth/sign-in", payload: body, remoteAddress: "10.0.0.9" });
      for (const app of [limited.app, second.app, limited.app]) expect((await attempt(app)).statusCode).toBe(401);
      expect((await attempt(second.app)).statusCode).toBe(429);
      expect((await attempt(limited.app)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });

  it("opens a new window once the old one is over", async () => {
    const short = await createTestApp({ env: { RATE_LIMIT_AUTH_MAX: "1", RATE_LIMIT_AUTH_WINDOW_SECONDS: "1" } });
    try {
      const attempt = () => short.app.inject({ method: "POST", url: "/auth/login", payload: { document: DEMO_STAFF.document, password: "Errada@2025" } });
      expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).statusCode).toBe(429);
      await expect.poll(async () => (await attempt()).statusCode, { timeout: 5_000, interval: 300 }).toBe(401);
    } finally {
      await short.close();
    }
  });
});
