import { describe, expect, it } from "vitest";
import { formatCentavos, formatDate, formatDateTime, formatMoney, formatTime, MONEY_SPACE } from "./index";

// "R$" and the amount are joined by a no-break space (U+00A0), like Intl's pt-BR format.
const brl = (text: string) => text.replace(" ", "\u00a0");

describe("money (BRL)", () => {
  it.each([
    [49.9, "R$ 49,90"],
    [0, "R$ 0,00"],
    [0.29, "R$ 0,29"],
    [8, "R$ 8,00"],
    [1234.56, "R$ 1.234,56"],
    [1234567.8, "R$ 1.234.567,80"],
    [-5, "-R$ 5,00"],
  ])("%s reais -> %j", (reais, text) => {
    expect(formatMoney(reais)).toBe(brl(text));
  });

  it("formats centavos", () => {
    expect(formatCentavos(4990)).toBe(brl("R$ 49,90"));
    expect(MONEY_SPACE).toBe("\u00a0");
  });
});

describe("dates and times (America/Sao_Paulo)", () => {
  it.each([
    ["1990-05-10", "10/05/1990"],
    ["2025-05-10T20:00:00.000Z", "10/05/2025"],
    ["2025-05-11T02:30:00.000Z", "10/05/2025"],
    ["2025-05-11T03:00:00.000Z", "11/05/2025"],
  ])("date %s -> %s", (value, text) => {
    expect(formatDate(value)).toBe(text);
  });

  it.each([
    ["2025-05-10T20:00:00.000Z", "17:00"],
    ["2025-05-10T03:05:00.000Z", "00:05"],
    ["2025-05-11T02:59:59.000Z", "23:59"],
  ])("time %s -> %s", (value, text) => {
    expect(formatTime(value)).toBe(text);
    expect(formatTime(new Date(value))).toBe(text);
  });

  it.each([
    ["2025-05-10T20:04:09.000Z", "10/05/25, 17:04:09"],
    ["2025-01-02T03:00:00.000Z", "02/01/25, 00:00:00"],
  ])("date-time %s -> %s", (value, text) => {
    expect(formatDateTime(value)).toBe(text);
  });
});
