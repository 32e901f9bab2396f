import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PROPERTY_TEST_TIMEOUT } from "../../test-support/property-timeout";
import { orderStamps, type StampRow } from "./order-stamps";

const GROUP_OF: Record<number, string> = { 1: "Pizzas Grandes", 2: "Pizzas Grandes", 3: "Pizzas Individuais", 4: "Bebidas" };
const groupOf = (productId: number) => GROUP_OF[productId];
const STAMP_GROUPS = ["Pizzas Grandes"];
const row = (cart_index: number, item_group: number, product_id: number, quantity: number, item_id_parent: number | null = null): StampRow => ({
  cart_index,
  item_group,
  item_id_parent,
  product_id,
  quantity,
});

describe("the stamps an order earns (growth.md section 2)", () => {
  it("a whole pizza earns one stamp per unit of quantity; drinks and other groups earn none", () => {
    expect(orderStamps([row(0, 0, 1, 2), row(1, 1, 4, 3), row(2, 2, 3, 1)], groupOf, STAMP_GROUPS)).toBe(2);
  });

  it("a half-and-half is one pizza, counted once", () => {
    expect(orderStamps([row(0, 0, 1, 0.5), row(1, 0, 2, 0.5)], groupOf, STAMP_GROUPS)).toBe(1);
  });

  it("a pizza in thirds is one pizza, in the group of its first flavour", () => {
    const thirds = (first: number) => [row(0, 0, first, 0.333), row(1, 0, 1, 0.333), row(2, 0, 2, 0.334)];
    expect(orderStamps(thirds(1), groupOf, STAMP_GROUPS)).toBe(1);
    expect(orderStamps(thirds(3), groupOf, STAMP_GROUPS)).toBe(0);
    expect(orderStamps(thirds(3), groupOf, ["Pizzas Individuais"])).toBe(1);
  });

  it("additionals (a border, a dough) earn nothing; with no stamp group nothing earns", () => {
    expect(orderStamps([row(0, 0, 1, 1), row(0, 0, 6, 1, 1)], groupOf, STAMP_GROUPS)).toBe(1);
    expect(orderStamps([row(0, 0, 1, 1)], groupOf, [])).toBe(0);
  });

  it("never depends on the order of the rows, and never exceeds the pizzas' whole quantities", PROPERTY_TEST_TIMEOUT, () => {
    const pizza = fc.record({ product: fc.integer({ min: 1, max: 4 }), flavours: fc.integer({ min: 1, max: 3 }), quantity: fc.integer({ min: 1, max: 5 }) });
    fc.assert(
      fc.property(fc.array(pizza, { maxLength: 6 }), fc.integer(), (pizzas, seed) => {
        let index = 0;
        const rows = pizzas.flatMap((p, group) =>
          p.flavours === 1 ? [row(index++, group, p.product, p.quantity)] : Array.from({ length: p.flavours }, (_, f) => row(index++, group, f === 0 ? p.product : 2, f === 0 ? 0.5 : 0.5 / (p.flavours - 1))),
        );
        const stamps = orderStamps(rows, groupOf, STAMP_GROUPS);
        const shuffled = [...rows].sort((a, b) => ((a.cart_index * 7919 + seed) % 13) - ((b.cart_index * 7919 + seed) % 13));
        expect(orderStamps(shuffled, groupOf, STAMP_GROUPS)).toBe(stamps);
        const expected = pizzas.reduce((sum, p) => sum + (STAMP_GROUPS.includes(GROUP_OF[p.product]!) ? (p.flavours === 1 ? p.quantity : 1) : 0), 0);
        expect(stamps).toBe(expected);
      }),
    );
  });
});
