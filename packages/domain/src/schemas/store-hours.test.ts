import { describe, expect, it } from "vitest";
import { messagesOf, parseOk } from "../../test-support/issues";
import { z } from "zod";
import {
  operationRulesShape,
  openingStateShape,
  orderSlotSchema,
  orderSlotsQuerySchema,
  storeHoursBodySchema,
  storeHoursSchema,
  storePauseBodySchema,
  weekIntervalSchema,
} from "./store-hours";

const body = (week: unknown[], exceptions: unknown[] = [], timezone = "America/Sao_Paulo") => ({ timezone, week, exceptions });
const firstMessage = (value: unknown) => messagesOf(storeHoursBodySchema, value)[0];

describe("PUT /store/hours body", () => {
  it("accepts a week with back-to-back and midnight-crossing intervals, and exceptions in the answer's shape", () => {
    const parsed = parseOk(
      storeHoursBodySchema,
      body(
        [
          { day: 6, opens: "18:00", closes: "01:00" },
          { day: 0, opens: "01:00", closes: "03:00" },
          { day: 2, opens: "11:00", closes: "14:00" },
          { day: 2, opens: "18:00", closes: "23:30" },
          { day: 3, opens: "00:00", closes: "00:00" },
        ],
        [
          { date: "2026-12-25", closed: true },
          { date: "2026-12-31", opens: "18:00", closes: "02:00" },
          { date: "2026-12-31", opens: "12:00", closes: "15:00" },
        ],
      ),
    );
    expect(parsed.exceptions).toEqual([
      { date: "2026-12-25", closed: true },
      { date: "2026-12-31", opens: "18:00", closes: "02:00" },
      { date: "2026-12-31", opens: "12:00", closes: "15:00" },
    ]);
  });

  it.each([
    ["overlap within a day", [{ day: 1, opens: "18:00", closes: "23:00" }, { day: 1, opens: "22:00", closes: "23:30" }], "Horários sobrepostos na segunda."],
    ["the same interval twice", [{ day: 6, opens: "18:00", closes: "23:00" }, { day: 6, opens: "18:00", closes: "23:00" }], "Horários sobrepostos no sábado."],
    [
      "Friday night into Saturday",
      [{ day: 5, opens: "18:00", closes: "02:00" }, { day: 6, opens: "01:00", closes: "03:00" }],
      "O horário de sexta que passa da meia-noite se sobrepõe ao de sábado.",
    ],
    [
      "Saturday night into Sunday (the week wraps)",
      [{ day: 0, opens: "00:30", closes: "02:00" }, { day: 6, opens: "18:00", closes: "01:00" }],
      "O horário de sábado que passa da meia-noite se sobrepõe ao de domingo.",
    ],
    ["a 24-hour day and anything on it", [{ day: 3, opens: "00:00", closes: "00:00" }, { day: 3, opens: "18:00", closes: "19:00" }], "Horários sobrepostos na quarta."],
    ["a malformed time", [{ day: 2, opens: "18h", closes: "23:00" }], "Horário inválido na terça: use HH:mm, de 00:00 a 23:59."],
    ["24:00", [{ day: 4, opens: "18:00", closes: "24:00" }], "Horário inválido na quinta: use HH:mm, de 00:00 a 23:59."],
    ["a day out of range", [{ day: 7, opens: "18:00", closes: "23:00" }], "Dia da semana inválido: use 0 (domingo) a 6 (sábado)."],
  ])("refuses %s naming the day", (_name, week, message) => {
    expect(firstMessage(body(week))).toBe(message);
  });

  it.each([
    ["a malformed date", [{ date: "25/12/2026", closed: true }], "Data inválida nas exceções: use AAAA-MM-DD."],
    ["an impossible date", [{ date: "2026-02-30", closed: true }], "Data inválida nas exceções: use AAAA-MM-DD."],
    ["a malformed time", [{ date: "2026-12-24", opens: "18:00" }], "Horário inválido em 24/12/2026: use HH:mm, de 00:00 a 23:59."],
    [
      "closed and with hours",
      [{ date: "2026-12-24", closed: true }, { date: "2026-12-24", opens: "18:00", closes: "22:00" }],
      "24/12/2026 não pode estar fechado e ter horário ao mesmo tempo.",
    ],
    [
      "overlapping hours",
      [{ date: "2026-12-31", opens: "18:00", closes: "02:00" }, { date: "2026-12-31", opens: "23:00", closes: "23:30" }],
      "Horários sobrepostos em 31/12/2026.",
    ],
  ])("refuses an exception with %s naming the date", (_name, exceptions, message) => {
    expect(firstMessage(body([], exceptions))).toBe(message);
  });

  it("puts each problem on the interval or exception it names", () => {
    const week = [{ day: 1, opens: "11:00", closes: "14:00" }, { day: 1, opens: "18:00", closes: "23:00" }, { day: 1, opens: "22:00", closes: "23:30" }];
    const result = storeHoursBodySchema.safeParse(body(week, [{ date: "2026-12-24", opens: "18:00" }]));
    expect(result.success ? [] : result.error.issues.map((issue) => issue.path)).toEqual([["week", 2], ["exceptions", 0]]);
  });

  it("refuses a zone the tz database does not know", () => {
    expect(firstMessage(body([], [], "GMT-3 Brasília"))).toBe("Fuso horário inválido.");
  });
});

