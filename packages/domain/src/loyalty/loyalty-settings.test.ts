import { describe, expect, it } from "vitest";
import { checkSettingChange } from "../schemas/setting-value-check";
import { SETTING_SPECS } from "../schemas/setting-specs";
import { LOYALTY_SETTING_DEFAULTS, LOYALTY_SETTING_MESSAGES, type LoyaltySettingKey, loyaltySettingProblem, readLoyaltyProgram } from "./loyalty-settings";

const change = (key: LoyaltySettingKey, raw: string) => checkSettingChange({ key, type: SETTING_SPECS[key].type, raw, current: new Map() });

describe("the loyalty settings (growth.md section 2)", () => {
  it("start off, 10 stamps for a free pizza of up to R$ 60,00 from the large pizzas, each stamp kept 90 days", () => {
    expect(readLoyaltyProgram(() => undefined)).toEqual({
      enabled: false,
      stampsNeeded: 10,
      groups: ["Pizzas Grandes"],
      reward: "free_pizza",
      rewardValueCentavos: 6000,
      stampDays: 90,
    });
    expect(Object.keys(LOYALTY_SETTING_DEFAULTS).every((key) => key in SETTING_SPECS)).toBe(true);
  });

  it("stamps needed 2 to 50, stamp days 1 to 730", () => {
    expect(["2", "50"].map((value) => loyaltySettingProblem("loyalty.stamps_needed", value))).toEqual([null, null]);
    expect(["1", "51", "0"].map((value) => loyaltySettingProblem("loyalty.stamps_needed", value))).toEqual(Array(3).fill(LOYALTY_SETTING_MESSAGES.stampsNeeded));
    expect(change("loyalty.stamps_needed", "51")).toEqual({ problem: "Valor inválido: use de 2 a 50 selos." });
    expect(change("loyalty.stamp_days", "731")).toEqual({ problem: "Valor inválido: use de 1 a 730 dias." });
    expect(change("loyalty.stamp_days", "0")).toEqual({ problem: "Valor inválido: use de 1 a 730 dias." });
    expect(change("loyalty.stamp_days", "730")).toEqual({ value: "730" });
  });

  it("the reward is one of the three kinds; its value is reais above zero, stored with two decimals", () => {
    expect(change("loyalty.reward", "free_delivery")).toEqual({ value: "free_delivery" });
    expect(change("loyalty.reward", "pizza")).toEqual({ problem: LOYALTY_SETTING_MESSAGES.reward });
    expect(change("loyalty.reward_value", "45,5")).toEqual({ value: "45.50" });
    expect(change("loyalty.reward_value", "60")).toEqual({ value: "60.00" });
    for (const bad of ["0", "-5", "abc", "1.234"]) expect(change("loyalty.reward_value", bad)).toEqual({ problem: LOYALTY_SETTING_MESSAGES.rewardValue });
  });

  it("the groups are a tidy list of names; the switch is a boolean", () => {
    expect(change("loyalty.groups", " Pizzas Grandes ,Pizzas Individuais ")).toEqual({ value: "Pizzas Grandes, Pizzas Individuais" });
    expect(change("loyalty.groups", "Bebidas, bebidas").problem).toBe('Valor inválido: "bebidas" aparece mais de uma vez.');
    expect(change("loyalty.enabled", "sim")).toEqual({ problem: "Valor inválido: use true ou false." });
  });

  it("an unreadable stored value reads as its default, never as a broken program", () => {
    const stored: Partial<Record<LoyaltySettingKey, string>> = { "loyalty.enabled": "true", "loyalty.stamps_needed": "999", "loyalty.reward": "fixed", "loyalty.reward_value": "15" };
    expect(readLoyaltyProgram((key) => stored[key])).toMatchObject({ enabled: true, stampsNeeded: 10, reward: "fixed", rewardValueCentavos: 1500 });
  });
});
