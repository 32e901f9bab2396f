import { describe, expect, it } from "vitest";
import { exceptionsDraftOf, exceptionsOfDraft, newException } from "./exceptions-draft";

describe("exceptions draft", () => {
  it("round-trips closed dates and special hours, sorted by date", () => {
    const draft = exceptionsDraftOf([
      { date: "2026-12-31", opens: "18:00", closes: "02:00" },
      { date: "2026-12-25", closed: true },
    ]);
    expect(draft.map((exception) => exception.date)).toEqual(["2026-12-25", "2026-12-31"]);
    expect(exceptionsOfDraft(draft)).toEqual([
      { date: "2026-12-25", closed: true },
      { date: "2026-12-31", opens: "18:00", closes: "02:00" },
    ]);
  });

  it("starts a new exception closed all day, and sends special hours once it is switched open", () => {
    const holiday = newException("2027-01-01");
    expect(exceptionsOfDraft([holiday])).toEqual([{ date: "2027-01-01", closed: true }]);
    expect(exceptionsOfDraft([{ ...holiday, closed: false, opens: "12:00", closes: "16:00" }])).toEqual([{ date: "2027-01-01", opens: "12:00", closes: "16:00" }]);
  });
});
