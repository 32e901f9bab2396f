import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { linePriceCentavos, priceOrderRows } from "./index";

describe("order rows priced as order_items stores them", () => {
  it("puts rows in cart order, product row first, and splits each line between its rows", () => {
    const { rows, totalCentavos } = priceOrderRows([
      { cart_index: 1, item_id_parent: null, quantity: 0.5, unitCentavos: 6490 },
      { cart_index: 0, item_id_parent: 10, quantity: 1, unitCentavos: 500 },
      { cart_index: 0, item_id_parent: null, quantity: 0.333, unitCentavos: 5990 },
      { cart_index: 0, item_id_parent: 10, quantity: 1, unitCentavos: 300 },
    ]);
    expect(rows.map((row) => [row.cart_index, row.unitCentavos, row.amountCentavos])).toEqual([
      // A third of 59,90 is 19,9467: the line (27,9467, rounded once to 27,95) minus 5 and 3.
      [0, 5990, 1995],
      [0, 500, 500],
      [0, 300, 300],
      [1, 6490, 3245],
    ]);
    expect(totalCentavos).toBe(2795 + 3245);
  });

  it("rows add up to each line's price and to the total, whatever order they arrive in", () => {
    const line = fc.record({ quantity: fc.constantFrom(0.5, 0.333, 0.334, 0.667, 1, 2, 3), unit: fc.integer({ min: 0, max: 20_000 }), adds: fc.array(fc.integer({ min: 0, max: 1_000 }), { maxLength: 3 }) });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 6 }), (lines) => {
        const items = lines.flatMap((l, i) => [
          { cart_index: i, item_id_parent: null, quantity: l.quantity, unitCentavos: l.unit },
          ...l.adds.map((add) => ({ cart_index: i, item_id_parent: 1, quantity: Math.max(1, l.quantity), unitCentavos: add })),
        ]);
        const { rows, totalCentavos } = priceOrderRows([...items].reverse());
        lines.forEach((l, i) => {
          const own = rows.filter((row) => row.cart_index === i);
          expect(own[0]!.item_id_parent).toBeNull();
          expect(own.reduce((sum, row) => sum + row.amountCentavos, 0)).toBe(linePriceCentavos(l.quantity, l.unit, l.adds));
        });
        expect(rows.reduce((sum, row) => sum + row.amountCentavos, 0)).toBe(totalCentavos);
      }),
    );
  });

  it("puts the product row first even when it is sent after its additionals", () => {
    const { rows } = priceOrderRows([
      { cart_index: 0, item_id_parent: 10, quantity: 1, unitCentavos: 500 },
      { cart_index: 0, item_id_parent: 10, quantity: 1, unitCentavos: 300 },
      { cart_index: 0, item_id_parent: null, quantity: 1, unitCentavos: 5990 },
    ]);
    expect(rows.map((row) => [row.item_id_parent, row.amountCentavos])).toEqual([
      [null, 5990],
      [10, 500],
      [10, 300],
    ]);
  });

  it("prices an additional row by its line's quantity, not by the quantity the row carries", () => {
    const { rows, totalCentavos } = priceOrderRows([
      { cart_index: 0, item_id_parent: null, quantity: 2, unitCentavos: 850 },
      { cart_index: 0, item_id_parent: 10, quantity: 5, unitCentavos: 300 },
    ]);
    expect(rows.map((row) => row.amountCentavos)).toEqual([1700, 600]);
    expect(totalCentavos).toBe(2300);
  });
});
