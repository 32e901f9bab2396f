import { describe, expect, it } from "vitest";
import { pizzeriaHours } from "../../test-support/store-hours";
import { closesAt, isOpenAt, nextOpenAt, openingState } from "./opening-state";
import { closedOrderMessage, openingStateText, openingStatusText } from "./opening-text";

// 2026-11-23 is a Monday; São Paulo is UTC-3 all year since 2019.
const sp = (local: string) => new Date(`${local}:00-03:00`);

describe("opening state of a pizzeria week (São Paulo)", () => {
  const hours = pizzeriaHours();

  it.each([
    ["Monday afternoon: closed, opens Tuesday", "2026-11-23T15:00", false, null, "2026-11-24T21:00:00.000Z", "Fechado · abre amanhã às 18:00"],
    ["Sunday afternoon: opens today", "2026-11-22T15:00", false, null, "2026-11-22T21:00:00.000Z", "Fechado · abre hoje às 18:00"],
    ["Sunday after closing: opens Tuesday", "2026-11-22T23:30", false, null, "2026-11-24T21:00:00.000Z", "Fechado · abre terça às 18:00"],
    ["Tuesday at opening time", "2026-11-24T18:00", true, "2026-11-25T02:30:00.000Z", null, "Aberto até 23:30"],
    ["Tuesday at closing time: closed", "2026-11-24T23:30", false, null, "2026-11-25T21:00:00.000Z", "Fechado · abre amanhã às 18:00"],
    ["Saturday before midnight: until Sunday 01:00", "2026-11-28T23:59", true, "2026-11-29T04:00:00.000Z", null, "Aberto até 01:00"],
    ["Sunday 00:30: still Saturday's night", "2026-11-29T00:30", true, "2026-11-29T04:00:00.000Z", null, "Aberto até 01:00"],
    ["Sunday 01:00: closed until the evening", "2026-11-29T01:00", false, null, "2026-11-29T21:00:00.000Z", "Fechado · abre hoje às 18:00"],
  ])("%s", (_name, local, open, closes, next, text) => {
    const now = sp(local);
    expect(isOpenAt(hours, now)).toBe(open);
    expect(closesAt(hours, now)).toBe(closes);
    expect(nextOpenAt(hours, now)).toBe(next);
    expect(openingStatusText(hours, now)).toBe(text);
    expect(openingState(hours, now)).toEqual({ is_open: open, closes_at: closes, next_open_at: next });
    expect(openingStateText({ is_open: open, closes_at: closes, next_open_at: next }, now, "America/Sao_Paulo")).toBe(text);
  });

  it("says the refusal of an order for now with the same day names", () => {
    expect(closedOrderMessage(hours, sp("2026-11-22T23:30"))).toBe("A loja está fechada. Abrimos terça às 18:00.");
    expect(closedOrderMessage(hours, sp("2026-11-23T10:00"))).toBe("A loja está fechada. Abrimos amanhã às 18:00.");
    expect(closedOrderMessage(hours, sp("2026-11-24T12:00"))).toBe("A loja está fechada. Abrimos hoje às 18:00.");
  });

  it("names a date instead of a week day a week or more ahead", () => {
    const closedTwoWeeks = pizzeriaHours({
      exceptions: ["2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28", "2026-11-29"].map((date) => ({ date, closed: true as const })),
    });
    const now = sp("2026-11-23T12:00");
    expect(nextOpenAt(closedTwoWeeks, now)).toBe("2026-12-01T21:00:00.000Z");
    expect(openingStatusText(closedTwoWeeks, now)).toBe("Fechado · abre em 01/12 às 18:00");
    expect(closedOrderMessage(closedTwoWeeks, now)).toBe("A loja está fechada. Abrimos em 01/12 às 18:00.");
  });
});

