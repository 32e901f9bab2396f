import { describe, expect, it } from "vitest";
import { compareFigures } from "./compare";
import { MAX_REPORT_DAYS, REPORT_MESSAGES, presetPeriod, reportPeriodProblem } from "./report-period";

describe("report periods", () => {
  it("accepts real dates with from <= to and at most 366 days", () => {
    expect(reportPeriodProblem({ from: "2026-03-10", to: "2026-03-10" })).toBeNull();
    expect(reportPeriodProblem({ from: "2024-01-01", to: "2024-12-31" })).toBeNull();
    expect(MAX_REPORT_DAYS).toBe(366);
  });

  it("names the problem of a bad period", () => {
    expect(reportPeriodProblem({ from: "2026-02-30", to: "2026-03-01" })).toBe(REPORT_MESSAGES.date);
    expect(reportPeriodProblem({ from: "2026-03-01", to: "01/03/2026" })).toBe(REPORT_MESSAGES.date);
    expect(reportPeriodProblem({ from: "2026-03-02", to: "2026-03-01" })).toBe(REPORT_MESSAGES.order);
    expect(reportPeriodProblem({ from: "2025-01-01", to: "2026-01-02" })).toBe(REPORT_MESSAGES.tooLong);
  });

  it("turns the picker's presets into periods ending today", () => {
    expect(presetPeriod("today", "2026-03-12")).toEqual({ from: "2026-03-12", to: "2026-03-12" });
    expect(presetPeriod("7d", "2026-03-12")).toEqual({ from: "2026-03-06", to: "2026-03-12" });
    expect(presetPeriod("30d", "2026-03-12")).toEqual({ from: "2026-02-11", to: "2026-03-12" });
    expect(presetPeriod("month", "2026-03-12")).toEqual({ from: "2026-03-01", to: "2026-03-12" });
  });
});

describe("today against the same weekday of last week", () => {
  it("gives the difference and the relative change, none against zero", () => {
    expect(compareFigures(150, 100)).toEqual({ current: 150, previous: 100, difference: 50, change: 0.5 });
    expect(compareFigures(80.1, 100.2)).toMatchObject({ difference: -20.1 });
    expect(compareFigures(3, 0)).toEqual({ current: 3, previous: 0, difference: 3, change: null });
  });
});
