import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { itemGroups } from "../fractions";
import type { FlatOrderItem } from "./index";
import { cartOrderItems, ORDER_ITEMS_INVALID, orderItemsProblem } from "./index";

const productRow = (cart_index: number, product_id: number, quantity: number, item_group: number): FlatOrderItem => ({ cart_index, item_id: product_id, item_id_parent: null, item_group, product_id, quantity });
const additionalRow = (cart_index: number, product_id: number, additional_id: number, quantity: number, item_group: number): FlatOrderItem => ({ cart_index, item_id: additional_id, item_id_parent: product_id, item_group, product_id, quantity });

const halfAndHalf = [productRow(0, 10, 0.5, 1), additionalRow(0, 10, 3, 1, 1), productRow(1, 11, 0.5, 1), productRow(2, 20, 2, 2), additionalRow(2, 20, 4, 2, 2)];

describe("order items structure (architecture section 5)", () => {
  it("refuses with one message telling the customer to refresh the cart", () => {
    expect(ORDER_ITEMS_INVALID).toBe("Os itens do pedido são inválidos. Atualize o carrinho e tente novamente.");
  });

  it("accepts the body the storefront builds", () => {
    expect(orderItemsProblem(halfAndHalf)).toBeNull();
  });

  it.each([
    ["no items", []],
    ["two product rows on one line", [productRow(0, 10, 1, 1), productRow(0, 11, 1, 1)]],
    ["item_id not the product", [{ ...productRow(0, 10, 1, 1), item_id: 99 }]],
    ["an additional without its product", [additionalRow(0, 10, 3, 1, 1)]],
    ["an additional naming another parent", [productRow(0, 10, 1, 1), additionalRow(0, 11, 3, 1, 1)]],
    ["an additional in another group", [productRow(0, 10, 1, 1), additionalRow(0, 10, 3, 1, 2)]],
    ["an additional with the wrong quantity", [productRow(0, 10, 2, 1), additionalRow(0, 10, 3, 1, 1)]],
    ["two whole pizzas sharing a group", [productRow(0, 10, 1, 1), productRow(1, 11, 1, 1)]],
    ["halves of one pizza in two groups", [productRow(0, 10, 0.5, 1), productRow(1, 11, 0.5, 2)]],
    ["an additional naming another parent, with its own product right", [productRow(0, 10, 1, 1), { ...additionalRow(0, 10, 3, 1, 1), item_id_parent: 11 }]],
    ["an additional with another product, under the right parent", [productRow(0, 10, 1, 1), { ...additionalRow(0, 10, 3, 1, 1), product_id: 11 }]],
    ["two of three whole pizzas sharing a group (the third one right)", [productRow(0, 10, 1, 1), productRow(1, 11, 1, 1), productRow(2, 12, 1, 2)]],
    ["a line of a product and its additionals only (no product row) beside a sound line", [productRow(0, 10, 1, 1), additionalRow(1, 11, 3, 1, 2)]],
  ])("refuses %s", (_name, items) => {
    expect(orderItemsProblem(items)).toBe(ORDER_ITEMS_INVALID);
  });

  it("accepts any group numbering that splits the lines like the cart", () => {
    expect(orderItemsProblem([productRow(0, 10, 1, 7), productRow(1, 11, 0.5, 3), productRow(2, 12, 0.5, 3)])).toBeNull();
  });

  it("reads the lines in cart order, whatever the order of the rows", () => {
    expect(orderItemsProblem([productRow(1, 11, 0.5, 2), productRow(0, 10, 1, 1), additionalRow(0, 10, 3, 1, 1), productRow(2, 12, 0.5, 2)])).toBeNull();
  });

  it("accepts every body built from a cart with itemGroups", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(1, 2, 0.5, 0.333, 0.667), { minLength: 1, maxLength: 10 }), (quantities) => {
        const groups = itemGroups(quantities);
        const items = quantities.flatMap((quantity, i) => [productRow(i, 100 + i, quantity, groups[i] as number), additionalRow(i, 100 + i, 1, Math.max(1, quantity), groups[i] as number)]);
        expect(orderItemsProblem(items)).toBeNull();
      }),
    );
  });

  it("sends a line's note trimmed, and a blank note as null", () => {
    const line = (note: string | null) => ({ id: 7, quantity: 1, note, additionals: [] });
    expect(cartOrderItems([line("  sem cebola  "), line("   "), line(null)]).map((item) => item.item_notes)).toEqual(["sem cebola", null, null]);
  });
});
