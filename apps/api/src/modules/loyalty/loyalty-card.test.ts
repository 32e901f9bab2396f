import { eq } from "drizzle-orm";
import { LOYALTY_MESSAGES } from "@forno/domain/loyalty";
import { loyaltyCardSchema } from "@forno/domain/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loyaltyEntries } from "../../db/schema";
import {
  type TestApp,
  type TestCatalogue,
  adjustStamps,
  createClient,
  createTestApp,
  giveStamps,
  loadCatalogue,
  loginStaff,
  loyaltyCard,
  orderBody,
  postOrder,
  request,
  setLoyalty,
} from "../../../test/support";
import { LOYALTY_HISTORY_LENGTH } from "./loyalty-card.service";

let t: TestApp;
let catalogue: TestCatalogue;
let staff: string;
let staffId: number;
let staffName: string;

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await loadCatalogue(t.app);
  staff = await loginStaff(t.app);
  const profile = (await request(t.app, { method: "GET", url: "/auth/profile", token: staff })).json();
  staffId = Number(profile.sub);
  staffName = profile.name;
});
afterAll(async () => {
  await t.close();
});

const ON = { "loyalty.enabled": "true" } as const;
const OFF = { "loyalty.enabled": "false" } as const;

describe("GET /clients/me/loyalty and staff GET /clients/{id}/loyalty (growth.md section 2)", () => {
  it("the store's program off: the card says so, with the settings' defaults and nothing to use", async () => {
    const ana = await createClient(t.app);
    expect(await loyaltyCard(t.app, ana.token)).toEqual({
      enabled: false,
      stamps: 0,
      needed: 10,
      rewards_available: 0,
      next_expiry_at: null,
      reward: "Uma pizza grátis (até R$ 60,00)",
      history: [],
    });
  });

  it("every `needed` free stamps is one reward; the next expiry is the earliest stamp's; staff read the same card", async () => {
    await setLoyalty(t.app, staff, { ...ON, "loyalty.stamps_needed": "4" });
    try {
      const bia = await createClient(t.app);
      const before = Date.now();
      await giveStamps(t.app, staff, bia.id, 9);
      const card = await loyaltyCard(t.app, bia.token);
      expect(card).toMatchObject({ enabled: true, stamps: 9, needed: 4, rewards_available: 2 });
      // 90 days (loyalty.stamp_days) after the adjustment.
      const expiry = Date.parse(card.next_expiry_at!);
      expect(expiry).toBeGreaterThanOrEqual(before + 90 * 86_400_000);
      expect(expiry).toBeLessThanOrEqual(Date.now() + 90 * 86_400_000);
      expect(await loyaltyCard(t.app, staff, bia.id)).toEqual(card);
      // Turned off, the stamps stay but no reward can be used.
      await setLoyalty(t.app, staff, OFF);
      expect(await loyaltyCard(t.app, bia.token)).toMatchObject({ enabled: false, stamps: 9, rewards_available: 0 });
    } finally {
      await setLoyalty(t.app, staff, { ...OFF, "loyalty.stamps_needed": "10" });
    }
  });

  it("is the client's own: staff's route is for staff, an unknown client is a 404", async () => {
    const caio = await createClient(t.app);
    expect((await request(t.app, { method: "GET", url: `/clients/${caio.id}/loyalty`, token: caio.token })).statusCode).toBe(403);
    expect((await request(t.app, { method: "GET", url: "/clients/me/loyalty", token: staff })).statusCode).toBe(403);
    expect((await request(t.app, { method: "GET", url: "/clients/me/loyalty" })).statusCode).toBe(401);
    const missing = await request(t.app, { method: "GET", url: "/clients/999999/loyalty", token: staff });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Cliente não encontrado.");
    const adjusted = await adjustStamps(t.app, staff, 999_999, { change: 1, reason: "Cliente antigo" });
    expect(adjusted.statusCode).toBe(404);
    expect(adjusted.json().message).toBe("Cliente não encontrado.");
    expect((await adjustStamps(t.app, caio.token, caio.id, { change: 1, reason: "Eu mesmo" })).statusCode).toBe(403);
  });
});

