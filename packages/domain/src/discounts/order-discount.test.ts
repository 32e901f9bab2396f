import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PROPERTY_TEST_TIMEOUT } from "../../test-support/property-timeout";
import { type DiscountLine, discountLines } from "./discount-lines";
import { type DiscountOffer, cheapestLineCentavos, discountableCentavos, orderDiscountCentavos } from "./order-discount";

const GROUPS = ["Pizzas Grandes", "Pizzas Individuais", "Bebidas"] as const;
const line = fc.record({ group: fc.constantFrom(...GROUPS), centavos: fc.integer({ min: 0, max: 50_000 }) });
const lines = fc.array(line, { maxLength: 8 });
const fee = fc.integer({ min: 0, max: 5_000 });
const groups = fc.subarray([...GROUPS]);
const offer: fc.Arbitrary<DiscountOffer> = fc.oneof(
  fc.record({ kind: fc.constant("percent" as const), value: fc.integer({ min: 1, max: 100 }), maxCentavos: fc.option(fc.integer({ min: 1, max: 20_000 }), { nil: null }), groups }),
  fc.record({ kind: fc.constant("fixed" as const), valueCentavos: fc.integer({ min: 1, max: 100_000 }), groups }),
  fc.constant({ kind: "free_delivery" as const }),
  fc.record({ kind: fc.constant("cheapest_line" as const), maxCentavos: fc.integer({ min: 1, max: 20_000 }), groups }),
);

describe("an order's discount (growth.md section 1)", () => {
  it("a percent is taken once on the sum it applies to, rounded half up", () => {
    const pizzas: DiscountLine[] = [
      { group: "Pizzas Grandes", centavos: 4995 },
      { group: "Pizzas Grandes", centavos: 4995 },
    ];
    // 10% of R$ 99,90 = 9,99; per line it would be 5,00 + 5,00 (rounded twice).
    expect(orderDiscountCentavos({ kind: "percent", value: 10, maxCentavos: null, groups: [] }, { lines: pizzas, deliveryFeeCentavos: 800 })).toBe(999);
    // 5% of R$ 0,10 = 0,005: half up is 0,01.
    expect(orderDiscountCentavos({ kind: "percent", value: 5, maxCentavos: null, groups: [] }, { lines: [{ group: "Bebidas", centavos: 10 }], deliveryFeeCentavos: 0 })).toBe(1);
    // 15% of R$ 0,03 = 0,0045: rounds down.
    expect(orderDiscountCentavos({ kind: "percent", value: 15, maxCentavos: null, groups: [] }, { lines: [{ group: "Bebidas", centavos: 3 }], deliveryFeeCentavos: 0 })).toBe(0);
  });

  it("holds a percent to its maximum, and applies only to the groups named (the minimum is not its business)", () => {
    const cart: DiscountLine[] = [
      { group: "Pizzas Grandes", centavos: 6000 },
      { group: "Bebidas", centavos: 1000 },
    ];
    const base = { lines: cart, deliveryFeeCentavos: 800 };
    expect(orderDiscountCentavos({ kind: "percent", value: 50, maxCentavos: 2000, groups: [] }, base)).toBe(2000);
    expect(orderDiscountCentavos({ kind: "percent", value: 10, maxCentavos: null, groups: ["Pizzas Grandes"] }, base)).toBe(600);
    expect(orderDiscountCentavos({ kind: "fixed", valueCentavos: 1500, groups: ["Bebidas"] }, base)).toBe(1000);
    expect(orderDiscountCentavos({ kind: "fixed", valueCentavos: 1500, groups: [] }, base)).toBe(1500);
    expect(orderDiscountCentavos({ kind: "free_delivery" }, base)).toBe(800);
    // The loyalty card's free pizza: the cheapest line of its groups, up to its cap.
    const twoPizzas = { lines: [...cart, { group: "Pizzas Grandes", centavos: 4500 }], deliveryFeeCentavos: 800 };
    expect(orderDiscountCentavos({ kind: "cheapest_line", maxCentavos: 6000, groups: ["Pizzas Grandes"] }, twoPizzas)).toBe(4500);
    expect(orderDiscountCentavos({ kind: "cheapest_line", maxCentavos: 4000, groups: ["Pizzas Grandes"] }, twoPizzas)).toBe(4000);
    expect(orderDiscountCentavos({ kind: "cheapest_line", maxCentavos: 6000, groups: ["Pizzas Individuais"] }, twoPizzas)).toBe(0);
    expect(orderDiscountCentavos(null, base)).toBe(0);
  });

  it("for any cart and offer: never more than what it applies to, never a negative total, whole centavos", PROPERTY_TEST_TIMEOUT, () => {
      fc.assert(
        fc.property(lines, fee, offer, (cart, deliveryFeeCentavos, chosen) => {
          const discount = orderDiscountCentavos(chosen, { lines: cart, deliveryFeeCentavos });
          const subtotal = cart.reduce((sum, { centavos }) => sum + centavos, 0);
          expect(Number.isInteger(discount)).toBe(true);
          expect(discount).toBeGreaterThanOrEqual(0);
          const appliesTo = chosen.kind === "free_delivery" ? deliveryFeeCentavos : chosen.kind === "cheapest_line" ? cheapestLineCentavos(cart, chosen.groups) : discountableCentavos(cart, chosen.groups);
          expect(discount).toBeLessThanOrEqual(appliesTo);
          expect(subtotal + deliveryFeeCentavos - discount).toBeGreaterThanOrEqual(0);
          if (chosen.kind === "percent") {
            // Rounded half up once: within half a centavo of the exact figure, ties going up.
            const exact = appliesTo * chosen.value;
            const unbounded = Math.min(chosen.maxCentavos ?? Infinity, appliesTo);
            if (discount < unbounded) expect(discount * 100 - exact).toBeGreaterThan(-50);
            if (discount < unbounded) expect(discount * 100 - exact).toBeLessThanOrEqual(50);
            expect(discount).toBeLessThanOrEqual(chosen.maxCentavos ?? Infinity);
          }
          if (chosen.kind === "fixed") expect(discount).toBe(Math.min(chosen.valueCentavos, appliesTo));
          if (chosen.kind === "cheapest_line") expect(discount).toBe(Math.min(chosen.maxCentavos, appliesTo));
        }),
      );
    });

  it("the same answer whatever the order of the lines (the cart's and the server's readings agree)", PROPERTY_TEST_TIMEOUT, () => {
      fc.assert(
        fc.property(lines, fee, offer, fc.integer(), (cart, deliveryFeeCentavos, chosen, seed) => {
          const shuffled = [...cart].sort((a, b) => ((a.centavos * 31 + seed) % 7) - ((b.centavos * 31 + seed) % 7));
          expect(orderDiscountCentavos(chosen, { lines: shuffled, deliveryFeeCentavos })).toBe(orderDiscountCentavos(chosen, { lines: cart, deliveryFeeCentavos }));
        }),
      );
    });
});

