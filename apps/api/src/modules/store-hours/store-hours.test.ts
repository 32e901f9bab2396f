import { storeHoursSchema, storeInfoSchema } from "@forno/domain/schemas";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ALWAYS_OPEN_HOURS, DEMO_HOURS, type TestApp, createTestApp, freezeClock, loginStaff, patchSetting, putHours, request, signInClient } from "../../../test/support";

// Monday 2026-11-30, 12:00 in São Paulo (15:00 UTC): the demo store (Tuesday to Sunday) is closed.
const MONDAY_NOON = "2026-11-30T15:00:00.000Z";
const TUESDAY_SIX_PM = "2026-12-01T21:00:00.000Z";

let t: TestApp;
let staff: string;

beforeAll(async () => {
  freezeClock(MONDAY_NOON);
  t = await createTestApp();
  staff = await loginStaff(t.app);
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

const getHours = async () => storeHoursSchema.parse((await request(t.app, { method: "GET", url: "/store/hours" })).json());
const getOperation = async () => storeInfoSchema.parse((await request(t.app, { method: "GET", url: "/settings/store" })).json()).operation;
const put = (payload: unknown, token = staff) => request(t.app, { method: "PUT", url: "/store/hours", token, payload: payload as object });

describe("GET /store/hours and PUT /store/hours", () => {
  it("starts open all day in tests (SEED_HOURS defaults to always under NODE_ENV=test)", async () => {
    const hours = await getHours();
    expect(hours).toMatchObject({ timezone: "America/Sao_Paulo", exceptions: [], pause: null, is_open: true, next_open_at: null });
    expect(hours.week).toHaveLength(7);
  });

  it("with the demo week on a Monday: closed, opening Tuesday at 18:00, and GET /settings/store says the same", async () => {
    const response = await put(DEMO_HOURS);
    expect(response.statusCode, response.body).toBe(200);
    expect(storeHoursSchema.parse(response.json())).toEqual({ ...DEMO_HOURS, pause: null, is_open: false, next_open_at: TUESDAY_SIX_PM, closes_at: null });
    expect(await getHours()).toEqual(response.json());
    expect(await getOperation()).toMatchObject({ is_open: false, next_open_at: TUESDAY_SIX_PM, closes_at: null });
  });

  it("is open inside an interval, with closes_at at its end; an exception closes a date", async () => {
    await putHours(t.app, staff, { ...DEMO_HOURS, week: [...DEMO_HOURS.week, { day: 1, opens: "11:00", closes: "15:00" }] });
    expect(await getOperation()).toMatchObject({ is_open: true, next_open_at: null, closes_at: "2026-11-30T18:00:00.000Z" });
    await putHours(t.app, staff, { ...DEMO_HOURS, week: [...DEMO_HOURS.week, { day: 1, opens: "11:00", closes: "15:00" }], exceptions: [{ date: "2026-11-30", closed: true }] });
    expect(await getOperation()).toMatchObject({ is_open: false, next_open_at: TUESDAY_SIX_PM });
    expect((await getHours()).exceptions).toEqual([{ date: "2026-11-30", closed: true }]);
  });

  it.each([
    [{ ...DEMO_HOURS, week: [{ day: 1, opens: "18:00", closes: "22:00" }, { day: 1, opens: "21:00", closes: "23:00" }] }, "Horários sobrepostos na segunda."],
    [{ ...DEMO_HOURS, week: [{ day: 2, opens: "18h", closes: "23:00" }] }, "Horário inválido na terça: use HH:mm, de 00:00 a 23:59."],
    [{ ...DEMO_HOURS, week: [{ day: 6, opens: "18:00", closes: "02:00" }, { day: 0, opens: "01:00", closes: "05:00" }] }, "O horário de sábado que passa da meia-noite se sobrepõe ao de domingo."],
    [{ ...DEMO_HOURS, week: [{ day: 7, opens: "18:00", closes: "23:00" }] }, "Dia da semana inválido: use 0 (domingo) a 6 (sábado)."],
    [{ ...DEMO_HOURS, timezone: "America/Atlantida" }, "Fuso horário inválido."],
    [{ ...DEMO_HOURS, exceptions: [{ date: "2026-12-24", closed: true, opens: "18:00", closes: "20:00" }] }, "24/12/2026 não pode estar fechado e ter horário ao mesmo tempo."],
    [{ ...DEMO_HOURS, open: true }, "Campo não permitido: open"],
  ])("refuses malformed hours with a 400 naming the day (%#)", async (payload, message) => {
    const response = await put(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: "Bad Request", message });
  });

  it("is for staff only", async () => {
    const client = await signInClient(t.app);
    expect((await put(DEMO_HOURS, client)).statusCode).toBe(403);
    expect((await request(t.app, { method: "PUT", url: "/store/hours", payload: DEMO_HOURS })).statusCode).toBe(401);
    expect((await request(t.app, { method: "POST", url: "/store/pause", token: client, payload: { minutes: 15, reason: "" } })).statusCode).toBe(403);
    expect((await request(t.app, { method: "DELETE", url: "/store/pause", token: client })).statusCode).toBe(403);
  });
});

describe("POST /store/pause and DELETE /store/pause", () => {
  it("closes an open store until the pause ends, then DELETE resumes", async () => {
    await putHours(t.app, staff, ALWAYS_OPEN_HOURS);
    const paused = await request(t.app, { method: "POST", url: "/store/pause", token: staff, payload: { minutes: 15, reason: "Cozinha cheia" } });
    expect(paused.statusCode, paused.body).toBe(200);
    const until = "2026-11-30T15:15:00.000Z";
    expect(storeHoursSchema.parse(paused.json())).toMatchObject({ pause: { until, reason: "Cozinha cheia" }, is_open: false, next_open_at: until });
    expect(await getOperation()).toMatchObject({ is_open: false, next_open_at: until, closes_at: null });
    const resumed = await request(t.app, { method: "DELETE", url: "/store/pause", token: staff });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({ pause: null, is_open: true });
    expect((await getOperation()).is_open).toBe(true);
  });

  it("a pause until resumed has no known reopening; an ended pause is gone", async () => {
    await request(t.app, { method: "POST", url: "/store/pause", token: staff, payload: { minutes: null, reason: "" } });
    expect(await getOperation()).toMatchObject({ is_open: false, next_open_at: null });
    await request(t.app, { method: "POST", url: "/store/pause", token: staff, payload: { minutes: 1, reason: "" } });
    vi.setSystemTime(new Date(Date.parse(MONDAY_NOON) + 2 * 60_000));
    expect(await getHours()).toMatchObject({ pause: null, is_open: true });
    vi.setSystemTime(new Date(MONDAY_NOON));
    await request(t.app, { method: "DELETE", url: "/store/pause", token: staff });
  });

  it("GET /settings/store follows the clock with no write in between (its cached answer ends at the next opening or closing)", async () => {
    await putHours(t.app, staff, DEMO_HOURS);
    expect(await getOperation()).toMatchObject({ is_open: false, next_open_at: TUESDAY_SIX_PM });
    vi.setSystemTime(new Date(Date.parse(TUESDAY_SIX_PM) + 60_000));
    expect(await getOperation()).toMatchObject({ is_open: true, next_open_at: null, closes_at: "2026-12-02T02:30:00.000Z" });
    await request(t.app, { method: "POST", url: "/store/pause", token: staff, payload: { minutes: 1, reason: "" } });
    expect((await getOperation()).is_open).toBe(false);
    vi.setSystemTime(new Date(Date.parse(TUESDAY_SIX_PM) + 3 * 60_000));
    expect((await getOperation()).is_open).toBe(true);
    vi.setSystemTime(new Date(MONDAY_NOON));
    await request(t.app, { method: "DELETE", url: "/store/pause", token: staff });
    await putHours(t.app, staff, ALWAYS_OPEN_HOURS);
  });

  it("GET /settings/store is built once per state of the store: from memory until its next opening, then again (decision 3004)", async () => {
    const justBefore = Date.parse(TUESDAY_SIX_PM) - 15_000;
    vi.setSystemTime(new Date(justBefore));
    await putHours(t.app, staff, DEMO_HOURS);
    const nameOf = async () => storeInfoSchema.parse((await request(t.app, { method: "GET", url: "/settings/store" })).json());
    const before = await nameOf();
    expect(before.operation).toMatchObject({ is_open: false, next_open_at: TUESDAY_SIX_PM });
    // A change behind the API's back (no write through it, so no notification): not read while the state holds.
    await t.app.ctx.db.execute(`UPDATE settings SET value = 'Nome Fora da API' WHERE key = 'appearance.name'`);
    vi.setSystemTime(new Date(justBefore + 10_000));
    expect(await nameOf()).toEqual(before);
    // At the opening the answer is built again: open now, with what the database holds.
    vi.setSystemTime(new Date(TUESDAY_SIX_PM));
    const after = await nameOf();
    expect(after.operation).toMatchObject({ is_open: true, next_open_at: null, closes_at: "2026-12-02T02:30:00.000Z" });
    expect(after.appearance.name).toBe("Nome Fora da API");
    await t.app.ctx.db.execute(`UPDATE settings SET value = '${before.appearance.name}' WHERE key = 'appearance.name'`);
    vi.setSystemTime(new Date(MONDAY_NOON));
    await putHours(t.app, staff, ALWAYS_OPEN_HOURS);
  });

  it("refuses a pause outside 1 to 1440 minutes", async () => {
    const response = await request(t.app, { method: "POST", url: "/store/pause", token: staff, payload: { minutes: 0, reason: "" } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("A pausa deve durar de 1 a 1440 minutos, ou até ser retomada.");
  });

  it("offline (store_info.online = false) is closed whatever the hours", async () => {
    await putHours(t.app, staff, ALWAYS_OPEN_HOURS);
    expect((await patchSetting(t.app, staff, "store_info.online", "false")).statusCode).toBe(200);
    expect(await getOperation()).toMatchObject({ is_open: false, next_open_at: null, closes_at: null });
    expect((await getHours()).is_open).toBe(false);
    await patchSetting(t.app, staff, "store_info.online", "true");
    expect((await getOperation()).is_open).toBe(true);
  });
});

describe("the scheduling and pricing settings", () => {
  it("start with the contract's defaults in GET /settings/store", async () => {
    expect(await getOperation()).toMatchObject({
      schedule_lead_minutes: 30,
      schedule_max_days: 7,
      slot_minutes: 30,
      slot_capacity: 10,
      accept_scheduled_when_closed: true,
      fraction_pricing: "proportional",
      min_order_amount: 0,
      fractions_same_subgroup: false,
    });
  });

  it("are checked on PATCH /settings/{id} and exposed typed", async () => {
    expect((await patchSetting(t.app, staff, "operation.fraction_pricing", "lowest")).json().message).toBe(
      "Valor inválido: use proportional (cada fração pelo seu sabor) ou highest (o sabor mais caro).",
    );
    expect((await patchSetting(t.app, staff, "operation.slot_minutes", "4")).json().message).toBe("Valor inválido: use um número entre 5 e 240.");
    expect((await patchSetting(t.app, staff, "operation.min_order_amount", "trinta")).statusCode).toBe(400);
    expect((await patchSetting(t.app, staff, "operation.accept_scheduled_when_closed", "talvez")).statusCode).toBe(400);
    for (const [key, value] of [
      ["operation.fraction_pricing", "highest"],
      ["operation.min_order_amount", "30,50"],
      ["operation.slot_capacity", "4"],
      ["operation.fractions_same_subgroup", "true"],
    ] as const) {
      expect((await patchSetting(t.app, staff, key, value)).statusCode).toBe(200);
    }
    expect(await getOperation()).toMatchObject({ fraction_pricing: "highest", min_order_amount: 30.5, slot_capacity: 4, fractions_same_subgroup: true });
  });
});
