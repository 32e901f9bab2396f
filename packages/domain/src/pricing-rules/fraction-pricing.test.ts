import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { itemGroups } from "../fractions/cart-groups";
import { reaisToCentavos } from "../pricing/centavos";
import { cartTotalCentavos } from "../pricing/line-price";
import { priceOrderItems } from "../pricing/order-items-price";
import { applyFractionPricing, cartLinePricesByRule, cartTotalByRule, fractionUnitCentavos, type FractionPricingRule } from "./fraction-pricing";

const line = (quantity: number, amount: number, additionals: number[] = []) => ({
  quantity,
  amount,
  additionals: additionals.map((price) => ({ ProductAdditional: { amount: price } })),
});

describe("half-and-half pricing rules", () => {
  it.each<[string, FractionPricingRule, ReturnType<typeof line>[], number[]]>([
    ["proportional halves: each half its own flavour", "proportional", [line(0.5, 49.9), line(0.5, 59.9)], [2495, 2995]],
    ["highest halves: both at the dearer flavour", "highest", [line(0.5, 49.9), line(0.5, 59.9)], [2995, 2995]],
    ["highest thirds, rounded per line like today", "highest", [line(0.333, 49.9), line(0.333, 54.9), line(0.334, 59.9)], [1995, 1995, 2001]],
    ["proportional thirds", "proportional", [line(0.333, 49.9), line(0.333, 54.9), line(0.334, 59.9)], [1662, 1828, 2001]],
    ["highest: additionals priced as before", "highest", [line(0.5, 49.9, [5]), line(0.5, 59.9)], [3495, 2995]],
    [
      "highest: whole pizzas keep their price and each pizza has its own highest",
      "highest",
      [line(1, 30), line(0.5, 40), line(0.5, 50), line(2, 10), line(0.5, 60), line(0.5, 45)],
      [3000, 2500, 2500, 2000, 3000, 3000],
    ],
  ])("%s", (_name, rule, lines, prices) => {
    expect(cartLinePricesByRule(rule, lines)).toEqual(prices);
    expect(cartTotalByRule(rule, lines)).toBe(prices.reduce((sum, price) => sum + price, 0));
  });

  it("prices the server's flat items like the cart (additional rows untouched)", () => {
    const items = [
      { cart_index: 0, item_id_parent: null, item_group: 1, quantity: 0.5, unitCentavos: 4990 },
      { cart_index: 0, item_id_parent: 7, item_group: 1, quantity: 1, unitCentavos: 500 },
      { cart_index: 1, item_id_parent: null, item_group: 1, quantity: 0.5, unitCentavos: 5990 },
    ];
    const priced = applyFractionPricing("highest", items);
    expect(priced.map((item) => item.unitCentavos)).toEqual([5990, 500, 5990]);
    expect(priceOrderItems(priced).totalCentavos).toBe(cartTotalByRule("highest", [line(0.5, 49.9, [5]), line(0.5, 59.9)]));
    expect(applyFractionPricing("proportional", items)).toEqual(items);
  });
});

describe("half-and-half laws (property tests)", () => {
  const split = fc.constantFrom([0.5, 0.5], [0.333, 0.333, 0.334], [0.334, 0.333, 0.333], [0.333, 0.667], [0.666, 0.334]);
  const price = fc.integer({ min: 100, max: 20_000 }).map((centavos) => centavos / 100);
  const pizza = split.chain((quantities) => fc.tuple(...quantities.map((quantity) => price.map((amount) => line(quantity, amount)))));
  const cart = fc.array(fc.oneof(pizza, price.map((amount) => [line(1, amount)])), { minLength: 1, maxLength: 4 }).map((pizzas) => pizzas.flat());

  it("a pizza under 'highest' costs its dearest flavour, within one centavo of rounding", () => {
    fc.assert(
      fc.property(pizza, (lines) => {
        const highest = Math.max(...lines.map((entry) => Math.round(entry.amount * 100)));
        expect(Math.abs(cartTotalByRule("highest", lines) - highest)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it("'highest' is never below proportional, line by line", () => {
    fc.assert(
      fc.property(cart, (lines) => {
        const proportional = cartLinePricesByRule("proportional", lines);
        cartLinePricesByRule("highest", lines).forEach((price, index) => expect(price).toBeGreaterThanOrEqual(proportional[index] ?? Infinity));
      }),
    );
  });

  it("proportional is today's cart formula, and both rules agree when the flavours cost the same", () => {
    fc.assert(
      fc.property(cart, price, (lines, amount) => {
        expect(cartTotalByRule("proportional", lines)).toBe(cartTotalCentavos(lines));
        const same = lines.map((entry) => ({ ...entry, amount }));
        expect(cartTotalByRule("highest", same)).toBe(cartTotalByRule("proportional", same));
      }),
    );
  });

  it("the server's flat items and the cart give the same total under either rule", () => {
    const withAdditionals = cart.chain((lines) =>
      fc.tuple(...lines.map((entry) => fc.array(fc.integer({ min: 0, max: 1500 }), { maxLength: 2 }).map((adds) => line(entry.quantity, entry.amount, adds.map((c) => c / 100))))),
    );
    fc.assert(
      fc.property(withAdditionals, fc.constantFrom<FractionPricingRule>("proportional", "highest"), (lines, rule) => {
        const groups = itemGroups(lines.map((entry) => entry.quantity));
        const items = lines.flatMap((entry, index) => [
          { cart_index: index, item_id_parent: null, item_group: groups[index] ?? 0, quantity: entry.quantity, unitCentavos: reaisToCentavos(entry.amount) },
          ...entry.additionals.map((selected) => ({
            cart_index: index,
            item_id_parent: 1,
            item_group: groups[index] ?? 0,
            quantity: 1,
            unitCentavos: reaisToCentavos(selected.ProductAdditional.amount),
          })),
        ]);
        expect(priceOrderItems(applyFractionPricing(rule, items)).totalCentavos).toBe(cartTotalByRule(rule, lines));
      }),
    );
  });

  it("fractionUnitCentavos only raises fractions, to their pizza's highest price", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ group: fc.integer({ min: 1, max: 3 }), quantity: fc.constantFrom(0.5, 0.333, 1, 2), unitCentavos: fc.nat(9999) })), (lines) => {
        const units = fractionUnitCentavos("highest", lines);
        lines.forEach((entry, index) => {
          expect(units[index]).toBeGreaterThanOrEqual(entry.unitCentavos);
          if (entry.quantity >= 1) expect(units[index]).toBe(entry.unitCentavos);
        });
      }),
    );
  });
});
