import { describe, expect, it } from "vitest";
import { discountAmountText, discountLabel } from "./order-sums";

describe("the discount line (growth.md section 1)", () => {
  it('reads "Desconto (CODE)" with the negative amount', () => {
    expect(discountLabel({ coupon_code: "PRIMEIRA10" })).toBe("Desconto (PRIMEIRA10)");
    expect(discountLabel({ coupon_code: null })).toBe("Desconto");
    // A marketplace's order without a coupon names who pays (growth.md section 4).
    expect(discountLabel({ coupon_code: null, discount_sponsor: "marketplace" })).toBe("Desconto (pago pelo iFood)");
    expect(discountLabel({ coupon_code: null, discount_sponsor: "shared" })).toBe("Desconto (dividido entre iFood e loja)");
    expect(discountLabel({ coupon_code: null, discount_sponsor: "store" })).toBe("Desconto (pago pela loja)");
    expect(discountLabel({ coupon_code: "PRIMEIRA10", discount_sponsor: "store" })).toBe("Desconto (PRIMEIRA10)");
    expect(discountAmountText(549).replace(/\u00a0/g, " ")).toBe("-R$ 5,49");
    expect(discountAmountText(-549)).toBe(discountAmountText(549));
  });
});
