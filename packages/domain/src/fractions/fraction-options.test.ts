import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { FractionChoice } from "./index";
import { automaticFraction, fractionOptions, fractionProblems, hasIncompletePizza, isThird, pickedSoFar, remainingOfPizza, toThousandths } from "./index";

describe("fraction options (seed 000 section 4)", () => {
  it.each([
    [0, true, [1, 0.5, 0.333, 0.667]],
    [0, false, [1, 0.5]],
    [0.5, true, [0.5]],
    [0.5, false, [0.5]],
    [0.333, true, [0.333, 0.667]],
    [0.667, true, [0.333]],
    [0.666, true, [0.334]],
    [0.334, true, [0.333, 0.666]],
    [0.25, true, []],
    [0.999, true, []],
  ])("picked %s, thirds %s -> %j", (picked, thirds, expected) => {
    expect(fractionOptions(picked, thirds)).toEqual(expected);
  });

  it("reads what was picked from the running cart total", () => {
    expect(pickedSoFar([])).toBe(0);
    expect(pickedSoFar([1, 0.5])).toBe(0.5);
    expect(pickedSoFar([2, 0.333, 0.333])).toBe(0.666);
    expect(pickedSoFar([0.5, 0.5, 0.667])).toBe(0.667);
  });

  it("what remains of the pizza being picked, exact to the thousandth", () => {
    expect(remainingOfPizza([])).toBe(0);
    expect(remainingOfPizza([1, 0.5, 0.5])).toBe(0);
    expect(remainingOfPizza([1, 0.5])).toBe(0.5);
    expect(remainingOfPizza([0.333])).toBe(0.667);
    expect(remainingOfPizza([2, 0.333, 0.333])).toBe(0.334);
    expect(remainingOfPizza([0.667])).toBe(0.333);
  });

  it.each([
    [[0.5], 0.5],
    [[0.333], 0.333],
    [[0.334], 0.334],
    [[1, 0.5], null],
    [[0.333, 0.667], null],
  ] as [FractionChoice[], FractionChoice | null][])("a single option %j is chosen automatically: %j", (options, expected) => {
    expect(automaticFraction(options)).toBe(expected);
  });

  it("after a half or after two thirds the choice is automatic", () => {
    expect(automaticFraction(fractionOptions(0.5, true))).toBe(0.5);
    expect(automaticFraction(fractionOptions(0.667, true))).toBe(0.333);
    expect(automaticFraction(fractionOptions(0.666, true))).toBe(0.334);
    expect(automaticFraction(fractionOptions(0, true))).toBeNull();
  });
});

/** Follows the options from an empty pizza, choosing with `choices`, until the pizza is whole. */
function followOptions(choices: number[], soldByThirds: boolean): number[] {
  const picked: number[] = [];
  for (const choice of choices) {
    const options = fractionOptions(pickedSoFar(picked), soldByThirds);
    picked.push(options[choice % options.length] as number);
    if (!hasIncompletePizza(picked)) break;
  }
  return picked;
}

describe("fraction laws (property tests)", () => {
  const choices = fc.array(fc.nat(), { minLength: 3, maxLength: 3 });

  it("any sequence that follows the options completes exactly one pizza in at most 3 picks", () => {
    fc.assert(
      fc.property(choices, fc.boolean(), (picks, soldByThirds) => {
        const picked = followOptions(picks, soldByThirds);
        expect(picked.length).toBeLessThanOrEqual(3);
        expect(picked.reduce((sum, quantity) => sum + toThousandths(quantity), 0)).toBe(1000);
        expect(hasIncompletePizza(picked)).toBe(false);
        const group = picked.map((quantity) => ({ item_group: 1, quantity, name: "Pizza", product_group: soldByThirds ? "Pizzas Grandes" : "Pizzas Individuais", is_fractionable: true }));
        expect(fractionProblems(group)).toEqual([]);
      }),
    );
  });

  it("thirds always sum to one pizza", () => {
    fc.assert(
      fc.property(choices, (picks) => {
        const picked = followOptions(picks, true);
        if (!picked.every(isThird)) return;
        expect(picked.reduce((sum, quantity) => sum + toThousandths(quantity), 0)).toBe(1000);
      }),
    );
  });

  it("without thirds no third is ever offered", () => {
    fc.assert(
      fc.property(choices, (picks) => {
        expect(followOptions(picks, false).some(isThird)).toBe(false);
      }),
    );
  });

  it("every reachable part-pizza still has an option, and every option keeps the sum at or under one", () => {
    fc.assert(
      fc.property(choices, fc.boolean(), (picks, soldByThirds) => {
        const picked = followOptions(picks, soldByThirds);
        for (let i = 0; i < picked.length; i++) {
          const so = pickedSoFar(picked.slice(0, i));
          const options = fractionOptions(so, soldByThirds);
          expect(options.length).toBeGreaterThan(0);
          for (const option of options) expect(toThousandths(so) + toThousandths(option)).toBeLessThanOrEqual(1000);
        }
      }),
    );
  });
});
