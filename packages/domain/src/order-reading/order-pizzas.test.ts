import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isWholeQuantity, quantityTotal } from "../fractions";
import { cartOrderItems } from "../orders/cart-order-items";
import { PROPERTY_TEST_TIMEOUT } from "../../test-support/property-timeout";
import { storeAndCart } from "../../test-support/carts";
import { cartPizzas } from "./cart-pizzas";
import { type OrderRowSource, additionalName, firstFlavour, flavoursName, orderLines, orderPizzas } from "./order-pizzas";

type Row = OrderRowSource & { item_id: number };

const row = (cart_index: number, item_group: number, quantity: number, name: string): Row => ({ cart_index, item_group, quantity, item_id: cart_index, item_id_parent: null, product: { name }, ProductAdditional: null });
const extra = (cart_index: number, item_group: number, name: string): Row => ({ ...row(cart_index, item_group, 1, "Pizza"), item_id: 100 + cart_index, item_id_parent: 1, ProductAdditional: { name } });

describe("the pizzas of an order", () => {
  const rows = [row(0, 1, 0.5, "Calabresa"), extra(0, 1, "Borda Catupiry"), row(1, 1, 0.5, "Margherita"), row(2, 2, 2, "Guaraná"), extra(2, 2, "Gelo")];

  it("groups the halves of one pizza with their additionals, and keeps a whole line alone", () => {
    const [pizza, drink] = orderPizzas(rows);
    expect(pizza).toMatchObject({ group: 1, fractional: true });
    expect(pizza!.lines.map((line) => [line.product.product.name, line.additionals.map(additionalName)])).toEqual([
      ["Calabresa", ["Borda Catupiry"]],
      ["Margherita", []],
    ]);
    expect(firstFlavour(pizza!).product.name).toBe("Calabresa");
    expect(drink).toMatchObject({ group: 2, fractional: false });
    expect(drink!.lines[0]!.additionals.map(additionalName)).toEqual(["Gelo"]);
  });

  it("reads a single line of a fraction as a pizza of fractions, and names pizzas of several flavours", () => {
    expect(orderPizzas([row(0, 1, 0.5, "Calabresa")])[0]?.fractional).toBe(true);
    expect(flavoursName(3)).toBe("Pizza 3 sabores");
  });

  it("names an additional by its additional, else by the row's product", () => {
    expect(additionalName(extra(0, 1, "Bacon"))).toBe("Bacon");
    expect(additionalName({ ...extra(0, 1, "Bacon"), ProductAdditional: null })).toBe("Pizza");
  });

  it("for any cart POST /orders receives: the order's pizzas are the cart's pizzas, whatever the rows' order", { ...PROPERTY_TEST_TIMEOUT }, () => {
    fc.assert(
      fc.property(storeAndCart, fc.nat(), ({ lines }, seed) => {
        const rows = cartOrderItems(lines).map((item) => ({ ...item, product: { name: String(item.product_id) }, ProductAdditional: item.item_id_parent === null ? null : { name: `A${item.item_id}` } }));
        const shuffled = rows.map((item, index) => ({ item, key: (index * 7919 + seed) % 104_729 })).sort((a, b) => a.key - b.key).map(({ item }) => item);
        const pizzas = orderPizzas(shuffled);
        expect(pizzas.map((pizza) => pizza.lines.map((line) => line.product.cart_index))).toEqual(cartPizzas(lines));
        expect(orderLines(shuffled).map((line) => line.product.cart_index)).toEqual(lines.map((_, index) => index));
        for (const pizza of pizzas) {
          expect(isWholeQuantity(quantityTotal(pizza.lines.map((line) => line.product.quantity)))).toBe(true);
          expect(pizza.fractional).toBe(pizza.lines.length > 1 || !isWholeQuantity(pizza.lines[0]!.product.quantity));
          for (const line of pizza.lines) {
            expect(line.product.item_group).toBe(pizza.group);
            const chosen = lines[line.product.cart_index]!.additionals.map((selected) => selected.ProductAdditional.id);
            expect(line.additionals.map((additional) => additional.item_id).sort()).toEqual([...chosen].sort());
          }
        }
        // Rows in the order they were written: each line's additionals in the order they were chosen.
        for (const line of orderLines(rows)) {
          expect(line.additionals.map((additional) => additional.item_id)).toEqual(lines[line.product.cart_index]!.additionals.map((selected) => selected.ProductAdditional.id));
        }
      }),
    );
  });
});