describe("other store-hours wire shapes", () => {
  it("parses the pause body, null meaning until resumed", () => {
    expect(parseOk(storePauseBodySchema, { minutes: 30, reason: " Muitos pedidos " })).toEqual({ minutes: 30, reason: "Muitos pedidos" });
    expect(parseOk(storePauseBodySchema, { minutes: null })).toEqual({ minutes: null, reason: "" });
    expect(messagesOf(storePauseBodySchema, { minutes: 0, reason: "" })).toEqual(["A pausa deve durar de 1 a 1440 minutos, ou até ser retomada."]);
    expect(messagesOf(storePauseBodySchema, { minutes: 15, reason: "x".repeat(201) })).toEqual(["O motivo da pausa deve ter no máximo 200 caracteres."]);
  });

  it("answers read clock times as HH:mm from 00:00 to 23:59", () => {
    const interval = (opens: string) => weekIntervalSchema.safeParse({ day: 1, opens, closes: "23:00" }).success;
    expect(["00:00", "09:30", "19:59", "23:59"].map(interval)).toEqual([true, true, true, true]);
    expect(["24:00", "18:60", "7:00", "x18:00", "18:00x", "1800"].map(interval)).toEqual([false, false, false, false, false, false]);
  });

  it("an exception that is not closed keeps its hours", () => {
    const parsed = parseOk(storeHoursBodySchema, body([], [{ date: "2026-12-24", closed: false, opens: "18:00", closes: "22:00" }]));
    expect(parsed.exceptions).toEqual([{ date: "2026-12-24", opens: "18:00", closes: "22:00" }]);
  });

  it("checks the answers and the slots query", () => {
    const answer = {
      timezone: "America/Sao_Paulo",
      week: [{ day: 2, opens: "18:00", closes: "23:30" }],
      exceptions: [{ date: "2026-12-25", closed: true }, { date: "2026-12-31", opens: "18:00", closes: "02:00" }],
      pause: { until: "2026-11-24T22:00:00.000Z", reason: "" },
      is_open: false,
      next_open_at: "2026-11-24T22:00:00.000Z",
      closes_at: null,
    };
    expect(parseOk(storeHoursSchema, answer)).toEqual(answer);
    expect(messagesOf(orderSlotSchema, { start: "2026-11-24T21:00:00.000Z", end: "2026-11-24T21:30:00.000Z", available: -1 })).toHaveLength(1);
    expect(messagesOf(orderSlotsQuerySchema, { date: "2026-11-24" })).toEqual([]);
    expect(messagesOf(orderSlotsQuerySchema, { date: "amanhã" })).toEqual(["Data inválida"]);
  });

  it("describes the operation settings and computed fields GET /settings/store adds", () => {
    const operation = z.object({ ...operationRulesShape, ...openingStateShape });
    const value = {
      schedule_lead_minutes: 30,
      schedule_max_days: 7,
      slot_minutes: 30,
      slot_capacity: 10,
      accept_scheduled_when_closed: true,
      fraction_pricing: "highest",
      min_order_amount: 30,
      fractions_same_subgroup: false,
      is_open: true,
      next_open_at: null,
      closes_at: "2026-11-25T02:30:00.000Z",
    };
    expect(parseOk(operation, value)).toEqual(value);
    expect(messagesOf(operation, { ...value, fraction_pricing: "average" })).toHaveLength(1);
  });
});
