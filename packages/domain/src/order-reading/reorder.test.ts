import { describe, expect, it } from "vitest";
import type { Product, ProductHasAdditional } from "../schemas";
import { reorderCart, reorderNotice } from "./reorder";

const product = (id: number, name: string, amount: number, extra: Partial<Product> = {}): Product => ({
  id,
  external_id: `P${id}`,
  name,
  description: null,
  amount,
  image_url: null,
  product_group: "Pizzas Grandes",
  product_subgroup: "Tradicionais",
  is_fractionable: true,
  is_active: true,
  is_featured: false,
  order_group: 1,
  ...extra,
});
const extra = (id: number, name: string, category: string, amount: number): ProductHasAdditional => ({
  additional_id: id,
  ProductAdditional: { id, group: "Pizzas Grandes", category, name, amount },
});

let rowId = 1;
/** One flat order row as GET /orders answers it (amount: the price paid then). */
function row(cart_index: number, item_group: number, product: Product, quantity: number, additional?: ProductHasAdditional) {
  return {
    id: rowId++,
    cart_index,
    item_id: additional ? additional.ProductAdditional.id : product.id,
    item_id_parent: additional ? product.id : null,
    item_group,
    product_id: product.id,
    quantity,
    item_notes: null as string | null,
    amount: 1,
    product: { name: product.name },
    ProductAdditional: additional ? { name: additional.ProductAdditional.name, category: additional.ProductAdditional.category } : null,
  };
}

const margherita = product(1, "Margherita", 49.9);
const calabresa = product(2, "Calabresa", 52.9);
const guarana = product(5, "Guaraná 2L", 12, { product_group: "Bebidas", product_subgroup: null, is_fractionable: false });
const atum = product(7, "Atum", 58);
const tradicional = extra(10, "Tradicional", "Tipo de Massa", 0);
const borda = extra(11, "Borda Catupiry", "Borda", 9);
const bacon = extra(12, "Bacon", "Adicionais", 6);

// Then: a half-and-half (Margherita with dough and bacon + Calabresa with bacon), two Guaranás.
const pastOrder = [
  row(0, 1, margherita, 0.5),
  row(0, 1, margherita, 1, tradicional),
  row(0, 1, margherita, 1, bacon),
  row(1, 1, calabresa, 0.5),
  row(1, 1, calabresa, 1, bacon),
  row(2, 2, guarana, 2),
];

describe("Pedir de novo: the cart rebuilt from a past order", () => {
  it("brings every line back at today's prices, halves together with their dough and additionals", () => {
    const today = [{ ...margherita, amount: 55 }, calabresa, { ...guarana, amount: 13.5 }];
    const offered = () => [tradicional, borda, { ...bacon, ProductAdditional: { ...bacon.ProductAdditional, amount: 7 } }];
    const { lines, leftOut } = reorderCart(pastOrder, today, offered);
    expect(leftOut).toEqual([]);
    expect(lines.map((line) => [line.name, line.quantity, line.amount, line.additionals.map((a) => `${a.ProductAdditional.name} ${a.ProductAdditional.amount}`)])).toEqual([
      ["Margherita", 0.5, 55, ["Tradicional 0", "Bacon 7"]],
      ["Calabresa", 0.5, 52.9, ["Bacon 7"]],
      ["Guaraná 2L", 2, 13.5, []],
    ]);
    // Half of 55 + one Bacon at 7; half of 52.90 + 7; two Guaranás at 13.50.
    expect(lines.map((line) => line.totalPrice)).toEqual([34.5, 33.45, 27]);
  });

  it("keeps each line's note and the order's line order", () => {
    const noted = pastOrder.map((item) => (item.cart_index === 2 ? { ...item, item_notes: "Bem gelado" } : item));
    const { lines } = reorderCart([...noted].reverse(), [margherita, calabresa, guarana], () => [tradicional, bacon]);
    expect(lines.map((line) => [line.name, line.note])).toEqual([
      ["Margherita", null],
      ["Calabresa", null],
      ["Guaraná 2L", "Bem gelado"],
    ]);
  });

  it("names and leaves out a product no longer sold (missing or inactive)", () => {
    const { lines, leftOut } = reorderCart(pastOrder, [margherita, calabresa, { ...guarana, is_active: false }], () => [tradicional, bacon]);
    expect(lines.map((line) => line.name)).toEqual(["Margherita", "Calabresa"]);
    expect(leftOut).toEqual(["Guaraná 2L"]);
  });

  it("leaves out, by its name, a marketplace's row that matched no Forno product (null ids)", () => {
    const unmatched = { ...row(3, 3, guarana, 1), item_id: null, product_id: null, product: { name: "Combo iFood" } };
    const { lines, leftOut } = reorderCart([...pastOrder, unmatched], [margherita, calabresa, guarana], () => [tradicional, bacon]);
    expect(lines.map((line) => line.name)).toEqual(["Margherita", "Calabresa", "Guaraná 2L"]);
    expect(leftOut).toEqual(["Combo iFood"]);
  });

  it("leaves out a whole pizza when one of its flavours is gone, never half a pizza", () => {
    const order = [row(0, 1, margherita, 0.5), row(1, 1, atum, 0.5), row(2, 2, calabresa, 1)];
    const { lines, leftOut } = reorderCart(order, [margherita, calabresa], () => []);
    expect(lines.map((line) => [line.name, line.quantity])).toEqual([["Calabresa", 1]]);
    expect(leftOut).toEqual(["Pizza Margherita + Atum (Atum indisponível)"]);
  });

  it("leaves out a pizza whose flavour is no longer sold in fractions, and a thirds pizza missing two", () => {
    const half = reorderCart([row(0, 1, margherita, 0.5), row(1, 1, calabresa, 0.5)], [margherita, { ...calabresa, is_fractionable: false }], () => []);
    expect(half.lines).toEqual([]);
    expect(half.leftOut).toEqual(["Pizza Margherita + Calabresa (Calabresa indisponível)"]);
    const thirds = reorderCart([row(0, 1, margherita, 0.333), row(1, 1, calabresa, 0.333), row(2, 1, atum, 0.334)], [margherita], () => []);
    expect(thirds.leftOut).toEqual(["Pizza Margherita + Calabresa + Atum (Calabresa, Atum indisponíveis)"]);
  });

  it("keeps the line but names an additional the product no longer offers", () => {
    const { lines, leftOut } = reorderCart(pastOrder, [margherita, calabresa, guarana], () => [tradicional]);
    expect(lines[0]!.additionals.map((a) => a.ProductAdditional.name)).toEqual(["Tradicional"]);
    expect(leftOut).toEqual(["Bacon (Margherita)", "Bacon (Calabresa)"]);
  });

  it("says what was left out, or nothing", () => {
    expect(reorderNotice([])).toBeNull();
    expect(reorderNotice(["Guaraná 2L", "Bacon (Margherita)"])).toBe("Não estão disponíveis hoje e ficaram de fora: Guaraná 2L; Bacon (Margherita).");
  });
});
