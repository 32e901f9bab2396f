import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { linePriceCentavos, priceOrderItems } from "./index";

describe("server pricing of flat order items", () => {
  it("prices each cart line like the cart does", () => {
    const items = [
      { cart_index: 0, item_id_parent: null, quantity: 0.5, unitCentavos: 5990 },
      { cart_index: 0, item_id_parent: 10, quantity: 1, unitCentavos: 500 },
      { cart_index: 1, item_id_parent: null, quantity: 0.5, unitCentavos: 6490 },
      { cart_index: 2, item_id_parent: null, quantity: 2, unitCentavos: 850 },
    ];
    const { lines, totalCentavos } = priceOrderItems(items);
    expect([...lines]).toEqual([
      [0, 3495],
      [1, 3245],
      [2, 1700],
    ]);
    expect(totalCentavos).toBe(3495 + 3245 + 1700);
  });

  it("the order amount is the sum of its lines, whatever order the rows arrive in", () => {
    const line = fc.record({ quantity: fc.constantFrom(0.5, 0.333, 0.667, 1, 2), unit: fc.integer({ min: 0, max: 20_000 }), adds: fc.array(fc.integer({ min: 0, max: 1_000 }), { maxLength: 3 }) });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), (lines) => {
        const items = lines.flatMap((l, i) => [
          { cart_index: i, item_id_parent: null, quantity: l.quantity, unitCentavos: l.unit },
          ...l.adds.map((add) => ({ cart_index: i, item_id_parent: 1, quantity: Math.max(1, l.quantity), unitCentavos: add })),
        ]);
        const expected = lines.reduce((sum, l) => sum + linePriceCentavos(l.quantity, l.unit, l.adds), 0);
        expect(priceOrderItems(items.reverse()).totalCentavos).toBe(expected);
      }),
    );
  });

  it("lists the lines in cart order, whatever order the rows arrive in", () => {
    const { lines } = priceOrderItems([
      { cart_index: 2, item_id_parent: null, quantity: 1, unitCentavos: 300 },
      { cart_index: 0, item_id_parent: null, quantity: 1, unitCentavos: 100 },
      { cart_index: 1, item_id_parent: null, quantity: 1, unitCentavos: 200 },
    ]);
    expect([...lines]).toEqual([
      [0, 100],
      [1, 200],
      [2, 300],
    ]);
  });
});
