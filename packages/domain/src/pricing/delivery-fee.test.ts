import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addressDeliveryFeeCentavos, checkoutTotalCentavos, DEFAULT_DELIVERY_FEE_CENTAVOS, deliveryFeeCentavos } from "./index";

describe("delivery fee (seed 000 section 9)", () => {
  it.each([
    [true, 8, 800],
    [true, 7.5, 750],
    [true, null, 2000],
    [true, undefined, 2000],
    [true, 0, 0],
    [false, 8, 0],
    [false, null, 0],
  ])("delivery %s, CEP amount %j -> %s centavos", (isDelivery, amount, fee) => {
    expect(deliveryFeeCentavos(isDelivery, amount)).toBe(fee);
  });

  it("reads the amount from the address's Cep", () => {
    expect(addressDeliveryFeeCentavos(true, { Cep: { amount: 12 } })).toBe(1200);
    expect(addressDeliveryFeeCentavos(true, { Cep: null })).toBe(2000);
    expect(addressDeliveryFeeCentavos(true, null)).toBe(2000);
    expect(DEFAULT_DELIVERY_FEE_CENTAVOS).toBe(2000);
  });

  it("never applies to pickup", () => {
    fc.assert(fc.property(fc.option(fc.integer({ min: 0, max: 100_000 }).map((c) => c / 100)), (amount) => {
      expect(deliveryFeeCentavos(false, amount)).toBe(0);
    }));
  });
});

describe("totals", () => {
  it("checkout total = sum of lines + fee, for any lines and fee", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100_000 })), fc.boolean(), fc.option(fc.integer({ min: 0, max: 5_000 })), (lines, isDelivery, cents) => {
        const fee = deliveryFeeCentavos(isDelivery, cents === null ? null : cents / 100);
        const total = checkoutTotalCentavos(lines, fee);
        expect(total).toBe(lines.reduce((a, b) => a + b, 0) + fee);
        if (!isDelivery) expect(total).toBe(lines.reduce((a, b) => a + b, 0));
      }),
    );
  });
});
