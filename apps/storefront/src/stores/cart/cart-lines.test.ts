import { describe, expect, it } from "vitest";
import { line } from "../../../test/fixtures";
import { cartPizzas, firstFlavourInProgress, pizzaLineIndices } from "@forno/domain/order-reading";
import { isPickingFractions, priced, remainingFraction, withoutGroupOf } from "./cart-lines";
import { parseStoredCart } from "./cart-storage";

describe("cart lines", () => {
  const cart = [line("Guaraná 2L", 2), line("Margherita", 0.5), line("Calabresa", 0.5), line("Quatro Queijos", 0.333)];

  it("groups the lines of one pizza and leaves a whole line alone", () => {
    expect(cartPizzas(cart)).toEqual([[0], [1, 2], [3]]);
    expect(pizzaLineIndices(cart, 2)).toEqual([1, 2]);
  });

  it("removing a line removes its whole pizza", () => {
    expect(withoutGroupOf(cart, 1).map((item) => item.name)).toEqual(["Guaraná 2L", "Quatro Queijos"]);
  });

  it("an incomplete pizza puts the cart in picking state, following the last item's group", () => {
    expect(isPickingFractions(cart)).toBe(true);
    expect(firstFlavourInProgress(cart)?.product_group).toBe("Pizzas Grandes");
    expect(remainingFraction(cart)).toBe(0.667);
    expect(isPickingFractions(cart.slice(0, 3))).toBe(false);
    expect(firstFlavourInProgress(cart.slice(0, 3))).toBeNull();
    const thirds = [...cart.slice(0, 3), line("Quatro Queijos", 0.333), line("Calabresa", 0.333)];
    expect(firstFlavourInProgress(thirds)?.name).toBe("Quatro Queijos");
  });

  it("prices a line with the domain's formula into totalPrice (reais)", () => {
    const half = priced({ ...line("Margherita", 0.5), additionals: [{ additional_id: 5, ProductAdditional: { id: 5, group: "Pizzas Individuais", category: "Adicionais", name: "Bacon", amount: 4 } }] });
    expect(half.totalPrice).toBe(28.95);
  });
});

describe("stored cart", () => {
  it("reads the plain array kept under `cart` and drops what it cannot use", () => {
    const good = line("Guaraná 2L", 1);
    expect(parseStoredCart(JSON.stringify([good, { id: "x" }, { ...good, additionals: [null] }]))).toEqual([good]);
    expect(parseStoredCart("{not json")).toEqual([]);
    expect(parseStoredCart(JSON.stringify({ state: {} }))).toEqual([]);
    expect(parseStoredCart(null)).toEqual([]);
  });
});
