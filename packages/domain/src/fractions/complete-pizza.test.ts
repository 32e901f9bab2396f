import { describe, expect, it } from "vitest";
import { canCompletePizza } from "./complete-pizza";
import { mixedSubgroupsProblem } from "./same-subgroup";

const doces = { product_group: "Pizzas Grandes", product_subgroup: "Doces" };
const candidate = (product_subgroup: string | null, product_group = "Pizzas Grandes", is_fractionable = true) => ({ product_group, product_subgroup, is_fractionable });

describe("the next flavour of a pizza in progress", () => {
  it("is any fractionable product of the first flavour's group when the store mixes subgroups", () => {
    expect(canCompletePizza(doces, candidate("Tradicionais"), false)).toBe(true);
    expect(canCompletePizza(doces, candidate("Doces", "Pizzas Individuais"), false)).toBe(false);
    expect(canCompletePizza(doces, candidate("Doces", "Pizzas Grandes", false), false)).toBe(false);
  });

  it("must share the first flavour's subgroup when the store keeps them together", () => {
    expect(canCompletePizza(doces, candidate("Doces"), true)).toBe(true);
    expect(canCompletePizza(doces, candidate("Tradicionais"), true)).toBe(false);
    expect(canCompletePizza(doces, candidate(null), true)).toBe(false);
  });

  it("offers exactly what the server's check accepts", () => {
    for (const subgroup of ["Doces", "Tradicionais", null, ""]) {
      const offered = canCompletePizza(doces, candidate(subgroup), true);
      const refused = mixedSubgroupsProblem([
        { item_group: 1, quantity: 0.5, name: "A", product_subgroup: "Doces" },
        { item_group: 1, quantity: 0.5, name: "B", product_subgroup: subgroup },
      ]);
      expect(offered).toBe(refused === null);
    }
  });
});
