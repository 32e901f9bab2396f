import { describe, expect, it } from "vitest";
import { parseReais } from "./index";

describe("parseReais: a price typed by the staff, as reais", () => {
  it.each([
    ["49,90", 49.9],
    ["49.90", 49.9],
    ["R$ 1.234,50", 1234.5],
    ["  8 ", 8],
    ["0,5", 0.5],
    ["R$49,90", 49.9],
    [" R$  12 ", 12],
  ])("%j -> %d", (text, reais) => {
    expect(parseReais(text)).toBe(reais);
  });

  it.each(["", "   ", "R$", "abc", "49,999", "-5", "1,2,3", "12a", "1R$2", "12 R$"])("%j is not a price", (text) => {
    expect(parseReais(text)).toBeNull();
  });
});
