import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { labelAndValue, wrapText } from "./ticket-text";

const words = fc.array(fc.oneof(fc.string({ minLength: 1, maxLength: 12 }), fc.string({ minLength: 30, maxLength: 90 }), fc.constant("Ção"), fc.constant("🍕")), { maxLength: 25 }).map((parts) => parts.join(" "));

describe("wrapText", () => {
  it("never exceeds the width, whatever the text, prefix and width", () => {
    fc.assert(
      fc.property(words, fc.constantFrom(48, 32), fc.constantFrom("", "2x ", "   1/2 ", "   Obs: ", "Endereço: "), (text, width, prefix) => {
        for (const line of wrapText(text, width, prefix)) expect(line.length).toBeLessThanOrEqual(width);
      }),
    );
  });

  it("keeps every word (cut ones rejoin), in order", () => {
    fc.assert(
      fc.property(words, fc.constantFrom(48, 32), (text, width) => {
        const joined = wrapText(text, width).join("").replace(/ /g, "");
        expect(joined).toBe(text.normalize("NFC").replace(/[ \t\r\n\f\v]+/g, ""));
      }),
    );
  });

  it("breaks on word boundaries and indents the continuation under the text", () => {
    expect(wrapText("Calabresa com cebola roxa e azeitonas pretas", 20, "1x ")).toEqual(["1x Calabresa com", "   cebola roxa e", "   azeitonas pretas"]);
  });

  it("does not break R$ from its amount (no-break space)", () => {
    const lines = wrapText("Dinheiro - troco para R\u00a0100,00 (levar R\u00a010,20)", 32);
    expect(lines.every((line) => !line.endsWith("R$"))).toBe(true);
  });
});

describe("labelAndValue", () => {
  it("aligns the value to the right edge, or puts it under a long label", () => {
    expect(labelAndValue("TOTAL", "R$ 9,90", 20)).toEqual(["TOTAL        R$ 9,90"]);
    expect(labelAndValue("Taxa de entrega muito longa", "R$ 7,50", 20)).toEqual(["Taxa de entrega", "muito longa", "             R$ 7,50"]);
  });
});
