import { describe, expect, it } from "vitest";
import { awaitsPreparationStart, isScheduledOrder, scheduledForText, scheduledOrderText } from "./scheduled-order";

describe("scheduled order texts", () => {
  it("writes the time in São Paulo, day and month first", () => {
    // 22:00 UTC is 19:00 in São Paulo (UTC-3).
    expect(scheduledForText("2026-11-24T22:00:00.000Z")).toBe("24/11 às 19:00");
    // 02:30 UTC on the 25th is still the 24th in São Paulo.
    expect(scheduledForText("2026-11-25T02:30:00.000Z")).toBe("24/11 às 23:30");
  });

  it("marks only orders flagged as scheduled", () => {
    expect(scheduledOrderText({ is_scheduled: true, scheduled_time: "2026-11-24T22:00:00.000Z" })).toBe("Agendado para 24/11 às 19:00");
    expect(scheduledOrderText({ is_scheduled: false, scheduled_time: "2026-11-24T22:00:00.000Z" })).toBeNull();
    expect(scheduledOrderText({ scheduled_time: "2026-11-24T22:00:00.000Z" })).toBeNull();
    expect(scheduledOrderText({ is_scheduled: true, scheduled_time: null })).toBeNull();
    expect(isScheduledOrder({ is_scheduled: null })).toBe(false);
  });
});

describe("awaitsPreparationStart", () => {
  const at = "2026-11-24T22:00:00.000Z";
  const start = Date.parse(at) - 45 * 60_000;
  it("holds a scheduled order until the scheduled time minus the delivery time", () => {
    expect(awaitsPreparationStart({ is_scheduled: true, scheduled_time: at }, start - 1, 45)).toBe(true);
    expect(awaitsPreparationStart({ is_scheduled: true, scheduled_time: at }, start, 45)).toBe(false);
  });
  it("never holds an order for now", () => {
    expect(awaitsPreparationStart({ is_scheduled: false, scheduled_time: at }, start - 60 * 60_000, 45)).toBe(false);
    expect(awaitsPreparationStart({ is_scheduled: true, scheduled_time: null }, 0, 45)).toBe(false);
  });
});