describe("POST /clients/{id}/loyalty/adjustments", () => {
  beforeAll(async () => {
    await setLoyalty(t.app, staff, ON);
  });
  afterAll(async () => {
    await setLoyalty(t.app, staff, OFF);
  });

  it("answers the card after the change, with an entry carrying the staff member and the reason", async () => {
    const dani = await createClient(t.app);
    const response = await adjustStamps(t.app, staff, dani.id, { change: 5, reason: "  Cartão de papel trazido à loja  " });
    expect(response.statusCode, response.body).toBe(201);
    const card = loyaltyCardSchema.parse(response.json());
    expect(card.stamps).toBe(5);
    expect(card.history).toEqual([{ at: expect.any(String), change: 5, reason: "Cartão de papel trazido à loja", order_id: null, staff_id: staffId, staff_name: staffName }]);
    const taken = loyaltyCardSchema.parse((await adjustStamps(t.app, staff, dani.id, { change: -2, reason: "Selos lançados em dobro" })).json());
    expect(taken.stamps).toBe(3);
    expect(taken.history.map((entry) => [entry.change, entry.reason])).toEqual([
      [-2, "Selos lançados em dobro"],
      [5, "Cartão de papel trazido à loja"],
    ]);
    expect(await loyaltyCard(t.app, dani.token)).toEqual(taken);
  });

  it("never below zero: a change taking more than the free stamps is refused, taking them all is not", async () => {
    const edu = await createClient(t.app);
    const none = await adjustStamps(t.app, staff, edu.id, { change: -1, reason: "Teste de saldo" });
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe("O cliente não tem tantos selos.");
    await giveStamps(t.app, staff, edu.id, 3);
    const tooMany = await adjustStamps(t.app, staff, edu.id, { change: -4, reason: "Teste de saldo" });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message).toBe("O cliente não tem tantos selos.");
    expect((await loyaltyCard(t.app, edu.token)).stamps).toBe(3);
    const all = await adjustStamps(t.app, staff, edu.id, { change: -3, reason: "Teste de saldo" });
    expect(all.statusCode).toBe(201);
    expect(all.json().stamps).toBe(0);
  });

  it("stamps held by an unpaid reward order are not free to take", async () => {
    await setLoyalty(t.app, staff, { "loyalty.stamps_needed": "2" });
    try {
      const fabi = await createClient(t.app);
      await giveStamps(t.app, staff, fabi.id, 3);
      const reward = await postOrder(t.app, fabi.token, { ...orderBody(catalogue, [{ product: "PG-CALABRESA", additionals: ["AD-PG-MASSA-TRAD"] }]), use_reward: true });
      expect(reward.statusCode, reward.body).toBe(201);
      expect((await adjustStamps(t.app, staff, fabi.id, { change: -2, reason: "Teste de saldo" })).json().message).toBe("O cliente não tem tantos selos.");
      expect((await adjustStamps(t.app, staff, fabi.id, { change: -1, reason: "Teste de saldo" })).statusCode).toBe(201);
    } finally {
      await setLoyalty(t.app, staff, { "loyalty.stamps_needed": "10" });
    }
  });

  it("two adjustments at once taking the last stamps: one of them", async () => {
    const gil = await createClient(t.app);
    await giveStamps(t.app, staff, gil.id, 2);
    const answers = await Promise.all(Array.from({ length: 4 }, () => adjustStamps(t.app, staff, gil.id, { change: -2, reason: "Corrida de ajustes" })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422, 422, 422]);
    expect((await loyaltyCard(t.app, gil.token)).stamps).toBe(0);
  });

  it("the change and the reason: each refusal with its message", async () => {
    const hugo = await createClient(t.app);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ change: 0, reason: "Sem mudança" }, LOYALTY_MESSAGES.adjustmentChange],
      [{ change: 101, reason: "Demais" }, LOYALTY_MESSAGES.adjustmentChange],
      [{ change: -101, reason: "Demais" }, LOYALTY_MESSAGES.adjustmentChange],
      [{ change: 1.5, reason: "Meio selo" }, LOYALTY_MESSAGES.adjustmentChange],
      [{ change: "2", reason: "Texto" }, LOYALTY_MESSAGES.adjustmentChange],
      [{ reason: "Sem número" }, LOYALTY_MESSAGES.adjustmentChange],
      [{ change: 1, reason: "ok" }, LOYALTY_MESSAGES.adjustmentReason],
      [{ change: 1, reason: "  ab   " }, LOYALTY_MESSAGES.adjustmentReason],
      [{ change: 1, reason: "x".repeat(201) }, LOYALTY_MESSAGES.adjustmentReason],
      [{ change: 1 }, LOYALTY_MESSAGES.adjustmentReason],
      [{ change: 1, reason: "Com campo a mais", staff_id: 1 }, "Campo não permitido: staff_id"],
    ];
    for (const [body, message] of cases) {
      const response = await adjustStamps(t.app, staff, hugo.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message, JSON.stringify(body)).toBe(message);
    }
    expect(LOYALTY_MESSAGES.adjustmentReason).toBe("Informe o motivo, de 3 a 200 caracteres.");
    // The limits themselves are accepted.
    expect((await adjustStamps(t.app, staff, hugo.id, { change: 100, reason: "abc" })).statusCode).toBe(201);
    expect((await adjustStamps(t.app, staff, hugo.id, { change: -100, reason: "y".repeat(200) })).statusCode).toBe(201);
    expect((await loyaltyCard(t.app, hugo.token)).history).toHaveLength(2);
  });

  it("the history: newest first, at most 50 entries; the stamps count every entry", async () => {
    const iris = await createClient(t.app);
    for (let index = 1; index <= LOYALTY_HISTORY_LENGTH + 5; index += 1) await giveStamps(t.app, staff, iris.id, 1);
    const card = await loyaltyCard(t.app, iris.token);
    expect(LOYALTY_HISTORY_LENGTH).toBe(50);
    expect(card.stamps).toBe(55);
    expect(card.history).toHaveLength(50);
    const times = card.history.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("an anonymised client: the card is nobody's to read, and the staff's reasons about them go", async () => {
    const lia = await createClient(t.app);
    await adjustStamps(t.app, staff, lia.id, { change: 2, reason: "Reclamou da entrega, Lia da Silva" });
    expect((await request(t.app, { method: "POST", url: "/clients/remove-data-request", token: lia.token, payload: { name: "Lia" } })).statusCode).toBe(201);
    const requests = (await request(t.app, { method: "GET", url: "/clients/remove-data-requests?take=100", token: staff })).json<Array<{ id: number; client_id: number | null }>>();
    const mine = requests.find((entry) => entry.client_id === lia.id)!;
    expect((await request(t.app, { method: "POST", url: `/clients/remove-data-requests/${mine.id}/fulfil`, token: staff })).statusCode).toBe(200);
    expect((await request(t.app, { method: "GET", url: `/clients/${lia.id}/loyalty`, token: staff })).statusCode).toBe(404);
    expect((await adjustStamps(t.app, staff, lia.id, { change: 1, reason: "Depois da remoção" })).statusCode).toBe(404);
    const reasons = await t.app.ctx.db.select({ reason: loyaltyEntries.reason, change: loyaltyEntries.change }).from(loyaltyEntries).where(eq(loyaltyEntries.clientId, lia.id));
    expect(reasons).toEqual([{ reason: null, change: 2 }]);
  });

  it("refused while the program is off", async () => {
    const jo = await createClient(t.app);
    await setLoyalty(t.app, staff, OFF);
    try {
      const response = await adjustStamps(t.app, staff, jo.id, { change: 2, reason: "Fora do programa" });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(LOYALTY_MESSAGES.programOff);
    } finally {
      await setLoyalty(t.app, staff, ON);
    }
  });
});

