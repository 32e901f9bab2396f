import { describe, expect, it } from "vitest";
import { pizzeriaHours } from "../../test-support/store-hours";
import { DEFAULT_SCHEDULING_SETTINGS, orderSlots, slotCounts, type SchedulingSettings } from "./order-slots";
import { scheduleRefusal } from "./scheduled-for-refusal";

const sp = (local: string) => new Date(`${local}:00-03:00`);
const hhmm = (iso: string) => new Date(Date.parse(iso) - 3 * 3_600_000).toISOString().slice(11, 16);
const settings = (overrides: Partial<SchedulingSettings> = {}): SchedulingSettings => ({ ...DEFAULT_SCHEDULING_SETTINGS, ...overrides });

// Monday 2026-11-23 15:00 in São Paulo: closed until Tuesday 18:00.
const MONDAY = sp("2026-11-23T15:00");

describe("GET /orders/slots", () => {
  const hours = pizzeriaHours();

  it("cuts Tuesday's 18:00-23:30 into half hours and subtracts the orders already taken", () => {
    const taken = slotCounts([
      { start: sp("2026-11-24T18:00"), count: 10 },
      { start: "2026-11-24T21:30:00.000Z", count: 3 },
    ]);
    const slots = orderSlots({ hours, settings: settings(), date: "2026-11-24", now: MONDAY, taken });
    expect(slots.map((slot) => hhmm(slot.start))).toEqual(["18:00", "18:30", "19:00", "19:30", "20:00", "20:30", "21:00", "21:30", "22:00", "22:30", "23:00"]);
    expect(slots[0]).toEqual({ start: "2026-11-24T21:00:00.000Z", end: "2026-11-24T21:30:00.000Z", available: 0 });
    expect(slots[1]?.available).toBe(7);
    expect(slots.at(-1)?.end).toBe("2026-11-25T02:30:00.000Z");
  });

  it("gives the slots after midnight of Saturday's 18:00-01:00 to Sunday", () => {
    const saturday = orderSlots({ hours, settings: settings(), date: "2026-11-28", now: MONDAY });
    const sunday = orderSlots({ hours, settings: settings(), date: "2026-11-29", now: MONDAY });
    expect(saturday.map((slot) => hhmm(slot.start)).at(-1)).toBe("23:30");
    expect(saturday).toHaveLength(12);
    expect(sunday.map((slot) => hhmm(slot.start)).slice(0, 3)).toEqual(["00:00", "00:30", "18:00"]);
    expect(sunday).toHaveLength(12);
  });

  it("keeps only whole slots inside the opening, from its own start", () => {
    const slots = orderSlots({ hours, settings: settings({ slot_minutes: 45 }), date: "2026-11-24", now: MONDAY });
    expect(slots.map((slot) => hhmm(slot.start))).toEqual(["18:00", "18:45", "19:30", "20:15", "21:00", "21:45", "22:30"]);
  });

  it("starts at least the lead time from now", () => {
    const at = (local: string) => orderSlots({ hours, settings: settings(), date: "2026-11-24", now: sp(local) }).map((slot) => hhmm(slot.start))[0];
    expect(at("2026-11-24T17:30")).toBe("18:00");
    expect(at("2026-11-24T17:31")).toBe("18:30");
    expect(at("2026-11-24T20:10")).toBe("21:00");
  });

  it("with no lead time, never lists the slot starting right now, which scheduled_for refuses as past", () => {
    // Found by the property test (seed -604851881): New York, 2027-05-24 19:15 local, 10-minute slots.
    const ny = { ...hours, timezone: "America/New_York", week: [{ day: 1, opens: "00:45", closes: "00:00" }, { day: 0, opens: "00:00", closes: "00:00" }] };
    const noLead = settings({ schedule_lead_minutes: 0, schedule_max_days: 0, slot_minutes: 10, slot_capacity: 1, accept_scheduled_when_closed: false });
    const now = 1_811_200_500_000;
    const slots = orderSlots({ hours: ny, settings: noLead, date: "2027-05-24", now });
    expect(slots[0]?.start).toBe(new Date(now + 10 * 60_000).toISOString());
    expect(scheduleRefusal({ hours: ny, settings: noLead, scheduledFor: new Date(now).toISOString(), now })?.reason).toBe("past");
  });

  it("lists nothing on a closed date, in the past or past the horizon", () => {
    expect(orderSlots({ hours, settings: settings(), date: "2026-11-23", now: MONDAY })).toEqual([]);
    expect(orderSlots({ hours, settings: settings(), date: "2026-11-22", now: MONDAY })).toEqual([]);
    expect(orderSlots({ hours, settings: settings(), date: "2026-11-30", now: MONDAY })).toEqual([]);
    expect(orderSlots({ hours, settings: settings(), date: "2026-12-01", now: MONDAY })).toEqual([]);
    expect(orderSlots({ hours, settings: settings({ schedule_max_days: 8 }), date: "2026-12-01", now: MONDAY })).toHaveLength(11);
  });

  it("follows the pause, the online flag and accept_scheduled_when_closed", () => {
    const paused = pizzeriaHours({ pause: { until: sp("2026-11-24T19:00").toISOString(), reason: "" } });
    expect(orderSlots({ hours: paused, settings: settings(), date: "2026-11-24", now: MONDAY }).map((slot) => hhmm(slot.start))[0]).toBe("19:00");
    expect(orderSlots({ hours: pizzeriaHours({ online: false }), settings: settings(), date: "2026-11-24", now: MONDAY })).toEqual([]);
    const onlyWhenOpen = settings({ accept_scheduled_when_closed: false });
    expect(orderSlots({ hours, settings: onlyWhenOpen, date: "2026-11-24", now: MONDAY })).toEqual([]);
    expect(orderSlots({ hours, settings: onlyWhenOpen, date: "2026-11-25", now: sp("2026-11-24T19:00") })).toHaveLength(11);
  });
});

