import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { FRACTION_VALUES, MAX_WHOLE_QUANTITY, fractionLabel, isAllowedQuantity, isFractionValue, isPizzaGroup, isSoldByThirds, isWholeQuantity } from "./index";

describe("fraction values and labels", () => {
  it("are 0.5, 0.333, 0.334, 0.666 and 0.667", () => {
    expect(FRACTION_VALUES).toEqual([0.5, 0.333, 0.334, 0.666, 0.667]);
  });

  it.each([
    [0.5, "1/2"],
    [0.333, "1/3"],
    [0.334, "1/3"],
    [0.666, "2/3"],
    [0.667, "2/3"],
    [1, null],
    [0.25, null],
    [2, null],
  ])("%s is labelled %j", (value, label) => {
    expect(fractionLabel(value)).toBe(label);
    expect(isFractionValue(value)).toBe(label !== null);
  });

  it.each([
    [1, true],
    [3, true],
    [0.333 + 0.333 + 0.334, true],
    [0.1 + 0.2 + 0.7, true],
    [0.333 * 3, false],
    [0.334 + 0.667, false],
    [1.5, false],
  ])("%s is whole: %s", (quantity, whole) => {
    expect(isWholeQuantity(quantity)).toBe(whole);
  });
});

describe("allowed line quantities (issue 29)", () => {
  it.each([1, 2, 50, 99, 0.5, 0.333, 0.334, 0.666, 0.667])("%s is allowed", (quantity) => {
    expect(isAllowedQuantity(quantity)).toBe(true);
  });

  it.each([0, -1, 100, 1000, 0.0001, 0.0004, 0.25, 0.3334, 0.5000001, 1.5, 98.9999, 0.333 * 3, Number.NaN, Number.POSITIVE_INFINITY, Number.MIN_VALUE])(
    "%s is refused",
    (quantity) => {
      expect(isAllowedQuantity(quantity)).toBe(false);
    },
  );

  it("allows exactly the whole numbers up to MAX_WHOLE_QUANTITY and the fraction values, nothing else", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: false }), (quantity) => {
        const expected = (Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_WHOLE_QUANTITY) || FRACTION_VALUES.some((value) => value === quantity);
        expect(isAllowedQuantity(quantity)).toBe(expected);
        // Whatever is allowed has a price in whole thousandths: nothing rounds to zero.
        if (expected) expect(Math.round(quantity * 1000)).toBeGreaterThan(0);
      }),
    );
  });
});

describe("pizza groups", () => {
  it.each([
    ["Pizzas Grandes", true, true],
    ["Pizzas Individuais", true, false],
    ["PIZZA doce", true, false],
    ["Minipizzas", true, false],
    ["pizzas grandes", true, false],
    ["Bebidas", false, false],
    ["Esfihas", false, false],
  ])("%s: pizza %s, thirds %s", (group, pizza, thirds) => {
    expect(isPizzaGroup(group)).toBe(pizza);
    expect(isSoldByThirds(group)).toBe(thirds);
  });

  it("handles a missing group", () => {
    expect(isPizzaGroup(null)).toBe(false);
    expect(isSoldByThirds(undefined)).toBe(false);
  });
});
