import { describe, expect, it } from "vitest";
import { addInterval, changeInterval, copyDay, removeInterval, weekDraftOf, weekOfDraft } from "./week-draft";

const week = [
  { day: 2, opens: "18:00", closes: "23:30" },
  { day: 6, opens: "18:00", closes: "01:00" },
  { day: 6, opens: "11:00", closes: "14:00" },
];

describe("week draft", () => {
  it("round-trips the answer's week, each day sorted by opening", () => {
    const draft = weekDraftOf(week);
    expect(draft[6]?.map((interval) => interval.opens)).toEqual(["11:00", "18:00"]);
    expect(weekOfDraft(draft)).toEqual([
      { day: 2, opens: "18:00", closes: "23:30" },
      { day: 6, opens: "11:00", closes: "14:00" },
      { day: 6, opens: "18:00", closes: "01:00" },
    ]);
  });

  it("adds after the day's last interval, or 18:00-23:00 on an empty day", () => {
    const draft = addInterval(addInterval(weekDraftOf(week), 2), 0);
    expect(weekOfDraft(draft).filter((interval) => interval.day === 2)).toEqual([
      { day: 2, opens: "18:00", closes: "23:30" },
      { day: 2, opens: "23:30", closes: "23:00" },
    ]);
    expect(weekOfDraft(draft).filter((interval) => interval.day === 0)).toEqual([{ day: 0, opens: "18:00", closes: "23:00" }]);
  });

  it("changes and removes one interval by its key", () => {
    const draft = weekDraftOf(week);
    const lunch = draft[6]?.[0]?.key ?? -1;
    const changed = changeInterval(draft, 6, lunch, { closes: "15:00" });
    expect(changed[6]?.[0]).toMatchObject({ opens: "11:00", closes: "15:00" });
    expect(removeInterval(changed, 6, lunch)[6]?.map((interval) => interval.opens)).toEqual(["18:00"]);
  });

  it("copies a day over the chosen days only, as independent copies", () => {
    const copied = copyDay(weekDraftOf(week), 6, [3, 4, 6]);
    expect(weekOfDraft(copied).filter((interval) => interval.day === 3)).toEqual([
      { day: 3, opens: "11:00", closes: "14:00" },
      { day: 3, opens: "18:00", closes: "01:00" },
    ]);
    expect(copied[2]?.length).toBe(1);
    expect(copied[5]?.length).toBe(0);
    const edited = changeInterval(copied, 3, copied[3]?.[0]?.key ?? -1, { opens: "12:00" });
    expect(edited[6]?.[0]?.opens).toBe("11:00");
  });
});