describe("the lines a discount reads of an order's priced rows", () => {
  const groupOf = (productId: number) => (productId === 1 ? "Pizzas Grandes" : productId === 2 ? "Pizzas Individuais" : "Bebidas");

  it("one line per pizza, additionals and dough included, in the group of its first flavour", () => {
    const rows = [
      { cart_index: 0, item_group: 0, item_id_parent: null, product_id: 2, amountCentavos: 2000 },
      { cart_index: 0, item_group: 0, item_id_parent: 2, product_id: 2, amountCentavos: 500 },
      { cart_index: 1, item_group: 0, item_id_parent: null, product_id: 1, amountCentavos: 2500 },
      { cart_index: 2, item_group: 1, item_id_parent: null, product_id: 3, amountCentavos: 800 },
    ];
    expect(discountLines(rows, groupOf)).toEqual([
      { group: "Pizzas Individuais", centavos: 5000, units: 1 },
      { group: "Bebidas", centavos: 800, units: 1 },
    ]);
  });

  it("a whole line counts its units, a pizza of halves is one; the cheapest line's price is one pizza's", () => {
    const rows = [
      { cart_index: 0, item_group: 0, item_id_parent: null, product_id: 1, amountCentavos: 10_980, quantity: 2 },
      { cart_index: 0, item_group: 0, item_id_parent: 1, product_id: 1, amountCentavos: 1_000, quantity: 2 },
      { cart_index: 1, item_group: 1, item_id_parent: null, product_id: 1, amountCentavos: 2_745, quantity: 0.5 },
      { cart_index: 2, item_group: 1, item_id_parent: null, product_id: 2, amountCentavos: 2_500, quantity: 0.5 },
      { cart_index: 3, item_group: 2, item_id_parent: null, product_id: 3, amountCentavos: 2_800, quantity: 2 },
    ];
    const found = discountLines(rows, groupOf);
    expect(found).toEqual([
      { group: "Pizzas Grandes", centavos: 11_980, units: 2 },
      { group: "Pizzas Grandes", centavos: 5_245, units: 1 },
      { group: "Bebidas", centavos: 2_800, units: 2 },
    ]);
    // The halves' pizza (R$ 52,45) is cheaper than one of the two whole ones (R$ 59,90 each, dough included).
    const base = { lines: found, deliveryFeeCentavos: 500 };
    expect(orderDiscountCentavos({ kind: "cheapest_line", maxCentavos: 10_000, groups: ["Pizzas Grandes"] }, base)).toBe(5_245);
    expect(orderDiscountCentavos({ kind: "cheapest_line", maxCentavos: 10_000, groups: ["Pizzas Grandes"] }, { ...base, lines: [found[0]!] })).toBe(5_990);
    expect(orderDiscountCentavos({ kind: "cheapest_line", maxCentavos: 5_000, groups: ["Pizzas Grandes"] }, { ...base, lines: [found[0]!] })).toBe(5_000);
  });

  it("the lines add up to the rows, whatever their order", PROPERTY_TEST_TIMEOUT, () => {
      const row = fc.record({
        cart_index: fc.integer({ min: 0, max: 6 }),
        item_group: fc.integer({ min: 0, max: 3 }),
        item_id_parent: fc.option(fc.constant(9), { nil: null }),
        product_id: fc.integer({ min: 1, max: 3 }),
        amountCentavos: fc.integer({ min: 0, max: 10_000 }),
      });
      fc.assert(
        fc.property(fc.array(row, { maxLength: 12 }), (rows) => {
          const found = discountLines(rows, groupOf);
          expect(found.reduce((sum, { centavos }) => sum + centavos, 0)).toBe(rows.reduce((sum, { amountCentavos }) => sum + amountCentavos, 0));
          expect(found).toHaveLength(new Set(rows.map((r) => r.item_group)).size);
        }),
      );
    });
});
