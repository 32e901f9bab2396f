import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pizzeriaHours } from "../../test-support/store-hours";
import type { WeekInterval } from "./store-hours-types";
import { NO_HOURS_TEXT, weekHoursText } from "./week-text";

const days = (list: number[], opens: string, closes: string): WeekInterval[] => list.map((day) => ({ day, opens, closes }));

describe("weekHoursText", () => {
  it("writes the demo's week as the seed wrote it by hand", () => {
    expect(weekHoursText(days([2, 3, 4, 5, 6, 0], "18:00", "23:30"))).toBe("Terça a domingo, das 18h às 23h30");
  });

  it("groups days with the same openings, Monday first, and leaves closed days out", () => {
    expect(weekHoursText(pizzeriaHours().week)).toBe("Terça a sexta, das 18h às 23h30; sábado, das 18h à 1h; domingo, das 18h às 23h");
    expect(weekHoursText([...days([1, 2, 3, 4, 5], "11:00", "15:00"), ...days([1, 2, 3, 4, 5], "18:00", "23:00"), ...days([6, 0], "18:00", "00:00")])).toBe(
      "Segunda a sexta, das 11h às 15h e das 18h às 23h; sábado e domingo, das 18h à meia-noite",
    );
  });

  it("reads two days with 'e' and runs of three or more with 'a'", () => {
    expect(weekHoursText(days([1, 3, 4, 5, 0], "19:00", "23:00"))).toBe("Segunda, quarta a sexta e domingo, das 19h às 23h");
    expect(weekHoursText(days([5, 6], "18:00", "02:30"))).toBe("Sexta e sábado, das 18h às 2h30");
  });

  it("says 'Todos os dias' and '24 horas', and 'da meia-noite' for a night opening", () => {
    expect(weekHoursText(days([0, 1, 2, 3, 4, 5, 6], "00:00", "00:00"))).toBe("Todos os dias, 24 horas");
    expect(weekHoursText(days([0, 1, 2, 3, 4, 5, 6], "18:00", "23:00"))).toBe("Todos os dias, das 18h às 23h");
    expect(weekHoursText(days([6], "00:00", "06:00"))).toBe("Sábado, da meia-noite às 6h");
    expect(weekHoursText(days([6], "01:30", "05:00"))).toBe("Sábado, da 1h30 às 5h");
  });

  it("two openings at the same hour read the same in either order (shorter one first)", () => {
    const allDay = { day: 0, opens: "00:00", closes: "00:00" };
    const quarter = { day: 0, opens: "00:00", closes: "00:15" };
    expect(weekHoursText([allDay, quarter])).toBe("Domingo, 24 horas e da meia-noite à 0h15");
    expect(weekHoursText([quarter, allDay])).toBe(weekHoursText([allDay, quarter]));
  });

  it("a week without openings says the hours are not set yet", () => {
    expect(weekHoursText([])).toBe(NO_HOURS_TEXT);
  });
});

const clock = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45))
  .map(([hour, minute]) => `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`);
const week = fc.array(fc.record({ day: fc.integer({ min: 0, max: 6 }), opens: clock, closes: clock }), { maxLength: 10 });

describe("weekHoursText (property tests)", () => {
  it("does not depend on the order the intervals are listed in", () => {
    fc.assert(
      fc.property(
        week.chain((intervals) => fc.tuple(fc.constant(intervals), fc.shuffledSubarray(intervals, { minLength: intervals.length, maxLength: intervals.length }))),
        ([intervals, shuffled]) => {
          expect(weekHoursText(shuffled)).toBe(weekHoursText(intervals));
        },
      ),
    );
  });

  it("mentions every opening hour of the week, starts with a capital letter and shows no raw time", () => {
    fc.assert(
      fc.property(week, (intervals) => {
        const text = weekHoursText(intervals);
        expect(text.charAt(0)).toMatch(/[A-ZÁÉÍÓÚ]/);
        expect(text).not.toMatch(/\d{2}:\d{2}/);
        for (const { opens, closes } of intervals) {
          if (opens === closes) {
            expect(text).toContain("24 horas");
            continue;
          }
          const hour = Number(opens.slice(0, 2));
          expect(text).toContain(hour === 0 && opens.endsWith("00") ? "meia-noite" : `${hour}h`);
        }
      }),
    );
  });
});
