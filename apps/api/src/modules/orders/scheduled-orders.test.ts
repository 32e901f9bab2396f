import { orderSchema, orderSlotSchema } from "@forno/domain/schemas";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  DEMO_HOURS,
  type NewClient,
  type TestApp,
  type TestCatalogue,
  createClient,
  createTestApp,
  forceOrderState,
  freezeClock,
  loadCatalogue,
  loginStaff,
  orderBody,
  patchSetting,
  postOrder,
  putHours,
  request,
} from "../../../test/support";

// Sunday 2026-11-29, 23:45 in São Paulo: the demo store (Tuesday to Sunday 18:00-23:30) has just
// closed and opens again on Tuesday (Mondays closed).
const SUNDAY_NIGHT = "2026-11-30T02:45:00.000Z";
const tuesdayAt = (hhmm: string) => new Date(`2026-12-01T${hhmm}:00-03:00`).toISOString();

let t: TestApp;
let staff: string;
let ana: NewClient;
let catalogue: TestCatalogue;

beforeAll(async () => {
  freezeClock(SUNDAY_NIGHT);
  t = await createTestApp();
  staff = await loginStaff(t.app);
  ana = await createClient(t.app, { name: "Ana Agendada" });
  catalogue = await loadCatalogue(t.app);
  await putHours(t.app, staff, DEMO_HOURS);
  await patchSetting(t.app, staff, "operation.slot_capacity", "2");
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

const body = (scheduledFor?: string) => ({ ...orderBody(catalogue, [{ product: "PG-CALABRESA", additionals: ["AD-PG-MASSA-TRAD"] }]), ...(scheduledFor ? { scheduled_for: scheduledFor } : {}) });
const order = (scheduledFor?: string, token = ana.token) => postOrder(t.app, token, body(scheduledFor));
const slotsOf = async (date: string) => {
  const response = await request(t.app, { method: "GET", url: `/orders/slots?date=${date}` });
  expect(response.statusCode, response.body).toBe(200);
  return orderSlotSchema.array().parse(response.json());
};
const availableAt = async (start: string) => (await slotsOf("2026-12-01")).find((slot) => slot.start === start)?.available;

describe("POST /orders while the store is closed", () => {
  it("refuses an order for now, saying when the store opens", async () => {
    const response = await order();
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe("A loja está fechada. Abrimos terça às 18:00.");
  });

  it("takes an order scheduled for a free slot: is_scheduled, scheduled_time = the slot, kept when paid", async () => {
    const response = await order(tuesdayAt("18:00"));
    expect(response.statusCode, response.body).toBe(201);
    const created = orderSchema.parse(response.json());
    expect(created).toMatchObject({ is_scheduled: true, scheduled_time: "2026-12-01T21:00:00.000Z" });
    const paid = await request(t.app, { method: "POST", url: `/sandbox/payments/${created.id}/approve`, token: ana.token });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ is_scheduled: true, scheduled_time: "2026-12-01T21:00:00.000Z" });
    const listed = await request(t.app, { method: "GET", url: `/orders/${created.id}`, token: ana.token });
    expect(listed.json()).toMatchObject({ is_scheduled: true, scheduled_time: "2026-12-01T21:00:00.000Z" });
  });

  it.each([
    ["past", "2026-11-30T02:30:00.000Z", "Este horário já passou. Escolha outro horário."],
    ["too near", "2026-11-30T02:55:00.000Z", "Agende com pelo menos 30 minutos de antecedência."],
    ["too far", "2026-12-08T21:00:00.000Z", "Só é possível agendar até 7 dias à frente."],
    ["closed (a Monday evening)", "2026-11-30T22:00:00.000Z", "A loja está fechada neste horário. Escolha outro horário."],
    ["not a slot start", tuesdayAt("18:10"), "Escolha um dos horários disponíveis."],
    ["not an instant", "amanhã às 18h", "Horário de agendamento inválido."],
  ])("refuses a %s slot with its own message", async (_name, scheduledFor, message) => {
    const response = await order(scheduledFor);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(message);
  });

  it("refuses scheduling while closed when the store does not accept it", async () => {
    await patchSetting(t.app, staff, "operation.accept_scheduled_when_closed", "false");
    const response = await order(tuesdayAt("19:30"));
    expect(response.json()).toMatchObject({ statusCode: 422, message: "A loja está fechada. Abrimos terça às 18:00." });
    expect(await slotsOf("2026-12-01")).toEqual([]);
    await patchSetting(t.app, staff, "operation.accept_scheduled_when_closed", "true");
  });
});

