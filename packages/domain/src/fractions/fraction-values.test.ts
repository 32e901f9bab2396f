import { describe, expect, it } from "vitest";
import { FRACTION_VALUES, fractionLabel, isFractionValue, isPizzaGroup, isSoldByThirds, isWholeQuantity } from "./index";

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
