import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smsOutbox } from "../db/schema";
import { FAKE_TWILIO, FAKE_ZENVIA, type FakeSmsProviders, type NewClient, type TestApp, createClient, createTestApp, startFakeSmsProviders } from "../../test/support";

/** Tests here start API instances of their own: generous on two busy cores (a PGlite start has taken 40 s). */
const SLOW = { timeout: 180_000 };

// growth.md section 5 (issue 35): password codes reach the phone through Twilio or Zenvia, exactly as
// their documents say, checked by local fakes; the code never reaches the log, whatever the provider.

let fake: FakeSmsProviders;
const logs: Record<string, string[]> = { twilio: [], zenvia: [], console: [], production: [] };
const apps: Record<string, TestApp> = {};

const capture = (name: string) => ({ write: (line: string) => void logs[name]!.push(line) });

beforeAll(async () => {
  fake = await startFakeSmsProviders();
  apps.twilio = await createTestApp({ env: { ...fake.env("twilio"), LOG_LEVEL: "trace" }, logStream: capture("twilio") });
  apps.zenvia = await createTestApp({ env: { ...fake.env("zenvia"), LOG_LEVEL: "trace" }, logStream: capture("zenvia") });
});
afterAll(async () => {
  for (const app of Object.values(apps)) await app.close();
  await fake.close();
});

let callers = 0;
/** A code request from an address of its own: growth.md allows 10 per address in 15 minutes. */
const forgot = (t: TestApp, document: string) => t.app.inject({ method: "POST", url: "/auth/password/forgot", payload: { document }, remoteAddress: `10.35.1.${(callers += 1)}` });

/** The message the fake delivered to this phone (waits for the sender). */
async function delivered(phone: string) {
  await expect.poll(() => fake.messages.filter((message) => message.phone === phone).length, { timeout: 10_000 }).toBe(1);
  const message = fake.messages.find((candidate) => candidate.phone === phone)!;
  // The phone's digits appear in either provider's body (%2B5511... in Twilio's form, "5511..." in Zenvia's JSON).
  const request = fake.requests.find((candidate) => candidate.status !== 404 && candidate.rawBody.includes(phone))!;
  return { message, request, code: /\b([A-Z0-9]{6})\b/.exec(message.text)?.[1] };
}

async function outboxRow(t: TestApp, phone: string) {
  const [row] = await t.app.ctx.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone));
  return row!;
}

