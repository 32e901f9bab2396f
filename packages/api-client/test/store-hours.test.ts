import { describe, expect, it } from "vitest";
import { ApiError } from "../src/errors";
import { signedInClient, signedInStaff, testClient } from "./support";

// The test API (NODE_ENV=test) starts open every day, all day (decision 1605). Other files order
// in parallel, so nothing here closes or pauses the store.
const ALWAYS_OPEN = {
  timezone: "America/Sao_Paulo",
  week: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: "00:00", closes: "00:00" })),
  exceptions: [],
};

describe("store hours calls against the real API", () => {
  it("reads the hours and the opening state, also in the store info", async () => {
    const { api } = testClient();
    const hours = await api.storeHours.hoursQuery().queryFn!({} as never);
    expect(hours).toMatchObject({ timezone: "America/Sao_Paulo", is_open: true, next_open_at: null, pause: null });
    const store = await api.settings.store();
    expect(store.operation).toMatchObject({ is_open: true, slot_minutes: 30, fraction_pricing: "proportional", min_order_amount: 0 });
  });

  it("staff replace the hours; a bad interval is an ApiError naming the day", async () => {
    const { api } = await signedInStaff();
    const saved = await api.storeHours.updateHours({ ...ALWAYS_OPEN, exceptions: [{ date: "2099-12-25", closed: true }] });
    expect(saved.exceptions).toEqual([{ date: "2099-12-25", closed: true }]);
    await api.storeHours.updateHours(ALWAYS_OPEN);
    const error = await api.storeHours
      .updateHours({ ...ALWAYS_OPEN, week: [{ day: 3, opens: "18:00", closes: "22:00" }, { day: 3, opens: "20:00", closes: "23:00" }] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).message).toBe("Horários sobrepostos na quarta.");
  });

  it("a client may not pause the store", async () => {
    const { api } = await signedInClient();
    const error = await api.storeHours.pause({ minutes: 15, reason: "" }).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(403);
  });

  it("lists a date's slots with the places left", async () => {
    const { api } = testClient();
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000).toLocaleDateString("en-CA", { timeZone: "America/Sao_Paulo" });
    const slots = await api.storeHours.slotsQuery(inTwoDays).queryFn!({} as never);
    expect(slots).toHaveLength(48);
    expect(slots.every((slot) => slot.available === 10 && Date.parse(slot.end) - Date.parse(slot.start) === 30 * 60_000)).toBe(true);
  });
});
