import { describe, expect, it } from "vitest";
import { HOURS_SETTING_DEFAULTS, HOURS_SETTING_MESSAGES, hoursSettingProblem, parseReaisSetting } from "./hours-settings";

describe("scheduling and pricing settings", () => {
  it("starts with the contract's defaults", () => {
    expect(HOURS_SETTING_DEFAULTS).toMatchObject({
      "operation.schedule_lead_minutes": "30",
      "operation.schedule_max_days": "7",
      "operation.slot_minutes": "30",
      "operation.slot_capacity": "10",
      "operation.accept_scheduled_when_closed": "true",
      "operation.fraction_pricing": "proportional",
      "operation.min_order_amount": "0",
      "operation.fractions_same_subgroup": "false",
    });
    for (const [key, value] of Object.entries(HOURS_SETTING_DEFAULTS)) expect(hoursSettingProblem(key, value)).toBeNull();
  });

  it("accepts the two pricing rules only", () => {
    expect(hoursSettingProblem("operation.fraction_pricing", "highest")).toBeNull();
    expect(hoursSettingProblem("operation.fraction_pricing", "lowest")).toBe(HOURS_SETTING_MESSAGES.fractionPricing);
  });

  it("bounds the integer settings", () => {
    expect(hoursSettingProblem("operation.slot_minutes", "4")).toBe("Valor inválido: use um número entre 5 e 240.");
    expect(hoursSettingProblem("operation.slot_minutes", "15")).toBeNull();
    expect(hoursSettingProblem("operation.schedule_max_days", "61")).toBe("Valor inválido: use um número entre 0 e 60.");
    expect(hoursSettingProblem("operation.slot_capacity", "0")).toBeNull();
    expect(hoursSettingProblem("operation.slot_minutes", "240")).toBeNull();
    expect(hoursSettingProblem("operation.slot_minutes", "241")).toBe("Valor inválido: use um número entre 5 e 240.");
    expect(hoursSettingProblem("operation.slot_minutes", "5")).toBeNull();
    expect(hoursSettingProblem("operation.slot_minutes", "15.5")).toBe("Valor inválido: use um número entre 5 e 240.");
    expect(hoursSettingProblem("operation.schedule_lead_minutes", "1441")).toBe("Valor inválido: use um número entre 0 e 1440.");
  });

  it("reads the minimum in reais with a dot or a comma", () => {
    expect(parseReaisSetting("30")).toBe(30);
    expect(parseReaisSetting("30,5")).toBe(30.5);
    expect(parseReaisSetting("29.90")).toBe(29.9);
    expect(parseReaisSetting("-1")).toBeNull();
    expect(parseReaisSetting("1.234")).toBeNull();
    expect(parseReaisSetting(" 30,50 ")).toBe(30.5);
    expect(parseReaisSetting("999999.99")).toBe(999_999.99);
    expect(parseReaisSetting("1000000")).toBeNull();
    expect(parseReaisSetting("R$ 30")).toBeNull();
    expect(hoursSettingProblem("operation.min_order_amount", "30,00")).toBeNull();
    expect(hoursSettingProblem("operation.min_order_amount", "trinta")).toBe(HOURS_SETTING_MESSAGES.amount);
  });

  it("leaves other keys alone", () => {
    expect(hoursSettingProblem("appearance.name", "x")).toBeNull();
  });
});
