import { eq, like } from "drizzle-orm";
import { DESK_SETTING_MESSAGES, storeInfoSchema } from "@forno/domain/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settings } from "../../db/schema";
import { ensureSettings } from "../../db/seed";
import { type TestApp, createTestApp, loadCatalogue, loginStaff, placeOrder, request, signInClient } from "../../../test/support";

let t: TestApp;
let staff: string;
let ids: Map<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  staff = await loginStaff(t.app);
  const all: Array<{ id: number; key: string }> = (await request(t.app, { method: "GET", url: "/settings?take=100", token: staff })).json();
  ids = new Map(all.map((setting) => [setting.key, setting.id]));
});
afterAll(async () => {
  await t.close();
});

const patch = (key: string, value: string) => request(t.app, { method: "PATCH", url: `/settings/${ids.get(key)}`, token: staff, payload: { value } });
const operation = async () => storeInfoSchema.parse((await request(t.app, { method: "GET", url: "/settings/store" })).json()).operation;

async function expectRefused(key: string, value: string, message: string) {
  const response = await patch(key, value);
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().message).toBe(message);
}

describe("the live desk's settings (group operation)", () => {
  it("are seeded with their defaults and exposed in GET /settings/store", async () => {
    for (const key of ["operation.alert_sound", "operation.auto_print", "operation.ticket_width", "operation.late_after_minutes", "operation.very_late_after_minutes"]) {
      expect(ids.has(key), key).toBe(true);
    }
    expect(await operation()).toEqual({
      default_delivery_time: 45,
      alert_sound: true,
      auto_print: "none",
      ticket_width: 48,
      late_after_minutes: 10,
      very_late_after_minutes: 20,
      // Store hours and scheduling (issue 16): open all day under the test seed (decision 1605).
      is_open: true,
      next_open_at: null,
      closes_at: null,
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

  it("are added to an existing database at start, keeping the values it has", async () => {
    await t.app.ctx.db.delete(settings).where(like(settings.key, "operation.%_minutes"));
    await t.app.ctx.db.update(settings).set({ value: "false" }).where(eq(settings.key, "operation.alert_sound"));
    await ensureSettings(t.app.ctx.db);
    const rows = await t.app.ctx.db.select().from(settings).where(like(settings.key, "operation.%"));
    expect(Object.fromEntries(rows.map((row) => [row.key, row.value]))).toMatchObject({
      "operation.alert_sound": "false",
      "operation.late_after_minutes": "10",
      "operation.very_late_after_minutes": "20",
    });
    await t.app.ctx.db.update(settings).set({ value: "true" }).where(eq(settings.key, "operation.alert_sound"));
    const all: Array<{ id: number; key: string }> = (await request(t.app, { method: "GET", url: "/settings?take=100", token: staff })).json();
    ids = new Map(all.map((setting) => [setting.key, setting.id]));
  });

  it("refuse a bad value with a 400 in Portuguese, and keep amber before red", async () => {
    await expectRefused("operation.auto_print", "sempre", DESK_SETTING_MESSAGES.autoPrint);
    await expectRefused("operation.ticket_width", "40", DESK_SETTING_MESSAGES.ticketWidth);
    await expectRefused("operation.late_after_minutes", "0", DESK_SETTING_MESSAGES.minutes);
    await expectRefused("operation.late_after_minutes", "20", DESK_SETTING_MESSAGES.lateBeforeVeryLate(20));
    await expectRefused("operation.very_late_after_minutes", "10", DESK_SETTING_MESSAGES.veryLateAfterLate(10));
    expect((await patch("operation.alert_sound", "talvez")).statusCode).toBe(400);
    expect((await patch("operation.late_after_minutes", "abc")).statusCode).toBe(400);
    expect(await operation()).toMatchObject({ auto_print: "none", ticket_width: 48, late_after_minutes: 10, very_late_after_minutes: 20 });
  });

  it("take a good value, which GET /settings/store then shows", async () => {
    for (const [key, value] of [
      ["operation.alert_sound", "false"],
      ["operation.auto_print", "both"],
      ["operation.very_late_after_minutes", "30"],
      ["operation.late_after_minutes", "25"],
    ] as const) {
      const response = await patch(key, value);
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(await operation()).toMatchObject({ alert_sound: false, auto_print: "both", late_after_minutes: 25, very_late_after_minutes: 30 });
  });

  it("make the ticket's width default to operation.ticket_width", async () => {
    const maria = await signInClient(t.app);
    const { id } = await placeOrder(t.app, maria, await loadCatalogue(t.app));
    const ruleOf = async () => (await request(t.app, { method: "GET", url: `/orders/${id}/ticket?template=kitchen`, token: staff })).body.split("\n").find((line) => /^-+$/.test(line));
    expect(await ruleOf()).toHaveLength(48);
    expect((await patch("operation.ticket_width", "32")).statusCode).toBe(200);
    expect((await operation()).ticket_width).toBe(32);
    expect(await ruleOf()).toHaveLength(32);
  });
});
