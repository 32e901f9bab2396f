import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hasVisibleLetter } from "./index";

const INVISIBLE = ["\u200B", "\u200C", "\u200D", "\u2060", "\uFEFF", "\u00AD", "\u180E", " ", "\t"];

describe("hasVisibleLetter", () => {
  it.each([
    ["Maria", true],
    ["João", true],
    ["Ñandú", true],
    ["李", true],
    ["7UP", true],
    ["\u200BA\u200B", true],
    ["", false],
    ["12345", false],
    ["--- ...", false],
    ["\u200B\u200B\u200B \u200B\u200B", false],
  ])("%j: %s", (text, expected) => {
    expect(hasVisibleLetter(text)).toBe(expected);
  });

  it("is false for any text of invisible characters and digits, true once a letter joins it", () => {
    const invisible = fc.array(fc.constantFrom(...INVISIBLE, "0", "9", "-"), { maxLength: 30 }).map((chars) => chars.join(""));
    fc.assert(
      fc.property(invisible, fc.constantFrom("a", "Z", "ç", "É", "ß"), fc.nat(30), (text, letter, at) => {
        expect(hasVisibleLetter(text)).toBe(false);
        expect(hasVisibleLetter(`${text.slice(0, at)}${letter}${text.slice(at)}`)).toBe(true);
      }),
    );
  });
});
