import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ORDER_MESSAGES } from "../../catalog";
import { FRACTION_MESSAGES } from "../../fractions";
import { cartTotalCentavos, linePriceCentavos, reaisToCentavos } from "../../pricing";
import { cartTotalByRule, FRACTION_PRICING_RULES } from "../../pricing-rules";
import { type TestCartLine, catalogueOf, storeAndCart, storeProducts } from "../../../test-support/carts";
import { acceptOrder, cartOrderItems, orderCatalogue, orderItemsProblem, type OrderCatalogue } from "../index";

const PRODUCTS = storeProducts([4990, 600, 900, 500, 300, 250, 1490, 1200]);
const CATALOGUE = catalogueOf(PRODUCTS);
const productNamed = (name: string) => PRODUCTS.find((product) => product.name === name)!;
const rowNamed = (product: string, name: string, group?: string) =>
  productNamed(product).rows.find((row) => row.ProductAdditional.name === name && (group === undefined || row.ProductAdditional.group === group))!;
const pick = (product: string, quantity: number, additionals: Array<[string, string?]> = []): TestCartLine => {
  const found = productNamed(product);
  return { ...found, quantity, note: null, additionals: additionals.map(([name, group]) => rowNamed(product, name, group)) };
};
const DOUGH: [string] = ["Massa Tradicional"];

function refusal(lines: readonly TestCartLine[], catalogue: OrderCatalogue = CATALOGUE): string | null {
  const items = cartOrderItems(lines);
  expect(orderItemsProblem(items)).toBeNull();
  const result = acceptOrder(items, catalogue);
  return result.accepted ? null : result.message;
}

function withProduct(id: number, change: object): OrderCatalogue {
  return orderCatalogue(
    [...CATALOGUE.products.values()].map((product) => (product.id === id ? { ...product, ...change } : product)),
    [...CATALOGUE.additionals.values()],
  );
}

function withAdditional(id: number, change: object | null): OrderCatalogue {
  const additionals = [...CATALOGUE.additionals.values()].flatMap((row) => (row.id !== id ? [row] : change === null ? [] : [{ ...row, ...change }]));
  return orderCatalogue([...CATALOGUE.products.values()], additionals);
}