describe("Twilio", () => {
  it("gets POST /2010-04-01/Accounts/{AccountSid}/Messages.json with HTTP Basic and the form To (+55...), From and Body; its sid is kept", async () => {
    const client = await createClient(apps.twilio!.app);
    expect((await forgot(apps.twilio!, client.document)).statusCode).toBe(200);
    const { message, request, code } = await delivered(client.phone);
    expect(request.method).toBe("POST");
    expect(request.path).toBe(`/2010-04-01/Accounts/${FAKE_TWILIO.accountSid}/Messages.json`);
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from(`${FAKE_TWILIO.accountSid}:${FAKE_TWILIO.authToken}`).toString("base64")}`);
    expect(request.headers["content-type"]).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(request.rawBody))).toEqual({ To: `+55${client.phone}`, From: FAKE_TWILIO.from, Body: message.text });
    expect(request.status).toBe(201);
    expect(message.to).toBe(`+55${client.phone}`);
    expect(message.text).toBe(`Forno: seu código para criar uma nova senha é ${code}. Ele vale por 15 minutos.`);
    await expect.poll(async () => (await outboxRow(apps.twilio!, client.phone)).status).toBe("sent");
    const row = await outboxRow(apps.twilio!, client.phone);
    expect(row).toMatchObject({ provider: "twilio", attempts: 1, providerMessageId: message.id, lastError: null });
    expect(row.providerMessageId).toMatch(/^SM[0-9a-f]{32}$/);
    // Delivered: the provider's copy is all that holds the code; the table keeps no live one.
    expect(row.body).toBe("");
    // The code that arrived resets the password.
    const reset = await apps.twilio!.app.inject({ method: "POST", url: "/auth/password/reset", payload: { document: client.document, token: code, password: "Nova@Senha1" } });
    expect(reset.statusCode).toBe(200);
  });
});

describe("Zenvia", () => {
  it("gets POST /v2/channels/sms/messages with X-API-TOKEN and the JSON { from, to: 55DD..., contents: [{ type: text, text }] }; its id is kept", async () => {
    const client = await createClient(apps.zenvia!.app);
    expect((await forgot(apps.zenvia!, client.document)).statusCode).toBe(200);
    const { message, request } = await delivered(client.phone);
    expect(request.method).toBe("POST");
    expect(request.path).toBe("/v2/channels/sms/messages");
    expect(request.headers["x-api-token"]).toBe(FAKE_ZENVIA.apiToken);
    expect(request.headers.authorization).toBeUndefined();
    expect(request.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(request.rawBody)).toEqual({ from: FAKE_ZENVIA.from, to: `55${client.phone}`, contents: [{ type: "text", text: message.text }] });
    expect(request.status).toBe(200);
    await expect.poll(async () => (await outboxRow(apps.zenvia!, client.phone)).status).toBe("sent");
    const row = await outboxRow(apps.zenvia!, client.phone);
    expect(row).toMatchObject({ provider: "zenvia", attempts: 1, providerMessageId: message.id, body: "" });
    expect(row.providerMessageId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("wrong credentials", SLOW, () => {
  it.each([
    ["twilio", { TWILIO_AUTH_TOKEN: "not-the-token" }, "HTTP 401 (código 20003)"],
    ["zenvia", { ZENVIA_API_TOKEN: "not-the-token" }, "HTTP 401 (código AUTHENTICATION_ERROR)"],
  ] as const)("%s: refused (4xx), not retried, recorded as the last failure without the text", async (provider, wrong, reason) => {
    const t = await createTestApp({ env: { ...fake.env(provider), ...wrong } });
    try {
      const client: NewClient = await createClient(t.app);
      const before = fake.requests.length;
      expect((await forgot(t, client.document)).statusCode).toBe(200);
      await expect.poll(async () => (await outboxRow(t, client.phone)).status, { timeout: 10_000 }).toBe("failed");
      expect(await outboxRow(t, client.phone)).toMatchObject({ attempts: 1, lastError: reason, body: "" });
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(fake.requests.length - before).toBe(1);
      expect(fake.messages.some((message) => message.phone === client.phone)).toBe(false);
    } finally {
      await t.close();
    }
  });
});

describe("the log", SLOW, () => {
  it("never holds the code or the message's text, with Twilio, Zenvia or console (development and production)", async () => {
    apps.console = await createTestApp({ env: { SMS_PROVIDER: "console", LOG_LEVEL: "trace" }, logStream: capture("console") });
    apps.production = await createTestApp({
      env: { NODE_ENV: "production", PUBLIC_URL: "https://api.forno.example", SMS_PROVIDER: "console", STAFF_DOCUMENT: "529.982.247-25", STAFF_PASSWORD: "Equipe#Loja2025", LOG_LEVEL: "trace" },
      logStream: capture("production"),
    });
    const texts: Array<[string, string]> = [];
    for (const name of ["twilio", "zenvia", "console", "production"]) {
      const t = apps[name]!;
      const client = await createClient(t.app);
      expect((await forgot(t, client.document)).statusCode).toBe(200);
      await t.app.ctx.sms.delivery.idle();
      await expect.poll(async () => (await outboxRow(t, client.phone)).status, { timeout: 10_000 }).toBe("sent");
      const text = name === "twilio" || name === "zenvia" ? (await delivered(client.phone)).message.text : (await outboxRow(t, client.phone)).body;
      const code = /\b([A-Z0-9]{6})\b/.exec(text)![1]!;
      // The reset carries the code in its body: it stays out of the log too.
      await t.app.inject({ method: "POST", url: "/auth/password/reset", payload: { document: client.document, token: code, password: "Nova@Senha1" } });
      texts.push([name, code]);
      const log = logs[name]!.join("");
      expect(log, name).toMatch(/"msg":"(SMS sent|SMS kept in the outbox \(console provider\))"/);
      expect(log, name).toContain(`***${client.phone.slice(-4)}`);
      expect(log, name).not.toContain(code);
      expect(log, name).not.toContain(text);
      expect(log, name).not.toContain(client.phone);
    }
    expect(texts).toHaveLength(4);
  });
});