describe("GET /orders/slots and the capacity of a slot", () => {
  it("lists the date's slots inside the hours, 30 minutes each, with the places left", async () => {
    const slots = await slotsOf("2026-12-01");
    expect(slots.map((slot) => slot.start)).toEqual(
      ["18:00", "18:30", "19:00", "19:30", "20:00", "20:30", "21:00", "21:30", "22:00", "22:30", "23:00"].map(tuesdayAt),
    );
    expect(slots[0]).toEqual({ start: tuesdayAt("18:00"), end: tuesdayAt("18:30"), available: 1 });
    expect(slots[1]!.available).toBe(2);
    expect(await slotsOf("2026-11-30")).toEqual([]);
    expect(await slotsOf("2026-11-28")).toEqual([]);
    expect(await slotsOf("2026-12-07")).toEqual([]);
    expect((await request(t.app, { method: "GET", url: "/orders/slots?date=amanha" })).statusCode).toBe(400);
  });

  it("refuses an order into a full slot, listed with 0 places", async () => {
    const slot = tuesdayAt("18:30");
    expect((await order(slot)).statusCode).toBe(201);
    expect((await order(slot)).statusCode).toBe(201);
    expect(await availableAt(slot)).toBe(0);
    const refused = await order(slot);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe("Este horário está lotado. Escolha outro horário.");
  });

  it("frees the places of unpaid orders after 15 minutes and of cancelled ones, keeps paid ones", async () => {
    const slot = tuesdayAt("20:00");
    const paid = orderSchema.parse((await order(slot)).json());
    await request(t.app, { method: "POST", url: `/sandbox/payments/${paid.id}/approve`, token: ana.token });
    const unpaid = orderSchema.parse((await order(slot)).json());
    expect(await availableAt(slot)).toBe(0);
    vi.setSystemTime(new Date(Date.parse(SUNDAY_NIGHT) + 16 * 60_000));
    try {
      expect(await availableAt(slot)).toBe(1);
      expect(unpaid.id).toBeGreaterThan(0);
      await forceOrderState(t.app, paid.id, "CANCELLED_STORE");
      expect(await availableAt(slot)).toBe(2);
    } finally {
      vi.setSystemTime(new Date(SUNDAY_NIGHT));
    }
  });

  it("holds the last place when two customers race for it: one wins", async () => {
    const slot = tuesdayAt("21:00");
    expect((await order(slot)).statusCode).toBe(201);
    const bruno = await createClient(t.app, { name: "Bruno Apressado" });
    const [first, second] = await Promise.all([order(slot, ana.token), order(slot, bruno.token)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 422]);
    expect([first, second].find((response) => response.statusCode === 422)!.json().message).toBe("Este horário está lotado. Escolha outro horário.");
    expect(await availableAt(slot)).toBe(0);
  });

  it("with the store open, an order for now is not scheduled and keeps the old scheduled_time rule", async () => {
    await putHours(t.app, staff, { ...DEMO_HOURS, week: [...DEMO_HOURS.week, { day: 0, opens: "23:30", closes: "01:00" }] });
    const response = await order();
    expect(response.statusCode, response.body).toBe(201);
    const created = orderSchema.parse(response.json());
    expect(created).toMatchObject({ is_scheduled: false, scheduled_time: null });
    const paid = await request(t.app, { method: "POST", url: `/sandbox/payments/${created.id}/approve`, token: ana.token });
    expect(paid.json().scheduled_time).toBe("2026-11-30T03:30:00.000Z");
    await putHours(t.app, staff, DEMO_HOURS);
  });
});
