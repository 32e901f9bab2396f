import { describe, expect, it } from "vitest";
import { discountAmountText, discountLabel } from "./order-sums";

describe("the discount line (growth.md section 1)", () => {
  it('reads "Desconto (CODE)" with the negative amount', () => {
    expect(discountLabel({ coupon_code: "PRIMEIRA10" })).toBe("Desconto (PRIMEIRA10)");
    expect(discountLabel({ coupon_code: null })).toBe("Desconto");
    expect(discountAmountText(549).replace(/\u00a0/g, " ")).toBe("-R$ 5,49");
    expect(discountAmountText(-549)).toBe(discountAmountText(549));
  });
});
