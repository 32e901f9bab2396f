import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { scheduleSpans } from "./schedule-spans";
import type { WeekInterval } from "./store-hours-types";
import { exceptionProblems, weekProblems } from "./validate-hours";

const clock = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 30))
  .map(([hour, minute]) => `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`);
const week = fc.array(fc.record({ day: fc.integer({ min: 0, max: 6 }), opens: clock, closes: clock }), { maxLength: 5 });

/** Whether any two intervals, laid out over two real weeks (São Paulo, no DST since 2019), share an instant. */
function overlapsWhenEvaluated(intervals: readonly WeekInterval[]): boolean {
  const spans = intervals.map((interval) => scheduleSpans({ timezone: "America/Sao_Paulo", week: [interval], exceptions: [] }, "2026-11-01", "2026-11-14"));
  return spans.some((own, index) =>
    spans.slice(index + 1).some((other) => own.some((a) => other.some((b) => a.start < b.end && b.start < a.end))),
  );
}

describe("week validation (property test)", () => {
  it("refuses a week exactly when its intervals would overlap once laid out on the calendar", () => {
    fc.assert(
      fc.property(week, (intervals) => {
        expect(weekProblems(intervals).length > 0).toBe(overlapsWhenEvaluated(intervals));
      }),
      { numRuns: 300 },
    );
  });
});

describe("exception validation", () => {
  it("points at the entry at fault", () => {
    expect(exceptionProblems([{ date: "2026-12-24", closed: true }, { date: "2026-12-25", opens: "25:00", closes: "23:00" }])).toEqual([
      { index: 1, message: "Horário inválido em 25/12/2026: use HH:mm, de 00:00 a 23:59." },
    ]);
    expect(exceptionProblems([{ date: "2026-12-24", closed: true }, { date: "2026-12-24", closed: true }])).toEqual([]);
  });
});
