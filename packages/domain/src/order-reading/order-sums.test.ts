import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { centavosToReais } from "../pricing/centavos";
import { orderSums, orderTotalCentavos } from "./order-sums";

const reais = fc.integer({ min: 0, max: 10_000_000 }).map(centavosToReais);

describe("the money an order shows", () => {
  it("order total = amount + delivery_fee while orders carry no discount", () => {
    expect(orderTotalCentavos({ amount: 54.9, delivery_fee: 8 })).toBe(6290);
    expect(orderTotalCentavos({ amount: 0.1, delivery_fee: 0.2 })).toBe(30);
    expect(orderSums({ amount: 54.9, delivery_fee: 8 })).toEqual({ subtotal: 5490, deliveryFee: 800, discount: 0, total: 6290 });
  });

  it("takes the discount off the total (growth.md section 1)", () => {
    expect(orderSums({ amount: 60, delivery_fee: 8, discount: 6 })).toEqual({ subtotal: 6000, deliveryFee: 800, discount: 600, total: 6200 });
    expect(orderSums({ amount: 60, delivery_fee: 8, discount: null }).discount).toBe(0);
  });

  it("for any amounts in reais: whole centavos, and subtotal + fee - discount = total", () => {
    fc.assert(
      fc.property(reais, reais, fc.option(reais, { nil: undefined }), (amount, delivery_fee, discount) => {
        const sums = orderSums({ amount, delivery_fee, discount });
        for (const value of Object.values(sums)) expect(Number.isInteger(value)).toBe(true);
        expect(sums.subtotal + sums.deliveryFee - sums.discount).toBe(sums.total);
        expect(centavosToReais(sums.subtotal)).toBe(amount);
        expect(centavosToReais(sums.deliveryFee)).toBe(delivery_fee);
        expect(sums.discount).toBe(discount === undefined ? 0 : Math.round(discount * 100));
        expect(orderTotalCentavos({ amount, delivery_fee, discount })).toBe(sums.total);
      }),
    );
  });
});
