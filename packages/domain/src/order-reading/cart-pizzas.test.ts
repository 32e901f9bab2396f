import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hasIncompletePizza, isWholeQuantity, itemGroups, pickedSoFar, quantityTotal } from "../fractions";
import { cartPizzas, firstFlavourInProgress, pizzaLineIndices } from "./cart-pizzas";

const cart = (...quantities: number[]) => quantities.map((quantity, index) => ({ quantity, name: `L${index}` }));
const fractionRuns = fc.array(fc.oneof(fc.integer({ min: 1, max: 3 }), fc.constantFrom(0.5, 0.333, 0.667)), { maxLength: 12 });

describe("the pizzas of a cart", () => {
  it("puts the halves and thirds of one pizza together and each whole line alone", () => {
    expect(cartPizzas(cart(1, 0.5, 0.5, 2, 0.333, 0.667))).toEqual([[0], [1, 2], [3], [4, 5]]);
    expect(pizzaLineIndices(cart(1, 0.5, 0.5), 2)).toEqual([1, 2]);
    expect(pizzaLineIndices(cart(1), 4)).toEqual([]);
  });

  it("follows the first flavour of the pizza in progress, none when every pizza is complete", () => {
    expect(firstFlavourInProgress(cart(1, 0.333, 0.333))?.name).toBe("L1");
    expect(firstFlavourInProgress(cart(0.5))?.name).toBe("L0");
    expect(firstFlavourInProgress(cart(0.5, 0.5))).toBeNull();
    expect(firstFlavourInProgress([])).toBeNull();
  });

  it("for any cart: the pizzas split the lines in order, as item_groups do", () => {
    fc.assert(
      fc.property(fractionRuns, (quantities) => {
        const lines = cart(...quantities);
        const pizzas = cartPizzas(lines);
        expect(pizzas.flat()).toEqual(quantities.map((_, index) => index));
        const groups = itemGroups(quantities);
        for (const indices of pizzas) {
          expect(new Set(indices.map((index) => groups[index])).size).toBe(1);
          for (const index of indices) expect(pizzaLineIndices(lines, index)).toEqual(indices);
        }
        // Every pizza but the last adds up to whole ones.
        for (const indices of pizzas.slice(0, -1)) expect(isWholeQuantity(quantityTotal(indices.map((index) => quantities[index]!)))).toBe(true);
      }),
    );
  });

  it("for any cart: a flavour is in progress exactly while the cart has an incomplete pizza, and it is that pizza's first line", () => {
    fc.assert(
      fc.property(fractionRuns, (quantities) => {
        const lines = cart(...quantities);
        const first = firstFlavourInProgress(lines);
        expect(first !== null).toBe(hasIncompletePizza(quantities));
        expect(first !== null).toBe(pickedSoFar(quantities) > 0);
        if (first !== null) {
          const groups = itemGroups(quantities);
          expect(lines.indexOf(first)).toBe(groups.indexOf(groups.at(-1)!));
        }
      }),
    );
  });
});
