import { describe, expect, it } from "vitest";
import type { FractionLine } from "./index";
import { fractionProblems } from "./index";

const large = (quantity: number, item_group = 1, name = "Calabresa"): FractionLine => ({ item_group, quantity, name, product_group: "Pizzas Grandes", is_fractionable: true });
const small = (quantity: number, item_group = 1): FractionLine => ({ ...large(quantity, item_group, "Mussarela"), product_group: "Pizzas Individuais" });

describe("server fraction check (architecture section 5)", () => {
  it.each([
    ["whole", [large(1)]],
    ["two whole of one flavour", [large(2)]],
    ["halves", [large(0.5), large(0.5)]],
    ["three thirds", [large(0.333), large(0.333), large(0.334)]],
    ["a third and two thirds", [large(0.333), large(0.667)]],
    ["merged thirds", [large(0.666), large(0.334)]],
    ["small halves", [small(0.5), small(0.5)]],
    ["several pizzas", [large(0.5, 1), large(0.5, 1), small(1, 2), large(0.333, 3), large(0.667, 3)]],
    ["a drink", [{ item_group: 1, quantity: 3, name: "Guaraná", product_group: "Bebidas", is_fractionable: false }]],
  ])("accepts %s", (_name, lines) => {
    expect(fractionProblems(lines)).toEqual([]);
  });

  it.each([
    ["a lone half", [large(0.5)], "Há uma pizza incompleta no pedido: as frações devem somar uma pizza inteira."],
    ["three 0.333", [large(0.333), large(0.333), large(0.333)], "Há uma pizza incompleta no pedido: as frações devem somar uma pizza inteira."],
    ["0.334 + 0.667", [large(0.334), large(0.667)], "Há uma pizza incompleta no pedido: as frações devem somar uma pizza inteira."],
    ["a half and a whole in one group", [large(0.5), large(1)], "Há uma pizza incompleta no pedido: as frações devem somar uma pizza inteira."],
    ["three halves", [large(0.5), large(0.5), large(0.5)], "Há uma pizza incompleta no pedido: as frações devem somar uma pizza inteira."],
    ["a quarter", [large(0.25), large(0.75)], "Quantidade inválida para Calabresa."],
    ["one and a half", [large(1.5)], "Quantidade inválida para Calabresa."],
    ["zero", [large(0)], "Quantidade inválida para Calabresa."],
    // Issue 29: rounded to thousandths these were 0, a whole quantity: priced at nothing and stored as 0.
    ["a ten-thousandth", [large(0.0001)], "Quantidade inválida para Calabresa."],
    ["a third plus noise", [large(0.3334), large(0.666)], "Quantidade inválida para Calabresa."],
    ["a hundred pizzas", [large(100)], "Quantidade inválida para Calabresa."],
    ["thirds of a small pizza", [small(0.333), small(0.667)], "Mussarela não pode ser dividida em três sabores."],
    ["a half of a non-fractionable product", [{ ...large(0.5), is_fractionable: false }, large(0.5)], "Calabresa não pode ser vendida em frações."],
    ["sizes mixed", [large(0.5), small(0.5)], "Os sabores de uma mesma pizza devem ser do mesmo tamanho."],
  ])("refuses %s", (_name, lines, message) => {
    expect(fractionProblems(lines).map((problem) => problem.message)).toContain(message);
  });

  it("names the group of the problem", () => {
    expect(fractionProblems([large(1, 1), large(0.5, 2)])).toEqual([{ item_group: 2, message: "Há uma pizza incompleta no pedido: as frações devem somar uma pizza inteira." }]);
  });

  it("returns the line problems alone: the pizzas are checked only once every line is sound", () => {
    expect(fractionProblems([large(0.25, 1), large(0.5, 2), { ...small(0.5, 3), is_fractionable: false }])).toEqual([
      { item_group: 1, message: "Quantidade inválida para Calabresa." },
      { item_group: 3, message: "Mussarela não pode ser vendida em frações." },
    ]);
  });

  it("reports each pizza's problem once, with its group", () => {
    expect(fractionProblems([large(0.5, 4), small(0.5, 4), large(0.333, 5), large(0.333, 5), large(1, 6)])).toEqual([
      { item_group: 4, message: "Os sabores de uma mesma pizza devem ser do mesmo tamanho." },
      { item_group: 5, message: "Há uma pizza incompleta no pedido: as frações devem somar uma pizza inteira." },
    ]);
  });
});