describe("order acceptance: each rule refuses with the cart's message", () => {
  it.each<[string, TestCartLine[], OrderCatalogue, string]>([
    ["an unknown product", [pick("Pudim", 1)], orderCatalogue([...CATALOGUE.products.values()].filter((p) => p.id !== 7), [...CATALOGUE.additionals.values()]), ORDER_MESSAGES.unknownProduct],
    ["an inactive product", [pick("Pudim", 1)], withProduct(7, { is_active: false }), ORDER_MESSAGES.productUnavailable("Pudim")],
    ["an unknown additional", [pick("Calabresa", 1, [DOUGH, ["Bacon", "Pizzas Grandes"]])], withAdditional(103, null), ORDER_MESSAGES.unknownAdditional],
    ["an inactive additional", [pick("Calabresa", 1, [DOUGH, ["Bacon", "Pizzas Grandes"]])], withAdditional(103, { is_active: false }), ORDER_MESSAGES.additionalUnavailable("Bacon")],
    ["an additional not linked to the product", [pick("Calabresa", 1, [DOUGH])], withProduct(1, { additional_ids: [102, 103] }), ORDER_MESSAGES.additionalNotAllowed("Massa Tradicional", "Calabresa")],
    ["a large pizza's extra on a fraction", [pick("Calabresa", 0.5, [DOUGH, ["Bacon", "Pizzas Grandes"]]), pick("Atum", 0.5)], CATALOGUE, ORDER_MESSAGES.additionalNotAllowed("Bacon", "Calabresa")],
    ["an individual extra on a whole large pizza", [pick("Calabresa", 1, [DOUGH, ["Bacon", "Pizzas Individuais"]])], CATALOGUE, ORDER_MESSAGES.additionalNotAllowed("Bacon", "Calabresa")],
    ["two doughs", [pick("Calabresa", 1, [DOUGH, ["Massa Integral"]])], CATALOGUE, ORDER_MESSAGES.singleChoice("Tipo de Massa", "Calabresa")],
    ["two sauces", [pick("Calabresa", 1, [DOUGH, ["Molho Picante"], ["Molho Pomodoro"]])], CATALOGUE, ORDER_MESSAGES.singleChoice("Molho", "Calabresa")],
    ["a lone half", [pick("Calabresa", 0.5, [DOUGH])], CATALOGUE, FRACTION_MESSAGES.incompletePizza],
    ["a quarter", [pick("Calabresa", 0.25, [DOUGH])], CATALOGUE, FRACTION_MESSAGES.invalidQuantity("Calabresa")],
    [
      "thirds outside Pizzas Grandes",
      [pick("Calabresa Individual", 0.333, [DOUGH]), pick("Margherita Individual", 0.333), pick("Calabresa Individual", 0.334)],
      CATALOGUE,
      FRACTION_MESSAGES.thirdsNotAllowed("Calabresa Individual"),
    ],
    ["two sizes in one pizza", [pick("Calabresa", 0.5, [DOUGH]), pick("Margherita Individual", 0.5)], CATALOGUE, FRACTION_MESSAGES.mixedGroups],
    ["half a drink", [pick("Refrigerante de Cola 2 L", 0.5), pick("Refrigerante de Cola 2 L", 0.5)], CATALOGUE, FRACTION_MESSAGES.notFractionable("Refrigerante de Cola 2 L")],
    ["a pizza without dough", [pick("Calabresa", 1, [["Bacon", "Pizzas Grandes"]])], CATALOGUE, ORDER_MESSAGES.doughMissing("Calabresa")],
    ["halves with the dough on the second line", [pick("Calabresa", 0.5), pick("Atum", 0.5, [DOUGH])], CATALOGUE, ORDER_MESSAGES.doughMissing("Calabresa")],
  ])("%s", (_label, lines, catalogue, message) => {
    expect(refusal(lines, catalogue)).toBe(message);
  });

  it("checks products before additionals, and additionals before fractions", () => {
    const lines = [pick("Calabresa", 0.5, [DOUGH, ["Massa Integral"]]), pick("Pudim", 1)];
    expect(refusal(lines, withProduct(7, { is_active: false }))).toBe(ORDER_MESSAGES.productUnavailable("Pudim"));
    expect(refusal(lines)).toBe(ORDER_MESSAGES.singleChoice("Tipo de Massa", "Calabresa"));
  });

  it("names the first refused line in cart order, whatever the order of the rows", () => {
    const items = cartOrderItems([pick("Pudim", 1), pick("Refrigerante de Cola 2 L", 1)]).reverse();
    const bothOff = orderCatalogue([...CATALOGUE.products.values()].map((product) => (product.id === 6 || product.id === 7 ? { ...product, is_active: false } : product)), [...CATALOGUE.additionals.values()]);
    const result = acceptOrder(items, bothOff);
    expect(result).toEqual({ accepted: false, message: ORDER_MESSAGES.productUnavailable("Pudim") });
  });

  it("lets a line hold several additionals of a category that is not single-choice", () => {
    const bacon = rowNamed("Calabresa", "Bacon", "Pizzas Grandes");
    const onion = { additional_id: 107, ProductAdditional: { ...bacon.ProductAdditional, id: 107, name: "Cebola" } };
    const catalogue = orderCatalogue(
      [...CATALOGUE.products.values()].map((product) => (product.id === 1 ? { ...product, additional_ids: [...product.additional_ids, 107] } : product)),
      [...CATALOGUE.additionals.values(), { ...CATALOGUE.additionals.get(103)!, id: 107, name: "Cebola" }],
    );
    const line = pick("Calabresa", 1, [DOUGH, ["Bacon", "Pizzas Grandes"]]);
    expect(refusal([{ ...line, additionals: [...line.additionals, onion] }], catalogue)).toBeNull();
  });

  it("does not take a product for a dough that has the same id", () => {
    const calabresa = CATALOGUE.products.get(1)!;
    const catalogue = orderCatalogue([...CATALOGUE.products.values()].filter((product) => product.id !== 1).concat({ ...calabresa, id: 101 }), [...CATALOGUE.additionals.values()]);
    expect(refusal([{ ...pick("Calabresa", 1, [["Bacon", "Pizzas Grandes"]]), id: 101 }], catalogue)).toBe(ORDER_MESSAGES.doughMissing("Calabresa"));
  });

  it("accepts a pizza without dough when the product offers none", () => {
    expect(refusal([pick("Calabresa", 1)], withProduct(1, { offers_dough: false }))).toBeNull();
  });
});

