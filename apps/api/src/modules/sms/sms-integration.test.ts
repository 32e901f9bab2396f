import { smsIntegrationSchema } from "@forno/domain/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smsOutbox } from "../../db/schema";
import { FAKE_TWILIO, type FakeSmsProviders, type TestApp, createClient, createTestApp, loginStaff, request, startFakeSmsProviders } from "../../../test/support";

/** Tests here start API instances of their own: generous on two busy cores (a PGlite start has taken 40 s). */
const SLOW = { timeout: 180_000 };

// growth.md section 5: Integrações shows the provider, the messages sent today and the last failure.

let fake: FakeSmsProviders;
let t: TestApp;
let staff: string;

beforeAll(async () => {
  fake = await startFakeSmsProviders();
  t = await createTestApp({ env: fake.env("twilio") });
  staff = await loginStaff(t.app);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const status = (token?: string, app = t) => request(app.app, { method: "GET", url: "/integrations/sms", token });
const forgot = (document: string, remoteAddress: string) => t.app.inject({ method: "POST", url: "/auth/password/forgot", payload: { document }, remoteAddress });

describe("GET /integrations/sms", SLOW, () => {
  it("is for staff only", async () => {
    expect((await status()).statusCode).toBe(401);
    expect((await status((await createClient(t.app)).token)).statusCode).toBe(403);
  });

  it("shows the provider and its sender, counts today's deliveries (not yesterday's nor the pending), and the last failure without the text", async () => {
    const before = smsIntegrationSchema.parse((await status(staff)).json());
    expect(before).toMatchObject({ provider: "twilio", sender: FAKE_TWILIO.from, last_failure: null });

    const sent = await createClient(t.app);
    const refused = await createClient(t.app);
    expect((await forgot(sent.document, "10.36.0.1")).statusCode).toBe(200);
    await expect.poll(async () => (await status(staff)).json().sent_today, { timeout: 10_000 }).toBe(before.sent_today + 1);
    fake.failNext(1, 400);
    expect((await forgot(refused.document, "10.36.0.2")).statusCode).toBe(200);
    await expect.poll(async () => (await status(staff)).json().last_failure, { timeout: 10_000 }).not.toBeNull();

    // Yesterday's delivery and a message still waiting do not count as sent today.
    const yesterday = new Date(Date.now() - 36 * 3_600_000);
    await t.app.ctx.db.insert(smsOutbox).values([
      { provider: "twilio", phone: "11911112222", body: "", status: "sent", attempts: 1, createdAt: yesterday, settledAt: yesterday },
      { provider: "twilio", phone: "11911113333", body: "Forno: aguardando.", nextAttemptAt: new Date(Date.now() + 3_600_000) },
    ]);
    const answer = await status(staff);
    expect(answer.statusCode).toBe(200);
    const figures = smsIntegrationSchema.parse(answer.json());
    expect(figures.sent_today).toBe(before.sent_today + 1);
    expect(figures.pending).toBe(before.pending + 1);
    expect(figures.last_failure).toEqual({ at: expect.any(String), reason: "HTTP 400 (código 20429)", phone_end: refused.phone.slice(-4) });
    expect(Date.now() - Date.parse(figures.last_failure!.at)).toBeLessThan(60_000);
    expect(answer.body).not.toContain("Forno:");
  });

  it("with the console provider: no sender and nothing sent for real", async () => {
    const local = await createTestApp();
    try {
      const figures = (await status(await loginStaff(local.app), local)).json();
      expect(figures).toEqual({ provider: "console", sender: null, sent_today: 0, pending: 0, last_failure: null });
    } finally {
      await local.close();
    }
  });
});
