import { describe, expect, it } from "vitest";
import { DESK_SETTING_MESSAGES, deskSettingProblem } from "./operation-settings";

const stored = new Map([
  ["operation.late_after_minutes", "10"],
  ["operation.very_late_after_minutes", "20"],
]);

describe("deskSettingProblem", () => {
  it("accepts only the choices of auto_print and ticket_width", () => {
    for (const value of ["none", "kitchen", "delivery", "both"]) expect(deskSettingProblem("operation.auto_print", value, stored)).toBeNull();
    expect(deskSettingProblem("operation.auto_print", "always", stored)).toBe(DESK_SETTING_MESSAGES.autoPrint);
    expect(deskSettingProblem("operation.ticket_width", "32", stored)).toBeNull();
    expect(deskSettingProblem("operation.ticket_width", "40", stored)).toBe(DESK_SETTING_MESSAGES.ticketWidth);
  });

  it("keeps the amber threshold strictly before the red one, both within 1..240 minutes", () => {
    expect(deskSettingProblem("operation.late_after_minutes", "15", stored)).toBeNull();
    expect(deskSettingProblem("operation.late_after_minutes", "20", stored)).toBe(DESK_SETTING_MESSAGES.lateBeforeVeryLate(20));
    expect(deskSettingProblem("operation.very_late_after_minutes", "11", stored)).toBeNull();
    expect(deskSettingProblem("operation.very_late_after_minutes", "10", stored)).toBe(DESK_SETTING_MESSAGES.veryLateAfterLate(10));
    expect(deskSettingProblem("operation.late_after_minutes", "0", stored)).toBe(DESK_SETTING_MESSAGES.minutes);
    expect(deskSettingProblem("operation.very_late_after_minutes", "241", stored)).toBe(DESK_SETTING_MESSAGES.minutes);
    expect(deskSettingProblem("operation.very_late_after_minutes", "240", stored)).toBeNull();
    expect(deskSettingProblem("operation.late_after_minutes", "1", stored)).toBeNull();
    expect(deskSettingProblem("operation.late_after_minutes", "7.5", stored)).toBe(DESK_SETTING_MESSAGES.minutes);
    expect(deskSettingProblem("operation.ticket_width", "48", stored)).toBeNull();
    // Nothing stored yet: the defaults (10 and 20) are the other side.
    expect(deskSettingProblem("operation.very_late_after_minutes", "9", new Map())).toBe(DESK_SETTING_MESSAGES.veryLateAfterLate(10));
  });

  it("compares with the stored value of the other threshold", () => {
    const custom = new Map([["operation.late_after_minutes", "15"], ["operation.very_late_after_minutes", "30"]]);
    expect(deskSettingProblem("operation.late_after_minutes", "29", custom)).toBeNull();
    expect(deskSettingProblem("operation.late_after_minutes", "30", custom)).toBe(DESK_SETTING_MESSAGES.lateBeforeVeryLate(30));
    expect(deskSettingProblem("operation.very_late_after_minutes", "16", custom)).toBeNull();
    expect(deskSettingProblem("operation.very_late_after_minutes", "15", custom)).toBe(DESK_SETTING_MESSAGES.veryLateAfterLate(15));
  });

  it("says nothing about other settings", () => {
    expect(deskSettingProblem("appearance.name", "x", stored)).toBeNull();
  });
});
