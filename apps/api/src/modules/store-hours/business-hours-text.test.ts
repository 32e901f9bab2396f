import { SETTING_VALUE_MESSAGES, storeHoursSchema, storeInfoSchema } from "@forno/domain/schemas";
import { NO_HOURS_TEXT } from "@forno/domain/store-hours";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALWAYS_OPEN_HOURS, DEMO_HOURS, type TestApp, createTestApp, loginStaff, patchSetting, putHours, request } from "../../../test/support";
import { settings } from "../../db/schema";

// Decision 3602: store_info.business_hours is written from the hours, never typed.

const businessHours = async (app: TestApp["app"]) => storeInfoSchema.parse((await request(app, { method: "GET", url: "/settings/store" })).json()).store_info.business_hours;

const settingRow = async (app: TestApp["app"], staff: string) => {
  const list = (await request(app, { method: "GET", url: "/settings?take=100", token: staff })).json<Array<{ key: string; value: string; updated_at: string }>>();
  return list.find((row) => row.key === "store_info.business_hours")!;
};

describe("the business hours text follows the hours", () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await loginStaff(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it("is written from the seeded week at start", async () => {
    expect(await businessHours(t.app)).toBe("Todos os dias, 24 horas");
  });

  it("is rewritten by PUT /store/hours, and left alone (same update time) when the week says the same", async () => {
    await putHours(t.app, staff, DEMO_HOURS);
    expect(await businessHours(t.app)).toBe("Terça a domingo, das 18h às 23h30");
    const before = await settingRow(t.app, staff);
    expect(before.value).toBe("Terça a domingo, das 18h às 23h30");
    await putHours(t.app, staff, { ...DEMO_HOURS, exceptions: [{ date: "2026-12-25", closed: true }] });
    expect((await settingRow(t.app, staff)).updated_at).toBe(before.updated_at);
    await putHours(t.app, staff, { ...DEMO_HOURS, week: [...DEMO_HOURS.week, { day: 1, opens: "11:00", closes: "15:00" }] });
    expect(await businessHours(t.app)).toBe("Segunda, das 11h às 15h; terça a domingo, das 18h às 23h30");
  });

  it("cannot be typed: PATCH /settings/{id} answers 400 saying where to change it, and nothing changes", async () => {
    const before = await businessHours(t.app);
    const response = await patchSetting(t.app, staff, "store_info.business_hours", "Todos os dias, das 8h às 23h");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: "Bad Request", message: SETTING_VALUE_MESSAGES.businessHours });
    expect(await businessHours(t.app)).toBe(before);
  });

  it("a text typed before this rule (an upgraded database) is written again from the hours at the next start", async () => {
    await putHours(t.app, staff, ALWAYS_OPEN_HOURS);
    await t.app.ctx.db.update(settings).set({ value: "Segunda a segunda" }).where(eq(settings.key, "store_info.business_hours"));
    const second = await createTestApp({ shareDatabaseWith: t });
    try {
      expect(await businessHours(second.app)).toBe("Todos os dias, 24 horas");
    } finally {
      await second.close();
    }
  });
});

describe("a production store starts without invented hours (decision 3603)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { NODE_ENV: "production", SMS_PROVIDER: "console", SEED_DEMO: "true", STAFF_DOCUMENT: "52998224725", STAFF_PASSWORD: "Loja@2025-forno" },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it("is closed with no known opening and no slots, and its hours text says they are not set", async () => {
    const hours = storeHoursSchema.parse((await request(t.app, { method: "GET", url: "/store/hours" })).json());
    expect(hours).toMatchObject({ week: [], exceptions: [], is_open: false, next_open_at: null, closes_at: null });
    expect(await businessHours(t.app)).toBe(NO_HOURS_TEXT);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const slots = await request(t.app, { method: "GET", url: `/orders/slots?date=${tomorrow}` });
    expect(slots.statusCode).toBe(200);
    expect(slots.json()).toEqual([]);
  });

  it("opens once the staff save the hours", async () => {
    const staff = await loginStaff(t.app, "52998224725", "Loja@2025-forno");
    await putHours(t.app, staff, ALWAYS_OPEN_HOURS);
    expect(storeHoursSchema.parse((await request(t.app, { method: "GET", url: "/store/hours" })).json()).is_open).toBe(true);
    expect(await businessHours(t.app)).toBe("Todos os dias, 24 horas");
  });
});
