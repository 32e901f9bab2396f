import { describe, expect, it } from "vitest";
import { csvCell, csvText, decimalComma } from "./csv-text";

describe("CSV for a spreadsheet in Portuguese", () => {
  it("writes money with two decimals and a decimal comma, no thousands separator", () => {
    expect(decimalComma(12.5)).toBe("12,50");
    expect(decimalComma(1234.05)).toBe("1234,05");
    expect(decimalComma(0)).toBe("0,00");
  });

  it("quotes cells holding the separator, quotes or line breaks, doubling inner quotes", () => {
    expect(csvCell("Ana; Bia")).toBe('"Ana; Bia"');
    expect(csvCell('Pizza "da casa"')).toBe('"Pizza ""da casa"""');
    expect(csvCell("linha\numa")).toBe('"linha\numa"');
    expect(csvCell("Conceição")).toBe("Conceição");
  });

  it("defuses cells a spreadsheet would run as formulas", () => {
    expect(csvCell("=HYPERLINK(\"x\")")).toBe("\"'=HYPERLINK(\"\"x\"\")\"");
    expect(csvCell("+5511")).toBe("'+5511");
    expect(csvCell("-1")).toBe("'-1");
    expect(csvCell("@soma")).toBe("'@soma");
  });

  it("starts with a byte-order mark and ends every line with CRLF", () => {
    expect(csvText(["a", "b"], [["1", "2;3"]])).toBe('\uFEFFa;b\r\n1;"2;3"\r\n');
    expect(csvText(["a"], [])).toBe("\uFEFFa\r\n");
  });
});