describe("order acceptance of the carts the storefront builds (property)", () => {
  it("accepts every valid cart, priced at the cart's own total", () => {
    fc.assert(
      fc.property(storeAndCart, ({ products, lines }) => {
        const items = cartOrderItems(lines);
        expect(orderItemsProblem(items)).toBeNull();
        const result = acceptOrder(items, catalogueOf(products));
        if (!result.accepted) throw new Error(result.message);
        expect(result.totalCentavos).toBe(cartTotalCentavos(lines));
        expect(result.rows.reduce((sum, row) => sum + row.amountCentavos, 0)).toBe(result.totalCentavos);
        expect(result.rows.map((row) => row.item)).toEqual(items);
      }),
    );
  });

  it("prices every cart at the cart's total under both half-and-half rules (decision 1604)", () => {
    fc.assert(
      fc.property(storeAndCart, fc.constantFrom(...FRACTION_PRICING_RULES), ({ products, lines }, rule) => {
        const result = acceptOrder(cartOrderItems(lines), catalogueOf(products), rule);
        if (!result.accepted) throw new Error(result.message);
        expect(result.totalCentavos).toBe(cartTotalByRule(rule, lines));
        expect(result.rows.reduce((sum, row) => sum + row.amountCentavos, 0)).toBe(result.totalCentavos);
        if (rule === "highest") expect(result.totalCentavos).toBeGreaterThanOrEqual(cartTotalCentavos(lines));
      }),
    );
  });

  it("gives each additional row its own price times max(1, q) and each product row the rest of its line", () => {
    fc.assert(
      fc.property(storeAndCart, ({ products, lines }) => {
        const result = acceptOrder(cartOrderItems(lines), catalogueOf(products));
        if (!result.accepted) throw new Error(result.message);
        lines.forEach((line, index) => {
          const rows = result.rows.filter((row) => row.item.cart_index === index);
          expect(rows[0]).toMatchObject({ name: line.name, additional_id: null, unitCentavos: reaisToCentavos(line.amount) });
          const extras = line.additionals.map((row) => reaisToCentavos(row.ProductAdditional.amount));
          expect(rows.slice(1).map((row) => row.amountCentavos)).toEqual(extras.map((price) => linePriceCentavos(Math.max(1, line.quantity), price)));
          expect(rows.reduce((sum, row) => sum + row.amountCentavos, 0)).toBe(linePriceCentavos(line.quantity, reaisToCentavos(line.amount), extras));
        });
      }),
    );
  });

  it("refuses a cart once one of its products is switched off, naming the first such line", () => {
    fc.assert(
      fc.property(storeAndCart, fc.nat(), ({ products, lines }, which) => {
        const off = lines[which % lines.length]!;
        const catalogue = catalogueOf(products);
        const changed = orderCatalogue(
          [...catalogue.products.values()].map((product) => (product.id === off.id ? { ...product, is_active: false } : product)),
          [...catalogue.additionals.values()],
        );
        expect(refusal(lines, changed)).toBe(ORDER_MESSAGES.productUnavailable(off.name));
      }),
    );
  });

  it("refuses a cart once one of its chosen additionals is switched off", () => {
    fc.assert(
      fc.property(storeAndCart, fc.nat(), ({ products, lines }, which) => {
        const chosen = lines.flatMap((line) => line.additionals);
        fc.pre(chosen.length > 0);
        const off = chosen[which % chosen.length]!;
        const catalogue = catalogueOf(products);
        const changed = orderCatalogue(
          [...catalogue.products.values()],
          [...catalogue.additionals.values()].map((row) => (row.id === off.additional_id ? { ...row, is_active: false } : row)),
        );
        expect(refusal(lines, changed)).toBe(ORDER_MESSAGES.additionalUnavailable(off.ProductAdditional.name));
      }),
    );
  });

  it("refuses a pizza whose first line lost its dough, naming that line's product", () => {
    fc.assert(
      fc.property(storeAndCart, fc.nat(), ({ products, lines }, which) => {
        // Only the first line of a pizza carries its dough (the product screen hides the tab for the next fractions).
        const firsts = lines.flatMap((line, index) => (line.additionals.some((row) => row.ProductAdditional.category === "Tipo de Massa") ? [index] : []));
        fc.pre(firsts.length > 0);
        const index = firsts[which % firsts.length]!;
        const broken = lines.map((line, i) => (i === index ? { ...line, additionals: line.additionals.filter((row) => row.ProductAdditional.category !== "Tipo de Massa") } : line));
        expect(refusal(broken, catalogueOf(products))).toBe(ORDER_MESSAGES.doughMissing(lines[index]!.name));
      }),
    );
  });
});
