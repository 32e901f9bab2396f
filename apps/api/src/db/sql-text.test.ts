import { describe, expect, it } from "vitest";
import { sqlWordList } from "./sql-text";

describe("constant words in a statement's text", () => {
  it("quotes each word and joins them for IN (...)", () => {
    expect(sqlWordList(["CANCELLED_CLIENT", "REFUNDED"])).toBe("'CANCELLED_CLIENT', 'REFUNDED'");
  });

  it("refuses anything but a code constant", () => {
    expect(() => sqlWordList(["A'); DROP TABLE orders; --"])).toThrow();
    expect(() => sqlWordList(["two words"])).toThrow();
    expect(() => sqlWordList([])).toThrow();
  });
});
