import { describe, expect, it } from "vitest";
import { DESK_SETTING_MESSAGES } from "./operation-settings";
import { HOURS_SETTING_MESSAGES } from "./hours-settings";
import { MESSAGES } from "./messages";
import { ON_DELIVERY_SETTING_MESSAGE } from "./on-delivery-settings";
import { SETTING_KEYS, SETTING_SPECS, type SettingKey, settingGroupOf } from "./setting-specs";
import { SETTING_VALUE_MESSAGES, checkSettingChange, normaliseSettingValue } from "./setting-value-check";

const none = new Map<string, string>();
const change = (key: SettingKey, raw: string, current: ReadonlyMap<string, string> = none) => {
  const spec: { type: (typeof SETTING_SPECS)[SettingKey]["type"]; maxLength?: number } = SETTING_SPECS[key];
  return checkSettingChange({ key, type: spec.type, maxLength: spec.maxLength, raw, current });
};

describe("normaliseSettingValue", () => {
  it("stores each type normalised", () => {
    expect(normaliseSettingValue("boolean", " TRUE ")).toEqual({ value: "true" });
    expect(normaliseSettingValue("integer", "045")).toEqual({ value: "45" });
    expect(normaliseSettingValue("phone", "(11) 3210-4567")).toEqual({ value: "1132104567" });
    expect(normaliseSettingValue("document", "45.271.983/0001-39")).toEqual({ value: "45271983000139" });
    expect(normaliseSettingValue("postal_code", "05433-001")).toEqual({ value: "05433001" });
    expect(normaliseSettingValue("state", "sp")).toEqual({ value: "SP" });
    expect(normaliseSettingValue("url", "https://wa.me/5511932104567")).toEqual({ value: "https://wa.me/5511932104567" });
    expect(normaliseSettingValue("text", "  Forno  ")).toEqual({ value: "Forno" });
  });

  it("refuses each type's bad value with its message", () => {
    expect(normaliseSettingValue("boolean", "sim")).toEqual({ problem: SETTING_VALUE_MESSAGES.boolean });
    expect(normaliseSettingValue("integer", "4,5")).toEqual({ problem: SETTING_VALUE_MESSAGES.integer });
    expect(normaliseSettingValue("phone", "1234")).toEqual({ problem: MESSAGES.phoneInvalid });
    expect(normaliseSettingValue("document", "11.111.111/1111-11")).toEqual({ problem: MESSAGES.documentInvalid });
    expect(normaliseSettingValue("postal_code", "0543")).toEqual({ problem: MESSAGES.cepFormat });
    expect(normaliseSettingValue("state", "São Paulo")).toEqual({ problem: MESSAGES.stateInvalid });
    expect(normaliseSettingValue("state", "XX")).toEqual({ problem: MESSAGES.stateInvalid });
    expect(normaliseSettingValue("url", "instagram.com/forno")).toEqual({ problem: SETTING_VALUE_MESSAGES.url });
    expect(normaliseSettingValue("text", "x".repeat(26), 25)).toEqual({ problem: SETTING_VALUE_MESSAGES.tooLong(25) });
    expect(normaliseSettingValue("text", "x".repeat(501))).toEqual({ problem: SETTING_VALUE_MESSAGES.tooLong(500) });
  });
});

describe("checkSettingChange: every rule of PATCH /settings/{id}", () => {
  it("refuses the business hours: Horários writes them", () => {
    expect(change("store_info.business_hours", "Todo dia")).toEqual({ problem: SETTING_VALUE_MESSAGES.businessHours });
  });

  it("requires a value, except where empty means none", () => {
    expect(change("appearance.name", "  ")).toEqual({ problem: MESSAGES.settingValue });
    expect(change("payment.on_delivery_methods", "")).toEqual({ value: "" });
    expect(change("social.instagram", " ")).toEqual({ value: "" });
    expect(change("store_info.address_notes", "")).toEqual({ value: "" });
  });

  it("applies the Pix limits, the catalogue lists and each family's rule", () => {
    expect(change("payment.merchant_city", "SAO BERNARDO DO CAMPO")).toEqual({ problem: SETTING_VALUE_MESSAGES.tooLong(15) });
    expect(change("catalog.subgroup_order", " Doces ,Tradicionais")).toEqual({ value: "Doces, Tradicionais" });
    expect(change("catalog.subgroup_order", "Doces, doces")).toEqual({ problem: 'Valor inválido: "doces" aparece mais de uma vez.' });
    expect(change("operation.auto_print", "printer")).toEqual({ problem: DESK_SETTING_MESSAGES.autoPrint });
    expect(change("operation.very_late_after_minutes", "12", new Map([["operation.late_after_minutes", "15"]]))).toEqual({
      problem: DESK_SETTING_MESSAGES.veryLateAfterLate(15),
    });
    expect(change("operation.fraction_pricing", "cheapest")).toEqual({ problem: HOURS_SETTING_MESSAGES.fractionPricing });
    expect(change("payment.on_delivery_methods", "pix")).toEqual({ problem: ON_DELIVERY_SETTING_MESSAGE });
    expect(change("operation.min_order_amount", "30,50")).toEqual({ value: "30,50" });
  });
});

describe("SETTING_SPECS", () => {
  it("keys are <group>.<name> in the known groups, each described without codes", () => {
    const groups = new Set(["appearance", "store_info", "operation", "social", "messages", "payment", "catalog", "fiscal", "loyalty"]);
    for (const key of SETTING_KEYS) {
      expect(groups.has(settingGroupOf(key)), key).toBe(true);
      expect(SETTING_SPECS[key].description, key).not.toMatch(/(?<!\p{L})(none|kitchen|delivery|both|cash|card|proportional|highest|true|false)(?!\p{L})/u);
    }
  });
});
