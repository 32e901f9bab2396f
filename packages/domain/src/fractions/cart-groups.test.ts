import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { groupAdvancesAfter, hasIncompletePizza, itemGroups, quantityTotal } from "./index";

describe("incomplete pizza and item groups", () => {
  it.each([
    [[], false],
    [[1], false],
    [[0.5], true],
    [[0.5, 0.5], false],
    [[0.333, 0.333], true],
    [[0.333, 0.333, 0.334], false],
    [[0.333, 0.667], false],
    [[2, 0.667], true],
    [[0.666, 0.334], false],
    [[0.333, 0.333, 0.333], true],
  ])("%j incomplete: %s", (quantities, incomplete) => {
    expect(hasIncompletePizza(quantities)).toBe(incomplete);
  });

  it("sums without float noise", () => {
    expect(quantityTotal([0.333, 0.333, 0.334])).toBe(1);
    expect(quantityTotal([0.1, 0.2])).toBe(0.3);
  });

  it.each([
    [1, true],
    [2, true],
    [1.5, false],
    [0.666, false],
  ])("group advances after a running total of %s: %s", (total, advances) => {
    expect(groupAdvancesAfter(total)).toBe(advances);
  });

  it.each([
    [[1, 0.5, 0.5, 2, 0.333, 0.667], [1, 2, 2, 3, 4, 4]],
    [[0.333, 0.333, 0.334, 1], [1, 1, 1, 2]],
    [[3], [1]],
    [[0.5], [1]],
  ])("%j -> groups %j", (quantities, groups) => {
    expect(itemGroups(quantities)).toEqual(groups);
  });

  it("starts at the given group number", () => {
    expect(itemGroups([1, 1], 0)).toEqual([0, 1]);
  });

  it("groups never go back and each closed group sums to a whole number", () => {
    const line = fc.constantFrom(1, 2, 0.5, 0.333, 0.667);
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (quantities) => {
        const groups = itemGroups(quantities);
        for (let i = 1; i < groups.length; i++) expect(groups[i]).toBeGreaterThanOrEqual(groups[i - 1] as number);
        const sums = new Map<number, number>();
        groups.forEach((group, i) => sums.set(group, (sums.get(group) ?? 0) + Math.round((quantities[i] as number) * 1000)));
        const last = groups.at(-1);
        for (const [group, sum] of sums) if (group !== last || !hasIncompletePizza(quantities)) expect(sum % 1000).toBe(0);
      }),
    );
  });
});
