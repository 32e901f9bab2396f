import { describe, expect, it } from "vitest";
import { checkSettingChange } from "../schemas/setting-value-check";
import { SETTING_SPECS } from "../schemas/setting-specs";
import { FISCAL_CODE_MESSAGES } from "./fiscal-codes";
import { FISCAL_SETTING_DEFAULTS, FISCAL_SETTING_MESSAGES, readFiscalSettings } from "./fiscal-settings";

const change = (key: keyof typeof FISCAL_SETTING_DEFAULTS, raw: string) => checkSettingChange({ key, type: SETTING_SPECS[key].type, raw, current: new Map() });

describe("the fiscal settings (growth.md section 3)", () => {
  it("start off: nothing is issued, at preparation, in person, 30 minutes to cancel, no default codes", () => {
    expect(readFiscalSettings((key) => FISCAL_SETTING_DEFAULTS[key])).toEqual({
      enabled: false,
      issueOn: "preparation",
      defaults: { ncm: null, cfop: null, csosn: null },
      deliveryPresence: "1",
      cancelWindowMinutes: 30,
    });
  });

  it("read what the store saved", () => {
    const saved: Record<string, string> = { "fiscal.enabled": "true", "fiscal.issue_on": "paid", "fiscal.default_ncm": "21069090", "fiscal.delivery_presence": "4", "fiscal.cancel_window_minutes": "1440" };
    expect(readFiscalSettings((key) => saved[key])).toMatchObject({ enabled: true, issueOn: "paid", defaults: { ncm: "21069090", cfop: null }, deliveryPresence: "4", cancelWindowMinutes: 1440 });
  });

  it("check each value: the choices, 1 to 1440 minutes, codes of 8, 4 and 3 digits (dots allowed), empty codes allowed", () => {
    expect(change("fiscal.issue_on", "paid")).toEqual({ value: "paid" });
    expect(change("fiscal.issue_on", "delivered")).toEqual({ problem: FISCAL_SETTING_MESSAGES.issueOn });
    expect(change("fiscal.delivery_presence", "4")).toEqual({ value: "4" });
    expect(change("fiscal.delivery_presence", "2")).toEqual({ problem: FISCAL_SETTING_MESSAGES.presence });
    expect(change("fiscal.cancel_window_minutes", "1")).toEqual({ value: "1" });
    expect(change("fiscal.cancel_window_minutes", "1441")).toEqual({ problem: FISCAL_SETTING_MESSAGES.cancelWindow });
    expect(change("fiscal.cancel_window_minutes", "0")).toEqual({ problem: FISCAL_SETTING_MESSAGES.cancelWindow });
    expect(change("fiscal.default_ncm", "2106.90.90")).toEqual({ value: "21069090" });
    expect(change("fiscal.default_ncm", "2106909")).toEqual({ problem: FISCAL_CODE_MESSAGES.ncm });
    expect(change("fiscal.default_cfop", "5101")).toEqual({ value: "5101" });
    expect(change("fiscal.default_cfop", "51O1")).toEqual({ problem: FISCAL_CODE_MESSAGES.cfop });
    expect(change("fiscal.default_csosn", "102")).toEqual({ value: "102" });
    expect(change("fiscal.default_csosn", "1020")).toEqual({ problem: FISCAL_CODE_MESSAGES.csosn });
    expect(change("fiscal.default_csosn", "")).toEqual({ value: "" });
    expect(change("fiscal.enabled", "sim").problem).toBeDefined();
    expect(change("fiscal.enabled", "true")).toEqual({ value: "true" });
  });
});