describe("merging, 24 hours and the lookahead", () => {
  it("joins back-to-back intervals across midnight into one opening", () => {
    const hours = pizzeriaHours({ week: [{ day: 6, opens: "18:00", closes: "00:00" }, { day: 0, opens: "00:00", closes: "02:00" }] });
    expect(closesAt(hours, sp("2026-11-28T23:00"))).toBe("2026-11-29T05:00:00.000Z");
    expect(openingStatusText(hours, sp("2026-11-28T23:00"))).toBe("Aberto até 02:00");
  });

  it("reads 00:00-00:00 as the whole day", () => {
    const hours = pizzeriaHours({ week: [{ day: 3, opens: "00:00", closes: "00:00" }] });
    expect(isOpenAt(hours, sp("2026-11-25T00:00"))).toBe(true);
    expect(isOpenAt(hours, sp("2026-11-25T23:59"))).toBe(true);
    expect(closesAt(hours, sp("2026-11-25T09:00"))).toBe("2026-11-26T03:00:00.000Z");
    expect(isOpenAt(hours, sp("2026-11-26T00:00"))).toBe(false);
  });

  it("says 'Aberto' with no closing time when open every hour of the lookahead", () => {
    const hours = pizzeriaHours({ week: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: "00:00", closes: "00:00" })) });
    expect(isOpenAt(hours, sp("2026-11-25T03:00"))).toBe(true);
    expect(closesAt(hours, sp("2026-11-25T03:00"))).toBeNull();
    expect(openingStatusText(hours, sp("2026-11-25T03:00"))).toBe("Aberto");
  });

  it("says 'Aberto até' with the day when the opening lasts more than a day", () => {
    const hours = pizzeriaHours({ week: [2, 3].map((day) => ({ day, opens: "00:00", closes: "00:00" })) });
    expect(openingStatusText(hours, sp("2026-11-24T10:00"))).toBe("Aberto até quinta às 00:00");
  });

  it("has no next opening when the week is empty", () => {
    const hours = pizzeriaHours({ week: [] });
    expect(nextOpenAt(hours, sp("2026-11-24T10:00"))).toBeNull();
    expect(openingStatusText(hours, sp("2026-11-24T10:00"))).toBe("Fechado");
    expect(closedOrderMessage(hours, sp("2026-11-24T10:00"))).toBe("A loja está fechada.");
  });
});

describe("date exceptions", () => {
  it("closes a holiday and opens the next day", () => {
    const hours = pizzeriaHours({ exceptions: [{ date: "2026-12-25", closed: true }] });
    expect(isOpenAt(hours, sp("2026-12-25T19:00"))).toBe(false);
    expect(openingStatusText(hours, sp("2026-12-25T12:00"))).toBe("Fechado · abre amanhã às 18:00");
    expect(isOpenAt(hours, sp("2026-12-24T19:00"))).toBe(true);
  });

  it("keeps the previous night's interval running past midnight into a closed date", () => {
    const hours = pizzeriaHours({ exceptions: [{ date: "2026-11-29", closed: true }] });
    expect(isOpenAt(hours, sp("2026-11-29T00:30"))).toBe(true);
    expect(closesAt(hours, sp("2026-11-29T00:30"))).toBe("2026-11-29T04:00:00.000Z");
    expect(isOpenAt(hours, sp("2026-11-29T19:00"))).toBe(false);
  });

  it("opens special hours on a date the week keeps closed, replacing the week's for that date", () => {
    const hours = pizzeriaHours({
      exceptions: [
        { date: "2026-11-23", opens: "11:00", closes: "15:00" },
        { date: "2026-11-24", opens: "19:00", closes: "22:00" },
      ],
    });
    expect(isOpenAt(hours, sp("2026-11-23T13:00"))).toBe(true);
    expect(openingStatusText(hours, sp("2026-11-23T13:00"))).toBe("Aberto até 15:00");
    expect(openingStatusText(hours, sp("2026-11-23T16:00"))).toBe("Fechado · abre amanhã às 19:00");
    expect(closesAt(hours, sp("2026-11-24T20:00"))).toBe("2026-11-25T01:00:00.000Z");
  });
});

describe("pause and the online flag", () => {
  it("stays closed until the pause ends when it ends inside an opening", () => {
    const hours = pizzeriaHours({ pause: { until: sp("2026-11-24T19:00").toISOString(), reason: "Muitos pedidos" } });
    expect(isOpenAt(hours, sp("2026-11-24T18:30"))).toBe(false);
    expect(nextOpenAt(hours, sp("2026-11-24T18:30"))).toBe("2026-11-24T22:00:00.000Z");
    expect(openingStatusText(hours, sp("2026-11-24T18:30"))).toBe("Fechado · abre hoje às 19:00");
    expect(isOpenAt(hours, sp("2026-11-24T19:00"))).toBe(true);
  });

  it("opens at the next opening when the pause ends while closed", () => {
    const hours = pizzeriaHours({ pause: { until: sp("2026-11-24T10:00").toISOString(), reason: "" } });
    expect(nextOpenAt(hours, sp("2026-11-24T09:00"))).toBe("2026-11-24T21:00:00.000Z");
  });

  it("has no next opening when paused until resumed or offline", () => {
    const paused = pizzeriaHours({ pause: { until: null, reason: "Falta de gás" } });
    expect(isOpenAt(paused, sp("2026-11-24T20:00"))).toBe(false);
    expect(nextOpenAt(paused, sp("2026-11-24T20:00"))).toBeNull();
    expect(openingStatusText(paused, sp("2026-11-24T20:00"))).toBe("Fechado");
    const offline = pizzeriaHours({ online: false });
    expect(openingState(offline, sp("2026-11-24T20:00"))).toEqual({ is_open: false, next_open_at: null, closes_at: null });
    expect(closedOrderMessage(offline, sp("2026-11-24T20:00"))).toBe("A loja está fechada.");
  });
});
