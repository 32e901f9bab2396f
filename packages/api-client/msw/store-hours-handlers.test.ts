import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffApiClient } from "../src/staff/staff-client";
import type { ApiError } from "../src/errors";
import { memoryTokenStore } from "../src/token-store";
import { createMockApi } from "./handlers";

const BASE = "http://mock.forno.test";
const mock = createMockApi(BASE);
const server = setupServer(...mock.handlers);
const api = (token: string | null) => createStaffApiClient({ baseUrl: BASE, tokenStore: memoryTokenStore(token), onUnauthorized: () => {} });
const staff = api("staff-token");
const PICKUP_ORDER = {
  items: [{ cart_index: 0, item_id: 5, item_id_parent: null, item_group: 0, product_id: 5, quantity: 1, item_notes: null }],
  is_delivery: false,
};
const client = api("client-token");

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

describe("the mock API's store hours (msw)", () => {
  it("starts open; a pause closes the store until its end, in /store/hours and /settings/store alike", async () => {
    expect((await client.storeHours.hours()).is_open).toBe(true);
    const paused = await staff.storeHours.pause({ minutes: 15, reason: "Cozinha cheia" });
    expect(paused).toMatchObject({ is_open: false, pause: { reason: "Cozinha cheia" } });
    expect(paused.next_open_at).toBe(paused.pause?.until);
    expect((await client.settings.store()).operation).toMatchObject({ is_open: false, next_open_at: paused.pause?.until });
    expect((await staff.storeHours.resume()).is_open).toBe(true);
  });

  it("checks PUT bodies with the API's schema and keeps writes for staff", async () => {
    const error = await staff.storeHours
      .updateHours({ timezone: "America/Sao_Paulo", week: [{ day: 1, opens: "25:00", closes: "23:00" }], exceptions: [] })
      .catch((e: unknown) => e);
    expect((error as ApiError).message).toBe("Horário inválido na segunda: use HH:mm, de 00:00 a 23:59.");
    expect(((await client.storeHours.resume().catch((e: unknown) => e)) as ApiError).status).toBe(403);
  });

  it("lists slots with the taken places and refuses an order for now while closed", async () => {
    const date = new Date(Date.now() + 2 * 86_400_000).toLocaleDateString("en-CA", { timeZone: "America/Sao_Paulo" });
    const [first] = await client.storeHours.slots(date);
    mock.data.slotsTaken[first!.start] = 10;
    expect((await client.storeHours.slots(date))[0]).toEqual({ ...first, available: 0 });
    await staff.storeHours.pause({ minutes: null, reason: "" });
    const refused = await client.orders.create(PICKUP_ORDER, "k1").catch((e: unknown) => e);
    expect((refused as ApiError).message).toBe("A loja está fechada.");
    await staff.storeHours.resume();
    const [, second] = await client.storeHours.slots(date);
    const scheduled = await client.orders.create({ ...PICKUP_ORDER, scheduled_for: second!.start }, "k2");
    expect(scheduled).toMatchObject({ is_scheduled: true, scheduled_time: second!.start });
    expect((await client.storeHours.slots(date))[1]!.available).toBe(9);
  });
});
