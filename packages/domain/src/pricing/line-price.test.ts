import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cartLinePriceCentavos, cartTotalCentavos, centavosToReais, linePriceCentavos, reaisToCentavos } from "./index";

describe("reais <-> centavos", () => {
  it.each([
    [49.9, 4990],
    [0.29, 29],
    [1.1, 110],
    [20, 2000],
    [0, 0],
    [1234.56, 123456],
  ])("%s reais = %s centavos", (reais, centavos) => {
    expect(reaisToCentavos(reais)).toBe(centavos);
    expect(centavosToReais(centavos)).toBe(reais);
  });

  it("round-trips every amount with two decimals", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000 }), (centavos) => {
      expect(reaisToCentavos(centavosToReais(centavos))).toBe(centavos);
    }));
  });
});

describe("line price (seed 000 section 5)", () => {
  it.each([
    ["quantity 0", 0, 4990, [500], 0],
    ["one pizza", 1, 4990, [], 4990],
    ["one pizza with two additionals", 1, 4990, [500, 800], 6290],
    ["two pizzas with an additional", 2, 4990, [500], 10980],
    ["a half with an additional counted once", 0.5, 5990, [500], 3495],
    ["a third, rounded once", 0.333, 5990, [], 1995],
    ["a third with an additional", 0.333, 5990, [300], 2295],
    ["0.334 of 59,90", 0.334, 5990, [], 2001],
    ["two thirds", 0.667, 5990, [], 3995],
    ["half up at exactly half a centavo", 0.5, 3, [], 2],
  ])("%s", (_name, quantity, unit, additionals, expected) => {
    expect(linePriceCentavos(quantity, unit, additionals)).toBe(expected);
  });

  it("prices stored cart lines given in reais", () => {
    const line = { quantity: 0.5, amount: 59.9, additionals: [{ ProductAdditional: { amount: 5 } }] };
    expect(cartLinePriceCentavos(line)).toBe(3495);
    expect(cartTotalCentavos([line, { quantity: 2, amount: 8.5 }])).toBe(3495 + 1700);
    expect(cartTotalCentavos([])).toBe(0);
  });
});

describe("line price laws (property tests)", () => {
  const quantity = fc.constantFrom(0.5, 0.333, 0.334, 0.666, 0.667, 1, 2, 3, 10);
  const price = fc.integer({ min: 0, max: 50_000 });
  const additionals = fc.array(fc.integer({ min: 0, max: 2_000 }), { maxLength: 5 });

  it("is a whole number of centavos, never negative", () => {
    fc.assert(
      fc.property(quantity, price, additionals, (q, unit, adds) => {
        const result = linePriceCentavos(q, unit, adds);
        expect(Number.isInteger(result)).toBe(true);
        expect(result).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it("is within half a centavo of the exact value (one rounding per line)", () => {
    fc.assert(
      fc.property(quantity, price, additionals, (q, unit, adds) => {
        const exact = q * unit + Math.max(1, q) * adds.reduce((a, b) => a + b, 0);
        expect(Math.abs(linePriceCentavos(q, unit, adds) - exact)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });

  it("whole quantities multiply exactly and additionals follow the quantity", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), price, additionals, (q, unit, adds) => {
        expect(linePriceCentavos(q, unit, adds)).toBe(q * unit + q * adds.reduce((a, b) => a + b, 0));
      }),
    );
  });

  it("a fraction pays its additionals in full, once", () => {
    fc.assert(
      fc.property(fc.constantFrom(0.5, 0.333, 0.667), additionals, (q, adds) => {
        expect(linePriceCentavos(q, 0, adds)).toBe(adds.reduce((a, b) => a + b, 0));
      }),
    );
  });
});