describe("scheduled_for refusals", () => {
  const hours = pizzeriaHours();
  const check = (scheduledFor: string, overrides: Partial<SchedulingSettings> = {}, taken = new Map<number, number>()) =>
    scheduleRefusal({ hours, settings: settings(overrides), scheduledFor, now: MONDAY, taken });

  it("accepts a free slot start", () => {
    expect(check("2026-11-24T21:30:00.000Z")).toBeNull();
    expect(check("2026-11-24T18:30:00-03:00")).toBeNull();
  });

  it.each([
    ["not an instant", "amanhã às 18h", "invalid", "Horário de agendamento inválido."],
    ["in the past", "2026-11-23T17:00:00.000Z", "past", "Este horário já passou. Escolha outro horário."],
    ["now", MONDAY.toISOString(), "past", "Este horário já passou. Escolha outro horário."],
    ["inside the lead time", "2026-11-23T18:20:00.000Z", "too_near", "Agende com pelo menos 30 minutos de antecedência."],
    ["past the horizon", "2026-12-01T21:00:00.000Z", "too_far", "Só é possível agendar até 7 dias à frente."],
    ["while closed", "2026-11-23T23:00:00.000Z", "closed", "A loja está fechada neste horário. Escolha outro horário."],
    ["a slot cut short by the closing", "2026-11-25T02:15:00.000Z", "not_slot", "Escolha um dos horários disponíveis."],
    ["between two slot starts", "2026-11-24T21:10:00.000Z", "not_slot", "Escolha um dos horários disponíveis."],
  ])("refuses a time %s", (_name, scheduledFor, reason, message) => {
    expect(check(scheduledFor)).toEqual({ reason, message });
  });

  it("refuses a full slot", () => {
    expect(check("2026-11-24T21:00:00.000Z", {}, new Map([[Date.parse("2026-11-24T21:00:00.000Z"), 10]]))).toEqual({
      reason: "full",
      message: "Este horário está lotado. Escolha outro horário.",
    });
    expect(check("2026-11-24T21:00:00.000Z", { slot_capacity: 11 }, new Map([[Date.parse("2026-11-24T21:00:00.000Z"), 10]]))).toBeNull();
  });

  it("says the lead and horizon in the singular too", () => {
    expect(check("2026-11-23T18:00:30.000Z", { schedule_lead_minutes: 1 })?.message).toBe("Agende com pelo menos 1 minuto de antecedência.");
    expect(check("2026-11-25T21:00:00.000Z", { schedule_max_days: 1 })?.message).toBe("Só é possível agendar até 1 dia à frente.");
  });

  it("refuses a slot during a pause as closed, and any slot when scheduling needs the store open", () => {
    const paused = pizzeriaHours({ pause: { until: sp("2026-11-24T19:00").toISOString(), reason: "" } });
    expect(scheduleRefusal({ hours: paused, settings: settings(), scheduledFor: "2026-11-24T21:00:00.000Z", now: MONDAY })?.reason).toBe("closed");
    expect(check("2026-11-24T21:30:00.000Z", { accept_scheduled_when_closed: false })).toEqual({
      reason: "not_accepted",
      message: "A loja está fechada. Abrimos amanhã às 18:00.",
    });
  });
});
