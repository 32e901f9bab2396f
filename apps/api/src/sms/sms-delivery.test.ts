import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smsOutbox } from "../db/schema";
import { type FakeSmsProviders, type TestApp, createClient, createTestApp, startFakeSmsProviders } from "../../test/support";

/** Tests here start API instances of their own: generous on two busy cores (a PGlite start has taken 40 s). */
const SLOW = { timeout: 180_000 };

// growth.md section 5 (issue 35): the request answers at once whatever the provider does; a sender
// delivers with up to 3 attempts about 1 s and 4 s apart (5xx and network errors retried, 4xx not),
// on one instance at a time.

const JWT_SECRET = "sms-delivery-test-secret-of-32-characters!";
let fake: FakeSmsProviders;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeSmsProviders();
  t = await createTestApp({ env: { ...fake.env("twilio"), JWT_SECRET } });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

let callers = 0;
/** A code request from an address of its own: growth.md allows 10 per address in 15 minutes. */
const forgot = (app: TestApp, document: string) =>
  app.app.inject({ method: "POST", url: "/auth/password/forgot", payload: { document }, remoteAddress: `10.35.0.${(callers += 1)}` });
const requestsFor = (phone: string) => fake.requests.filter((request) => request.rawBody.includes(phone));

async function row(phone: string) {
  const [found] = await t.app.ctx.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone));
  return found!;
}

describe("the request", SLOW, () => {
  it("answers within a second while the provider takes 4 s, and the message still arrives", async () => {
    const client = await createClient(t.app);
    fake.delayMs = 4_000;
    try {
      const started = performance.now();
      const answer = await forgot(t, client.document);
      const elapsed = performance.now() - started;
      expect(answer.statusCode).toBe(200);
      expect(elapsed).toBeLessThan(1_000);
      expect((await row(client.phone)).status).toBe("pending");
      await expect.poll(async () => (await row(client.phone)).status, { timeout: 10_000 }).toBe("sent");
    } finally {
      fake.delayMs = 0;
    }
  });

  it("answers within a second while the provider cannot be reached", async () => {
    const down = await createTestApp({ env: { ...fake.env("twilio"), TWILIO_BASE_URL: "http://127.0.0.1:9" } });
    try {
      const client = await createClient(down.app);
      const started = performance.now();
      expect((await forgot(down, client.document)).statusCode).toBe(200);
      expect(performance.now() - started).toBeLessThan(1_000);
    } finally {
      await down.close();
    }
  });
});

describe("retries", SLOW, () => {
  it("tries again after a 5xx about 1 s, then 4 s later, and delivers on the third attempt", async () => {
    const client = await createClient(t.app);
    fake.failNext(2, 503);
    expect((await forgot(t, client.document)).statusCode).toBe(200);
    await expect.poll(async () => (await row(client.phone)).status, { timeout: 15_000 }).toBe("sent");
    const attempts = requestsFor(client.phone);
    expect(attempts.map((request) => request.status)).toEqual([503, 503, 201]);
    const [first, second, third] = attempts.map((request) => request.at);
    expect(second! - first!).toBeGreaterThanOrEqual(900);
    expect(second! - first!).toBeLessThan(2_500);
    expect(third! - second!).toBeGreaterThanOrEqual(3_900);
    expect(third! - second!).toBeLessThan(6_000);
    expect(await row(client.phone)).toMatchObject({ attempts: 3, lastError: "HTTP 503 (código 20500)" });
  });

  it("gives up after the third 5xx, and records the last failure", async () => {
    const client = await createClient(t.app);
    fake.failNext(3, 500);
    expect((await forgot(t, client.document)).statusCode).toBe(200);
    await expect.poll(async () => (await row(client.phone)).status, { timeout: 15_000 }).toBe("failed");
    expect(await row(client.phone)).toMatchObject({ attempts: 3, lastError: "HTTP 500 (código 20500)", body: "" });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(requestsFor(client.phone).map((request) => request.status)).toEqual([500, 500, 500]);
  });

  it("tries again after a network error (the connection dropped)", async () => {
    const client = await createClient(t.app);
    fake.failNext(1, "drop");
    expect((await forgot(t, client.document)).statusCode).toBe(200);
    await expect.poll(async () => (await row(client.phone)).status, { timeout: 10_000 }).toBe("sent");
    expect(requestsFor(client.phone).map((request) => request.status)).toEqual(["dropped", 201]);
    expect(await row(client.phone)).toMatchObject({ attempts: 2, lastError: expect.stringMatching(/^Falha de rede/) });
  });

  it.each([400, 404, 429])("never tries again after a %s", async (status) => {
    const client = await createClient(t.app);
    fake.failNext(1, status);
    expect((await forgot(t, client.document)).statusCode).toBe(200);
    await expect.poll(async () => (await row(client.phone)).status, { timeout: 10_000 }).toBe("failed");
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(requestsFor(client.phone)).toHaveLength(1);
    expect(await row(client.phone)).toMatchObject({ attempts: 1, lastError: expect.stringMatching(new RegExp(`^HTTP ${status}`)) });
  });

  it("a message left pending by a stopped instance goes out when another starts", async () => {
    const client = await createClient(t.app);
    // As a crash would leave it: claimed long ago by an instance that is gone, one attempt used.
    await t.app.ctx.db.insert(smsOutbox).values({ provider: "twilio", phone: client.phone, body: "Forno: mensagem deixada para trás.", attempts: 1, claimedUntil: new Date(Date.now() - 60_000) });
    const next = await createTestApp({ env: { ...fake.env("twilio"), JWT_SECRET }, shareDatabaseWith: t });
    try {
      await expect.poll(async () => (await row(client.phone)).status, { timeout: 10_000 }).toBe("sent");
      expect(await row(client.phone)).toMatchObject({ attempts: 2 });
    } finally {
      await next.close();
    }
  });
});

describe("two instances on one database", SLOW, () => {
  it("deliver each message once: one instance at a time claims it", async () => {
    const second = await createTestApp({ env: { ...fake.env("twilio"), JWT_SECRET }, shareDatabaseWith: t });
    try {
      // A slow provider keeps every claim open while both instances look for work.
      fake.delayMs = 600;
      const clients = [];
      for (let i = 0; i < 6; i += 1) clients.push(await createClient(t.app));
      await Promise.all(clients.map((client, i) => forgot(i % 2 === 0 ? t : second, client.document)));
      // Both look again at once, as their polls would.
      t.app.ctx.sms.delivery.kick();
      second.app.ctx.sms.delivery.kick();
      for (const client of clients) await expect.poll(async () => (await row(client.phone)).status, { timeout: 15_000 }).toBe("sent");
      for (const client of clients) {
        expect(requestsFor(client.phone), client.phone).toHaveLength(1);
        expect(fake.messages.filter((message) => message.phone === client.phone)).toHaveLength(1);
        expect((await row(client.phone)).attempts).toBe(1);
      }
      const [{ pending }] = ((await t.app.ctx.db.execute(sql`SELECT count(*)::integer AS pending FROM sms_outbox WHERE status = 'pending'`)) as unknown as { rows: Array<{ pending: number }> }).rows as [{ pending: number }];
      expect(pending).toBe(0);
    } finally {
      fake.delayMs = 0;
      await second.close();
    }
  });
});
