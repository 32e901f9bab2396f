import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PROPERTY_TEST_TIMEOUT } from "../../test-support/property-timeout";
import { spreadCentavos } from "./spread";

describe("spreading centavos over the note's items", () => {
  it("gives each item its share and the centavos left to the largest", () => {
    expect(spreadCentavos(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(spreadCentavos(100, [1000, 3000, 1000])).toEqual([20, 60, 20]);
    // 7 over 4990 and 990: shares 5.84 and 1.15; the one centavo left goes to the larger item.
    expect(spreadCentavos(7, [4990, 990])).toEqual([6, 1]);
    expect(spreadCentavos(2, [10, 30, 30])).toEqual([0, 1, 1]);
    // Shares 1, 0.5 and 0.5: the largest item's share is whole, so the centavo left goes to the next.
    expect(spreadCentavos(2, [2, 1, 1])).toEqual([1, 1, 0]);
    expect(spreadCentavos(0, [10, 20])).toEqual([0, 0]);
    expect(spreadCentavos(5, [0, 0])).toEqual([5, 0]);
    expect(spreadCentavos(5, [])).toEqual([]);
  });

  it("for any total and weights: the parts add up to the total, none negative, none above its weight when the total fits", { ...PROPERTY_TEST_TIMEOUT }, () => {
      fc.assert(
        fc.property(fc.array(fc.integer({ min: 0, max: 500_000 }), { minLength: 1, maxLength: 12 }), fc.integer({ min: 0, max: 1_000_000 }), (weights, wanted) => {
          const sum = weights.reduce((acc, weight) => acc + weight, 0);
          const total = sum === 0 ? wanted : wanted % (sum + 1);
          const parts = spreadCentavos(total, weights);
          expect(parts.reduce((acc, part) => acc + part, 0)).toBe(total);
          for (const [index, part] of parts.entries()) {
            expect(Number.isInteger(part) && part >= 0).toBe(true);
            if (sum > 0) expect(part).toBeLessThanOrEqual(weights[index]!);
            // Proportional within one centavo.
            if (sum > 0) expect(Math.abs(part - (total * weights[index]!) / sum)).toBeLessThan(1);
          }
        }),
      );
  });
});