describe("GET /clients: each client's free stamps", () => {
  it("lists the stamps of the page's clients, less those an unpaid reward order holds", async () => {
    await setLoyalty(t.app, staff, { ...ON, "loyalty.stamps_needed": "2" });
    try {
      const ka = await createClient(t.app, { phone: "11955561111" });
      const lu = await createClient(t.app, { phone: "11955562222" });
      await createClient(t.app, { phone: "11955563333" });
      await giveStamps(t.app, staff, ka.id, 7);
      await giveStamps(t.app, staff, lu.id, 2);
      const reward = await postOrder(t.app, lu.token, { ...orderBody(catalogue, [{ product: "PG-CALABRESA", additionals: ["AD-PG-MASSA-TRAD"] }]), use_reward: true });
      expect(reward.statusCode, reward.body).toBe(201);
      const listed = (await request(t.app, { method: "GET", url: "/clients?where_phone=9555&take=100", token: staff })).json<Array<{ phone: string; loyalty_stamps: number }>>();
      expect(Object.fromEntries(listed.map((client) => [client.phone, client.loyalty_stamps]))).toEqual({ "11955561111": 7, "11955562222": 0, "11955563333": 0 });
    } finally {
      await setLoyalty(t.app, staff, { ...OFF, "loyalty.stamps_needed": "10" });
    }
  });
});
